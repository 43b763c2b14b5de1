import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ApiOrder } from "@/lib/orders/orders";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { ExchangePanel } from "./exchange-panel";

// What a shopper reads on My Orders and the order page when the replacement
// sent for their exchange was cancelled (docs/adr/0034): not "Approved" with a
// replacement that will never come, but that it was cancelled and that the
// shop decides again — in English and in Hindi.

const exchange = (status: string, fulfillmentStatus: string) => ({
  _id: "exchange-1",
  orderId: "order-1",
  orderNumber: 1041,
  status,
  requestedAt: "2026-11-20T06:30:00.000Z",
  note: "",
  adminMessage: "Sorry! A new one is on its way.",
  decidedAt: "2026-11-20T08:00:00.000Z",
  items: [{ orderItemId: "line-1", name: "Trolley bag", size: null, color: null, quantity: 1, reason: "Damaged" }],
  photos: [],
  replacement: { _id: "replacement-1", number: 1057, fulfillmentStatus, total: 49 },
});

const orderWith = (status: string, fulfillmentStatus: string) =>
  ({
    _id: "order-1",
    number: 1041,
    fulfillmentStatus: "Delivered",
    items: [],
    exchange: exchange(status, fulfillmentStatus),
    exchangeOpenUntil: null,
    exchangeFor: null,
  }) as unknown as ApiOrder;

function render(order: ApiOrder, locale: "en" | "hi") {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : hi} timeZone="Asia/Kolkata">
      <ExchangePanel order={order} />
    </NextIntlClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the exchange panel", () => {
  it("says the replacement was cancelled and will not come, and that the shop decides again (English)", () => {
    const html = render(orderWith("Replacement cancelled", "Cancelled"), "en");
    expect(html).toContain("<h3");
    expect(text(html)).toContain("Exchange: Replacement Cancelled");
    expect(text(html)).toContain(
      "The replacement, order #1057, was cancelled and will not be delivered. We will look at your exchange again and reply by e-mail, usually within a day.",
    );
    expect(html).toMatch(/<a [^>]*href="\/trackorder\?id=replacement-1"[^>]*>order #1057<\/a>/);
    // The approval's message spoke of the replacement that will not come.
    expect(html).not.toContain("Sorry! A new one is on its way.");
    expect(text(html)).not.toContain("Exchange Approved");

    // Approved again: the new replacement's progress and the new message, as for any approval.
    const approved = text(render(orderWith("Approved", "Order Placed"), "en"));
    expect(approved).toContain("Exchange Approved");
    expect(approved).toContain("Sorry! A new one is on its way.");
    expect(approved).toContain("Replacement: order #1057 · Order Placed · Track the replacement");
    expect(approved).not.toContain("will not be delivered");
  });

  it("says an exchange rejected after its replacement was cancelled is closed, not rejected, in both languages", () => {
    const order = orderWith("Rejected", "Cancelled");
    order.exchange!.adminMessage = "Closed at your request.";
    const html = render(order, "en");
    expect(text(html)).toContain("Exchange Closed");
    expect(text(html)).toContain(
      "Your exchange was approved, but its replacement, order #1057, was cancelled. We will not send another replacement, so the exchange is closed.",
    );
    expect(text(html)).toContain("Message from the shop: Closed at your request.");
    expect(text(html)).not.toContain("Exchange Rejected");
    expect(text(html)).not.toContain("Track the replacement");
    const hindi = text(render(order, "hi"));
    expect(hindi).toContain("एक्सचेंज बंद");
    expect(hindi).toContain("आपका एक्सचेंज मंज़ूर हुआ था, लेकिन बदले का सामान (ऑर्डर #1057) रद्द हो गया।");
    expect(hindi).not.toContain("एक्सचेंज नामंज़ूर");

    // Rejected without ever being approved (no replacement): still "Rejected".
    const plain = orderWith("Rejected", "Cancelled");
    plain.exchange!.replacement = null;
    expect(text(render(plain, "en"))).toContain("Exchange Rejected");
    expect(text(render(plain, "en"))).not.toContain("Exchange Closed");
  });

  it("says the same in Hindi on a Hindi page", () => {
    const html = render(orderWith("Replacement cancelled", "Cancelled"), "hi");
    expect(text(html)).toContain("एक्सचेंज: बदले का सामान रद्द");
    expect(text(html)).toContain(
      "बदले का सामान (ऑर्डर #1057) रद्द हो गया है और डिलीवर नहीं होगा। हम आपके एक्सचेंज पर फिर से विचार करेंगे और ई-मेल से जवाब देंगे, आम तौर पर एक दिन के अंदर।",
    );
    expect(html).toContain('href="/hi/trackorder?id=replacement-1"');
    expect(text(html)).not.toMatch(/Replacement|cancelled/);
  });

  it("tells the replacement's own order that nothing is due once it is cancelled", () => {
    const replacement = (fulfillmentStatus: string) =>
      ({
        _id: "replacement-1",
        number: 1057,
        fulfillmentStatus,
        items: [],
        exchange: null,
        exchangeOpenUntil: null,
        exchangeFor: { _id: "order-1", number: 1041 },
      }) as unknown as ApiOrder;
    expect(text(render(replacement("Order Placed"), "en"))).toContain("You pay only the exchange delivery charge.");
    const cancelled = text(render(replacement("Cancelled"), "en"));
    expect(cancelled).toContain("It was cancelled, so nothing is due for it.");
    expect(cancelled).not.toContain("You pay");
    expect(text(render(replacement("Cancelled"), "hi"))).toContain("यह रद्द हो गया है, इसलिए इसका कोई भुगतान बाक़ी नहीं है।");
  });
});
