import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SentMail } from "@/lib/mail/mailer";
import { sentMails } from "@/test/integration/outbox";
import { TaxInvoice } from "@/components/orders/tax-invoice";
import { prisma } from "@/lib/db";
import { store } from "@/lib/store";
import { seed } from "@/prisma/seed";
import type { Viewer } from "@/lib/auth/viewer";
import { createUser, viewerFor } from "@/test/integration/accounts";
import { clockFrom, MIDDAY_MID_MONTH } from "@/test/integration/clock";
import { createTestOrder } from "@/test/integration/orders";
import { advanceFulfillment } from "./admin-fulfillment";
import { cancelOrder } from "./admin-cancel";
import { financialYearOf, getTaxInvoice, issueInvoice } from "./invoice";
import { getOrderForUser } from "./orders";

let shopperId: string;
let shopperEmail: string;
let adminViewer: Viewer;
let shopperViewer: Viewer;
let productId: string;
// The file's clock runs from mid-November (beforeAll): every invoice is numbered in this financial year,
// not the next one when the run starts on 31 March at 23:59 in India.
const year = financialYearOf(MIDDAY_MID_MONTH);

const packedOrder = async () => {
  const order = await createTestOrder({ userId: shopperId, lines: [{ productId, quantity: 1 }] });
  await advanceFulfillment(adminViewer, order.id, "PACKED");
  return order;
};
const invoiceNumberOf = async (orderId: string) =>
  (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).invoiceNumber;
const serialOf = (invoiceNumber: string | null) => Number(invoiceNumber?.split("/")[2]);
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;");

beforeAll(async () => {
  clockFrom();
  await seed(prisma, { log: () => {} });
  const [shopper, admin] = await Promise.all([createUser(), createUser({ role: "ADMIN" })]);
  shopperId = shopper.id;
  shopperEmail = shopper.email;
  [adminViewer, shopperViewer] = await Promise.all([viewerFor(admin), viewerFor(shopper)]);
  productId = (await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gte: 40 } } })).id;
});

afterAll(() => {
  vi.useRealTimers();
});

describe("tax invoices", () => {
  it("are numbered when the order ships, from 1 in the financial year, and keep their number", async () => {
    const order = await packedOrder();
    expect(await invoiceNumberOf(order.id)).toBeNull();
    expect(await getTaxInvoice(shopperViewer, order.id)).toBeNull();

    await advanceFulfillment(adminViewer, order.id, "SHIPPED");
    expect(await invoiceNumberOf(order.id)).toBe(`KC/${year}/00001`);
    await advanceFulfillment(adminViewer, order.id, "OUT_FOR_DELIVERY");
    expect(await invoiceNumberOf(order.id)).toBe(`KC/${year}/00001`);
    expect((await getOrderForUser(shopperId, order.id))?.invoiceNumber).toBe(`KC/${year}/00001`);
  });

  it("go with a shipping e-mail to the shopper, linking tracking and the invoice", async () => {
    const order = await packedOrder();
    await advanceFulfillment(adminViewer, order.id, "SHIPPED");
    const mails = await sentMails();
    const shipped = mails.filter((mail) => mail.subject === `Your Kosh & Co. order #${order.number} has shipped`);
    expect(shipped).toHaveLength(1);
    const [mail] = shipped as [SentMail];
    expect(mail.to).toBe(shopperEmail);
    expect(mail.text).toContain(`/trackorder?id=${order.id}`);
    expect(mail.text).toContain(`Tax invoice ${await invoiceNumberOf(order.id)}: `);
    expect(mail.text).toContain(`/orders/${order.id}/invoice`);
    expect(mail.text).toContain("Cash on delivery: please keep");
    // Later steps send nothing more.
    await advanceFulfillment(adminViewer, order.id, "OUT_FOR_DELIVERY");
    expect(await sentMails()).toHaveLength(mails.length);
  });

  it("take consecutive serials when several orders ship at once", async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, packedOrder));
    const before =
      (await prisma.documentSequence.findUnique({ where: { series: `invoice ${year}` } }))?.lastSerial ?? 0;
    await Promise.all(orders.map((order) => advanceFulfillment(adminViewer, order.id, "SHIPPED")));
    const serials = (await Promise.all(orders.map((order) => invoiceNumberOf(order.id)))).map(serialOf);
    expect(serials.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
  });

  it("leave no gap when the shipment that took a serial is rolled back", async () => {
    const [failed, next] = await Promise.all([packedOrder(), packedOrder()]);
    const before = (await prisma.documentSequence.findUniqueOrThrow({ where: { series: `invoice ${year}` } }))
      .lastSerial;
    await expect(
      prisma.$transaction(async (tx) => {
        await issueInvoice(tx, failed.id, new Date());
        throw new Error("the courier booking failed");
      }),
    ).rejects.toThrow("the courier booking failed");
    expect(await invoiceNumberOf(failed.id)).toBeNull();

    await advanceFulfillment(adminViewer, next.id, "SHIPPED");
    expect(serialOf(await invoiceNumberOf(next.id))).toBe(before + 1);
  });

  it("are reversed by a credit note when a shipped order is cancelled; an order cancelled before shipping needs none", async () => {
    const notShipped = await packedOrder();
    await cancelOrder(adminViewer, notShipped.id);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: notShipped.id } })).toMatchObject({
      invoiceNumber: null,
      creditNoteNumber: null,
    });

    const refused = await packedOrder();
    await advanceFulfillment(adminViewer, refused.id, "SHIPPED");
    await cancelOrder(adminViewer, refused.id);
    const after = await prisma.order.findUniqueOrThrow({ where: { id: refused.id } });
    expect(after.creditNoteNumber).toBe(`CN/${year}/00001`);
    expect(after.creditNoteIssuedAt).toBeInstanceOf(Date);
    const shown = await getTaxInvoice(shopperViewer, refused.id);
    expect(shown).toMatchObject({ invoiceNumber: after.invoiceNumber, creditNoteNumber: `CN/${year}/00001` });
    expect((await getOrderForUser(shopperId, refused.id))?.creditNoteNumber).toBe(`CN/${year}/00001`);
  });

  it("print each tax's own rate, the quantity's unit and the supplier's signatory (CGST Rules, rule 46)", async () => {
    const printed = async (state: string) => {
      const order = await packedOrder();
      await prisma.order.update({ where: { id: order.id }, data: { shipState: state } });
      await advanceFulfillment(adminViewer, order.id, "SHIPPED");
      const invoice = (await getTaxInvoice(shopperViewer, order.id))!;
      return { invoice, html: renderToStaticMarkup(createElement(TaxInvoice, { invoice })) };
    };
    const within = await printed("Maharashtra"); // the shop's own state: CGST + SGST, each at half the rate
    const half = within.invoice.lines[0]!.rateBasisPoints / 200;
    expect(within.html).toContain(`CGST ${half}% + SGST ${half}%`);
    const across = await printed("Karnataka");
    expect(across.html).toContain(`IGST ${across.invoice.lines[0]!.rateBasisPoints / 100}%`);
    for (const { html } of [within, across]) {
      expect(html).toContain("Qty (PCS)");
      expect(html).toContain(`For ${escapeHtml(store.legalName)}`);
      expect(html).toContain("Authorised signatory");
    }
  });

  it("are shown to the order's owner and to admins only", async () => {
    const order = await packedOrder();
    await advanceFulfillment(adminViewer, order.id, "SHIPPED");
    const other = await createUser();

    const mine = await getTaxInvoice(shopperViewer, order.id);
    expect(mine?.invoiceNumber).toMatch(new RegExp(`^KC/${year}/\\d{5}$`));
    expect(mine?.totals.amount).toBe(order.total);
    expect(await getTaxInvoice(await viewerFor(other), order.id)).toBeNull();
    expect((await getTaxInvoice(adminViewer, order.id))?.invoiceNumber).toBe(mine?.invoiceNumber);
    // A hand-made "admin" that no session token vouches for sees nothing.
    const lookAlike = { ...adminViewer } as Viewer;
    expect(await getTaxInvoice(lookAlike, order.id)).toBeNull();
  });
});

describe("the shipping e-mail of an order placed in Hindi", () => {
  it("comes in Hindi: subject, body, the expected date and <html lang>", async () => {
    const order = await packedOrder();
    await prisma.order.update({ where: { id: order.id }, data: { locale: "hi" } });
    await advanceFulfillment(adminViewer, order.id, "SHIPPED");
    const mails = await sentMails();
    expect(mails.filter((mail) => mail.subject === `Your Kosh & Co. order #${order.number} has shipped`)).toEqual([]);
    const shipped = mails.filter((mail) => mail.subject === `Kosh & Co. से आपका ऑर्डर #${order.number} भेज दिया गया है`);
    expect(shipped).toHaveLength(1);
    const [mail] = shipped as [SentMail];
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(mail.text).toContain(`नमस्ते ${stored.shipFullName},`);
    expect(mail.text).toMatch(
      new RegExp(
        `आपका ऑर्डर #${order.number} ${stored.shipCity} के लिए रवाना हो चुका है और \\S+, \\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \\d{4} तक पहुँचने की उम्मीद है।`,
      ),
    );
    // Its links open the Hindi pages.
    expect(mail.text).toMatch(new RegExp(`ट्रैक करें: https?://[^/\\s]+/hi/trackorder\\?id=${order.id}\n`));
    expect(mail.text).toMatch(
      new RegExp(`टैक्स इनवॉइस ${stored.invoiceNumber}: https?://[^/\\s]+/hi/orders/${order.id}/invoice\n`),
    );
    expect(mail.text).toContain("कैश ऑन डिलीवरी: कृपया");
    expect(mail.text).not.toMatch(/Hello|Track it|Questions\?/);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain(`<h1>आपका ऑर्डर #${order.number} भेज दिया गया है</h1>`);
    expect(mail.html).toContain("अपना ऑर्डर ट्रैक करें");
  });
});
