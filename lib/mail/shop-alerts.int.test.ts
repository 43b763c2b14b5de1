import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { sendShopAlert } from "@/lib/mail/shop-alerts";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { renderNewOrderAlert } from "@/lib/orders/order-alert";
import { apiRequest, createUser, fromAddress, useTestSecret, viewerFor, withId } from "@/test/integration/accounts";
import {
  codBody,
  inCart,
  pendingOnlineOrder,
  place,
  product,
  sandboxPay,
  shipping,
  shopper,
} from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { linkIn, sentMails } from "@/test/integration/outbox";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as exchangeRoute } from "@/app/api/orders/[id]/exchange/route";
import { POST as quotationRoute } from "@/app/api/quotation/create/route";

// The shop's team is e-mailed at STORE_ALERTS_EMAIL when something waits for
// it: an order placed (COD) or paid (online), an exchange request, a
// quotation request, a contact message. Without the setting nothing is sent
// to the team. Real PostgreSQL, through the route handlers; mails from the
// test file's outbox.

const TEAM = "orders@kosh.example";
const alertsTo = () => sentMails(TEAM);

let admin: Viewer;
beforeAll(async () => {
  useTestSecret();
  admin = await viewerFor(await createUser({ role: "ADMIN", name: "Ananya Iyer" }));
});
beforeEach(() => {
  process.env.STORE_ALERTS_EMAIL = TEAM;
});
afterEach(() => {
  delete process.env.STORE_ALERTS_EMAIL;
});

/** The alerts sent by `act`, to the team. */
async function alertsDuring(act: () => Promise<unknown>) {
  const before = (await alertsTo()).length;
  await act();
  return (await alertsTo()).slice(before);
}

describe("alerts to the shop's team", () => {
  it("a cash-on-delivery order: what to pack, for whom, the total and a link to the order in the console", async () => {
    const who = await shopper();
    const bag = await product(129_900, 5);
    await prisma.product.update({ where: { id: bag.id }, data: { colors: ["Olive"] } });
    await inCart(who, bag.id, 2);
    await prisma.cartItem.updateMany({ where: { userId: who.id }, data: { color: "Olive" } });
    let orderId = "";
    const alerts = await alertsDuring(async () => {
      const placed = await place(who, codBody());
      expect(placed.status).toBe(201);
      orderId = ((await placed.json()) as { orderId: string }).orderId;
    });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`[Kosh & Co.] New order #${order.number}: ₹2,598, cash on delivery`);
    expect(alerts[0]!.text).toContain(`${bag.name} (Olive) × 2`);
    expect(alerts[0]!.text).toContain(`For ${shipping.fullName}, Bengaluru, Karnataka 560038.`);
    expect(linkIn(alerts[0]!, "/admin/").pathname).toBe(`/admin/orders/${orderId}`);
    // The shopper's own confirmation still goes to the shopper, not to the team.
    expect((await sentMails(who.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`#${order.number}`),
    ]);
  });

  it("an online order is announced once it is paid, not when the payment starts", async () => {
    let checkout: Awaited<ReturnType<typeof pendingOnlineOrder>> | undefined;
    const started = await alertsDuring(async () => {
      checkout = await pendingOnlineOrder(99_900);
    });
    expect(started).toEqual([]);
    const paid = await alertsDuring(async () => {
      const answer = await sandboxPay(checkout!.who, checkout!.checkout.orderId);
      expect(answer.status).toBe(200);
    });
    expect(paid.map((mail) => mail.subject)).toEqual([
      `[Kosh & Co.] New order #${checkout!.checkout.order.number}: ₹999, paid online`,
    ]);
  });

  it("an exchange request, a quotation request and a contact message each reach the team once", async () => {
    const owner = await createUser({ name: "Meera Nair" });
    const token = (await issueSessionToken({ id: owner.id, tokenVersion: 0 })).token;
    const bag = await product(150_000, 5);
    const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 2 }] });
    for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
      await advanceFulfillment(admin, order.id, step);
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });

    const exchange = await alertsDuring(async () => {
      const body = { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }], note: "The zip broke." };
      const response = await exchangeRoute(
        apiRequest(`/api/orders/${order.id}/exchange`, { token, body }),
        withId(order.id),
      );
      expect(response.status).toBe(201);
    });
    expect(exchange.map((mail) => mail.subject)).toEqual([
      `[Kosh & Co.] Exchange requested for order #${order.number}`,
    ]);
    expect(exchange[0]!.text).toContain(`${bag.name} × 1: Damaged\nNote:\n> The zip broke.`);
    expect(linkIn(exchange[0]!, "/admin/").pathname).toBe("/admin/exchanges");

    const quotation = await alertsDuring(async () => {
      const body = { items: [{ productId: bag.id, quantity: 40 }], budget: 50000, specialNotes: "Office gifting" };
      const response = await quotationRoute(apiRequest("/api/quotation/create", { token, body }), {});
      expect(response.status).toBe(201);
    });
    expect(quotation.map((mail) => mail.subject)).toEqual([
      "[Kosh & Co.] Quotation requested by Meera Nair, budget ₹50,000",
    ]);
    expect(quotation[0]!.text).toContain(
      `${bag.name} × 40\nFrom Meera Nair <${owner.email}>.\nNotes:\n> Office gifting`,
    );

    const contact = await alertsDuring(async () => {
      const body = {
        name: "Priya <b>Sharma</b>",
        email: "priya@example.in",
        subject: "Returns",
        message: "Hello,\n<a href=x>click</a>",
      };
      const response = await contactRoute(
        apiRequest("/api/contact", { body, headers: fromAddress("198.51.100.77") }),
        undefined,
      );
      expect(response.status).toBe(201);
    });
    expect(contact.map((mail) => mail.subject)).toEqual(["[Kosh & Co.] Contact message: Returns"]);
    expect(contact[0]!.text).toContain(
      "From Priya <b>Sharma</b> <priya@example.in>.\nMessage:\n> Hello,\n> <a href=x>click</a>",
    );
    // The sender's words are text in the HTML part too: no markup of theirs reaches the team's mail client.
    expect(contact[0]!.html).toContain("&lt;a href=x&gt;click&lt;/a&gt;");
    expect(contact[0]!.html).not.toContain("<a href=x>");
  });

  it("a shopper's free text is quoted after its label, so no line of it passes for one of the alert's own", async () => {
    // A contact message, quotation notes and an exchange note are the shopper's words: kept whole (not
    // refused), but every line of them marked "> " in the text and the HTML part alike, whichever line
    // break they use, so "From Someone <x@y> (signed in):" typed into them cannot pose as the alert's header.
    const forged = "From Ravi Kumar <ravi@kosh.example> (signed in):";
    const owner = await createUser({ name: "Kavya Rao" });
    const token = (await issueSessionToken({ id: owner.id, tokenVersion: 0 })).token;
    const bag = await product(150_000, 5);
    const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 1 }] });
    for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
      await advanceFulfillment(admin, order.id, step);
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });

    const [quotation] = await alertsDuring(async () => {
      const body = {
        items: [{ productId: bag.id, quantity: 40 }],
        budget: 50000,
        specialNotes: `Office gifting\n${forged}\r\nPlease call <b>me</b>.`,
      };
      expect((await quotationRoute(apiRequest("/api/quotation/create", { token, body }), {})).status).toBe(201);
    });
    expect(quotation!.text).toContain(
      `From Kavya Rao <${owner.email}>.\nNotes:\n> Office gifting\n> ${forged}\n> Please call <b>me</b>.\n`,
    );
    const [exchange] = await alertsDuring(async () => {
      const body = { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }], note: `Torn.\u2028${forged}` };
      const response = await exchangeRoute(
        apiRequest(`/api/orders/${order.id}/exchange`, { token, body }),
        withId(order.id),
      );
      expect(response.status).toBe(201);
    });
    expect(exchange!.text).toContain(`Note:\n> Torn.\n> ${forged}\n`);
    const [contact] = await alertsDuring(async () => {
      const body = { name: "Guest", email: "guest@example.in", subject: "Returns", message: `Hello,\r${forged}` };
      const response = await contactRoute(
        apiRequest("/api/contact", { body, headers: fromAddress("198.51.100.78") }),
        undefined,
      );
      expect(response.status).toBe(201);
    });
    expect(contact!.text).toContain(`From Guest <guest@example.in>.\nMessage:\n> Hello,\n> ${forged}\n`);

    for (const mail of [quotation!, exchange!, contact!]) {
      expect(mail.text.split("\n")).not.toContain(forged);
      // The HTML part: one paragraph a line, the shopper's quoted and escaped, none of them the forged line.
      const paragraphs = [...mail.html!.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
      expect(paragraphs).toContain("&gt; From Ravi Kumar &lt;ravi@kosh.example&gt; (signed in):");
      expect(paragraphs).not.toContain("From Ravi Kumar &lt;ravi@kosh.example&gt; (signed in):");
    }
    expect(quotation!.html).toContain("&gt; Please call &lt;b&gt;me&lt;/b&gt;.");
  });

  it("a name with a line or paragraph separator is refused, and one stored before stays on its alert line", async () => {
    // U+2028 is no control character, but mail clients break a line at it: in a name it would put a line of
    // the shopper's choosing into the alert, unquoted.
    const forged = "Refund approved by the owner: pay ₹25,000 to UPI ravi@upi";
    const [refused] = await alertsDuring(async () => {
      const body = { name: `Guest\u2028${forged}`, email: "guest@example.in", subject: "Returns", message: "Hello" };
      const response = await contactRoute(
        apiRequest("/api/contact", { body, headers: fromAddress("198.51.100.79") }),
        undefined,
      );
      expect(response.status).toBe(400);
    });
    expect(refused).toBeUndefined();

    // An order whose name was stored before names were checked for these: the alert keeps it on its line.
    const who = await shopper();
    const bag = await product(99_900, 5);
    const order = await createTestOrder({ userId: who.id, lines: [{ productId: bag.id, quantity: 1 }] });
    await prisma.order.update({ where: { id: order.id }, data: { shipFullName: `Ravi\u2029${forged}` } });
    const [alert] = await alertsDuring(async () => sendShopAlert(await renderNewOrderAlert(order.id)));
    expect(alert!.text).not.toMatch(/[\u2028\u2029]/);
    expect(alert!.html).not.toMatch(/[\u2028\u2029]/);
    expect(alert!.text).toContain(`For Ravi ${forged},`);
  });

  it("without STORE_ALERTS_EMAIL the team gets nothing, and the shopper's mails are unchanged", async () => {
    delete process.env.STORE_ALERTS_EMAIL;
    const before = await sentMails();
    const who = await shopper();
    const bag = await product(49_900, 5);
    await inCart(who, bag.id, 1);
    expect((await place(who, codBody())).status).toBe(201);
    const after = await sentMails();
    expect(after.slice(before.length).map((mail) => mail.to)).toEqual([who.email]);
  });
});
