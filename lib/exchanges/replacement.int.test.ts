import { beforeAll, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import type { Viewer } from "@/lib/auth/viewer";
import { isUniqueViolation, prisma } from "@/lib/db";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { cancelUnpaidOrder } from "@/lib/orders/cancel";
import { FLAT_SHIPPING_FEE_PAISE } from "@/lib/shipping";
import { store } from "@/lib/store";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { apiRequest, bodyOf, createUser, useTestSecret, viewerFor, withId } from "@/test/integration/accounts";
import { product, stockOf } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { sentMails } from "@/test/integration/outbox";
import { POST as adminCancelRoute } from "@/app/api/admin/orders/[id]/cancel/route";
import { PATCH as decideRoute } from "@/app/api/admin/exchanges/[id]/route";
import { GET as listRoute } from "@/app/api/admin/exchanges/route";
import { POST as requestRoute } from "@/app/api/orders/[id]/exchange/route";
import { POST as cancelRoute } from "@/app/api/orders/[id]/cancel/route";
import { GET as getOrderRoute } from "@/app/api/orders/[id]/route";
import { POST as withdrawRoute } from "@/app/api/orders/[id]/exchange/withdraw/route";
import { POST as deleteAccountRoute } from "@/app/api/auth/delete-account/route";

// A replacement shipment that is cancelled — by the shopper before it ships,
// by the admin (a refused delivery), or by a job through the shared cancel
// path — moves its exchange to "Replacement cancelled"; the admin then
// approves it again (a new replacement order, the cancelled one keeping its
// link, invoice and credit note) or rejects it. Stock: the cancelled
// replacement's units come back once, the new one's are taken once, and two
// admins approving again at once create one replacement
// (docs/adr/0034-exchange-replacement-cancelled.md). Real PostgreSQL, through
// the route handlers.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies under test

let shopper: { id: string; email: string };
let shopperToken: string;
let admin: Viewer;
let adminToken: string;

const tokenFor = async (id: string) => (await issueSessionToken({ id, tokenVersion: 0 })).token;

beforeAll(async () => {
  useTestSecret();
  const [owner, adminUser] = await Promise.all([
    createUser({ name: "Meera Nair" }),
    createUser({ role: "ADMIN", name: "Ananya Iyer" }),
  ]);
  shopper = owner;
  admin = await viewerFor(adminUser);
  [shopperToken, adminToken] = await Promise.all([tokenFor(owner.id), tokenFor(adminUser.id)]);
});

const decide = async (exchangeId: string, body: unknown) => {
  const response = await decideRoute(
    apiRequest(`/api/admin/exchanges/${exchangeId}`, { method: "PATCH", body, token: adminToken }),
    withId(exchangeId),
  );
  return { status: response.status, body: (await bodyOf(response)) as Json };
};

const shopperCancel = (orderId: string, token = shopperToken) =>
  cancelRoute(
    apiRequest(`/api/orders/${orderId}/cancel`, { token, body: { reason: "change-details" } }),
    withId(orderId),
  );

const adminCancel = (orderId: string) =>
  adminCancelRoute(
    apiRequest(`/api/admin/orders/${orderId}/cancel`, { method: "POST", token: adminToken }),
    withId(orderId),
  );

const shopperOrder = async (orderId: string, token = shopperToken) =>
  ((await bodyOf(await getOrderRoute(apiRequest(`/api/orders/${orderId}`, { token }), withId(orderId)))) as Json)
    .order as Json;

const exchangeRow = (orderId: string) => prisma.exchange.findUniqueOrThrow({ where: { orderId } });
const replacementsOf = (orderId: string) =>
  prisma.order.findMany({ where: { exchangeForOrderId: orderId }, orderBy: { number: "asc" } });

/**
 * A product of its own with `stock` units; the shopper's COD order of 2 delivered through the usual steps;
 * an exchange of 1 unit requested and approved. Returns the ids, with the stock left after all that.
 */
async function approvedExchange(stock = 10, owner = { id: shopper.id, token: shopperToken }) {
  const bag = await product(150_000, stock);
  const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 2 }] });
  for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
    await advanceFulfillment(admin, order.id, step);
  const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
  // The tests ask for many exchanges as one shopper: each set-up starts with a fresh allowance (the route's limit).
  await prisma.rateLimitBucket.deleteMany({ where: { key: `exchanges:request:user:${owner.id}` } });
  const requested = await requestRoute(
    apiRequest(`/api/orders/${order.id}/exchange`, {
      token: owner.token,
      body: { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }] },
    }),
    withId(order.id),
  );
  expect(requested.status).toBe(201);
  const exchangeId = ((await bodyOf(requested)) as Json).exchange._id as string;
  const approved = await decide(exchangeId, { decision: "approve", message: "Sorry! A new one is on its way." });
  expect(approved.status).toBe(200);
  const replacementId = approved.body.exchange.replacement._id as string;
  // 2 for the order, 1 for the replacement.
  expect(await stockOf(bag.id)).toBe(stock - 3);
  return { bag, order, exchangeId, replacementId };
}

describe("an exchange whose replacement is cancelled", () => {
  it("the shopper cancels the replacement before it ships: the exchange says so, its unit goes back once", async () => {
    const { bag, order, exchangeId, replacementId } = await approvedExchange(10);

    const cancelled = await shopperCancel(replacementId);
    expect(cancelled.status).toBe(200);
    expect(((await bodyOf(cancelled)) as Json).order.fulfillmentStatus).toBe("Cancelled");
    expect(await exchangeRow(order.id)).toMatchObject({ id: exchangeId, status: "REPLACEMENT_CANCELLED" });
    // The replacement's unit is back; the order's 2 stay sold.
    expect(await stockOf(bag.id)).toBe(8);
    // Sent again (a retry): nothing more comes back and nothing else changes.
    expect((await shopperCancel(replacementId)).status).toBe(200);
    expect(await stockOf(bag.id)).toBe(8);
    expect((await exchangeRow(order.id)).status).toBe("REPLACEMENT_CANCELLED");

    // What the shopper's order page reads: the new status and the cancelled replacement.
    const seen = await shopperOrder(order.id);
    expect(seen.exchange).toMatchObject({
      _id: exchangeId,
      status: "Replacement cancelled",
      replacement: { _id: replacementId, fulfillmentStatus: "Cancelled", total: FLAT_SHIPPING_FEE_PAISE / 100 },
    });
    // The cancelled replacement itself still says what it was for, and was never charged.
    const replacement = await shopperOrder(replacementId);
    expect(replacement.exchangeFor).toEqual({ _id: order.id, number: order.number });
    expect(
      await prisma.payment.findMany({ where: { orderId: replacementId }, select: { status: true, paidAt: true } }),
    ).toEqual([{ status: "FAILED", paidAt: null }]);
  });

  it("the shopper may withdraw it while the shop has not decided again: closed for good, and the account can then be deleted", async () => {
    const owner = await createUser({ name: "Kavya Rao" });
    const token = await tokenFor(owner.id);
    const { order, exchangeId, replacementId } = await approvedExchange(10, { id: owner.id, token });
    expect((await shopperCancel(replacementId, token)).status).toBe(200);
    expect((await exchangeRow(order.id)).status).toBe("REPLACEMENT_CANCELLED");
    // Waiting for the shop's decision again, it keeps the account from being deleted (docs/adr/0033)…
    const deleteAccount = () =>
      deleteAccountRoute(apiRequest("/api/auth/delete-account", { token, body: { password: owner.password } }), {});
    const refused = await deleteAccount();
    expect(refused.status).toBe(409);
    expect(((await bodyOf(refused)) as Json).message).toBe(
      "Your account cannot be deleted while an exchange request is waiting for the shop's decision. Please wait for the shop's reply, or withdraw the request from My Orders.",
    );

    // …so the shopper, who no longer wants it, can close it themselves.
    const response = await withdrawRoute(
      apiRequest(`/api/orders/${order.id}/exchange/withdraw`, { method: "POST", token }),
      withId(order.id),
    );
    expect(response.status).toBe(200);
    expect(((await bodyOf(response)) as Json).exchange).toMatchObject({
      _id: exchangeId,
      status: "Withdrawn",
      replacement: { _id: replacementId, fulfillmentStatus: "Cancelled" },
    });
    // The shop can no longer send another replacement…
    const late = await decide(exchangeId, { decision: "approve" });
    expect(late.status).toBe(409);
    expect(await replacementsOf(order.id)).toHaveLength(1);
    // …and, approved once, it was the order's one exchange: no new request, though the 24 hours are not over.
    const seen = await shopperOrder(order.id, token);
    expect(seen.exchange.status).toBe("Withdrawn");
    expect(seen.exchangeOpenUntil).toBeNull();
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const again = await requestRoute(
      apiRequest(`/api/orders/${order.id}/exchange`, {
        token,
        body: { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }] },
      }),
      withId(order.id),
    );
    expect(again.status).toBe(409);
    expect((await exchangeRow(order.id)).id).toBe(exchangeId);

    expect((await deleteAccount()).status).toBe(200);
  });

  it("a withdrawal racing the admin's approval again: exactly one wins, and only an approval makes a replacement", async () => {
    for (let round = 0; round < 3; round++) {
      const { order, exchangeId, replacementId } = await approvedExchange(10);
      expect((await shopperCancel(replacementId)).status).toBe(200);
      const [withdrawn, approved] = await Promise.all([
        withdrawRoute(
          apiRequest(`/api/orders/${order.id}/exchange/withdraw`, { method: "POST", token: shopperToken }),
          withId(order.id),
        ),
        decide(exchangeId, { decision: "approve" }),
      ]);
      expect([withdrawn.status, approved.status].sort()).toEqual([200, 409]);
      const live = (await replacementsOf(order.id)).filter((r) => r.fulfillmentStatus !== "CANCELLED");
      if (withdrawn.status === 200)
        expect([(await exchangeRow(order.id)).status, live.length]).toEqual(["WITHDRAWN", 0]);
      else expect([(await exchangeRow(order.id)).status, live.length]).toEqual(["APPROVED", 1]);
    }
  });

  it("every cancel path moves it: a job's cancellation (no actor) does too, and the stock comes back once", async () => {
    const { bag, order, replacementId } = await approvedExchange(6);
    // What the expiry job, the reconcile job and a newer checkout call (lib/orders/cancel.ts).
    expect(
      await prisma.$transaction((tx) => cancelUnpaidOrder(tx, replacementId, "Payment not completed in time.")),
    ).toBe(true);
    expect((await exchangeRow(order.id)).status).toBe("REPLACEMENT_CANCELLED");
    expect(await stockOf(bag.id)).toBe(4);
    // A second run of the job changes nothing.
    expect(
      await prisma.$transaction((tx) => cancelUnpaidOrder(tx, replacementId, "Payment not completed in time.")),
    ).toBe(false);
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("the admin cancels a shipped replacement, then approves again: a second replacement, stock taken once more", async () => {
    const { bag, order, exchangeId, replacementId } = await approvedExchange(10);
    for (const step of ["PACKED", "SHIPPED"] as const) await advanceFulfillment(admin, replacementId, step);
    // Refused at the door: the admin cancels it; its invoice (the delivery charge) gets its credit note.
    const cancelled = await adminCancel(replacementId);
    expect(cancelled.status).toBe(200);
    const first = await prisma.order.findUniqueOrThrow({ where: { id: replacementId } });
    expect(first.invoiceNumber).not.toBeNull();
    expect(first.creditNoteNumber).not.toBeNull();
    expect((await exchangeRow(order.id)).status).toBe("REPLACEMENT_CANCELLED");
    expect(await stockOf(bag.id)).toBe(8);

    // The admin's queue shows it under its own filter, waiting for a decision.
    const queue = (await bodyOf(
      await listRoute(apiRequest("/api/admin/exchanges?status=replacement-cancelled", { token: adminToken }), {}),
    )) as Json;
    const listed = (queue.exchanges as Json[]).find((exchange) => exchange._id === exchangeId);
    expect(listed).toMatchObject({
      status: "Replacement cancelled",
      replacement: { _id: replacementId, fulfillmentStatus: "Cancelled" },
      earlierReplacements: [],
    });
    expect(queue.replacementCancelled).toBeGreaterThanOrEqual(1);

    const again = await decide(exchangeId, { decision: "approve", message: "Sending it again." });
    expect(again.status).toBe(200);
    expect(again.body.exchange.status).toBe("Approved");
    const secondId = again.body.exchange.replacement._id as string;
    expect(secondId).not.toBe(replacementId);
    // One more unit out for the new replacement, and only that.
    expect(await stockOf(bag.id)).toBe(7);

    // Both stay linked to the original; only the new one is live; the cancelled one keeps its documents.
    const replacements = await replacementsOf(order.id);
    expect(replacements.map((r) => [r.id, r.fulfillmentStatus])).toEqual([
      [replacementId, "CANCELLED"],
      [secondId, "ORDER_PLACED"],
    ]);
    expect(replacements[0]).toMatchObject({
      invoiceNumber: first.invoiceNumber,
      creditNoteNumber: first.creditNoteNumber,
    });
    // Free goods again, the exchange delivery charge on delivery, and a history that says why.
    const second = await prisma.order.findUniqueOrThrow({
      where: { id: secondId },
      include: { items: true, payments: true, fulfillmentEvents: true },
    });
    expect(second).toMatchObject({
      userId: shopper.id,
      subtotal: 0,
      total: FLAT_SHIPPING_FEE_PAISE,
      paymentMethod: "COD",
    });
    expect(second.items.map((item) => [item.productId, item.quantity, item.lineTotal])).toEqual([[bag.id, 1, 0]]);
    expect(second.payments).toMatchObject([{ provider: "COD", amount: FLAT_SHIPPING_FEE_PAISE, status: "PENDING" }]);
    expect(second.fulfillmentEvents[0]!.note).toBe(
      `Replacement for order #${order.number} (exchange approved again after replacement #${first.number} was cancelled).`,
    );

    // The shopper sees the new replacement; the admin sees the cancelled one as earlier.
    expect((await shopperOrder(order.id)).exchange).toMatchObject({
      status: "Approved",
      adminMessage: "Sending it again.",
      replacement: { _id: secondId, number: second.number, fulfillmentStatus: "Order Placed" },
    });
    const all = (await bodyOf(
      await listRoute(apiRequest("/api/admin/exchanges?status=approved", { token: adminToken }), {}),
    )) as Json;
    expect((all.exchanges as Json[]).find((exchange) => exchange._id === exchangeId)).toMatchObject({
      replacement: { _id: secondId },
      earlierReplacements: [{ _id: replacementId, number: first.number, fulfillmentStatus: "Cancelled" }],
    });
    // The approval e-mail names the new replacement.
    const approvals = (await sentMails(shopper.email)).filter(
      (mail) => mail.subject === `Your exchange for order #${order.number} is approved`,
    );
    expect(approvals.at(-1)!.text).toContain(`order #${second.number}`);

    // A second decision is refused: it is approved again, with its replacement on its way.
    expect((await decide(exchangeId, { decision: "approve" })).status).toBe(409);
    expect(await replacementsOf(order.id)).toHaveLength(2);
    expect(await stockOf(bag.id)).toBe(7);
  });

  it("after a cancelled replacement the admin may reject instead: closed with a message, no new replacement", async () => {
    const { bag, order, exchangeId, replacementId } = await approvedExchange(10);
    expect((await shopperCancel(replacementId)).status).toBe(200);
    const rejected = await decide(exchangeId, {
      decision: "reject",
      message: "You cancelled the replacement, so we have closed this exchange.",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.exchange).toMatchObject({ status: "Rejected", replacement: { _id: replacementId } });
    expect(await replacementsOf(order.id)).toHaveLength(1);
    expect(await stockOf(bag.id)).toBe(8);
    // Closed: it cannot be approved any more.
    expect((await decide(exchangeId, { decision: "approve" })).status).toBe(409);
    expect(await stockOf(bag.id)).toBe(8);
  });

  it("the e-mails say what happened, in the order's language: the replacement cancelled, then the exchange closed", async () => {
    for (const locale of ["en", "hi"] as const) {
      const { order, exchangeId, replacementId } = await approvedExchange(10);
      // The replacement's e-mails are in the original order's language (createReplacement copies it).
      await prisma.order.updateMany({ where: { id: { in: [order.id, replacementId] } }, data: { locale } });
      const { number: replacementNumber } = await prisma.order.findUniqueOrThrow({ where: { id: replacementId } });
      const said = (text: string, values: Record<string, string | number>) =>
        Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text);
      const texts = (locale === "hi" ? hi : en).Email;
      const mailWith = async (subject: string) => {
        const found = (await sentMails(shopper.email)).filter((mail) => mail.subject === subject);
        expect(found, subject).toHaveLength(1);
        return found[0]!;
      };

      // Cancelled by the shopper: the cancellation e-mail says it was the exchange's replacement and what comes next.
      expect((await shopperCancel(replacementId)).status).toBe(200);
      const cancelled = await mailWith(said(texts.cancelledSubject, { store: store.name, number: replacementNumber }));
      const replacementLine = said(texts.cancelledReplacement, { number: replacementNumber, original: order.number });
      expect(cancelled.text, locale).toContain(replacementLine);
      expect(cancelled.html, locale).toContain(replacementLine);

      // Rejected after that: closed, not "not approved" (it was approved), with the admin's message.
      expect((await decide(exchangeId, { decision: "reject", message: "Closed at your request." })).status).toBe(200);
      const closed = await mailWith(said(texts.exchangeClosedSubject, { number: order.number }));
      expect(closed.text, locale).toContain(
        said(texts.exchangeClosed, { number: order.number, replacement: replacementNumber }),
      );
      expect(closed.text, locale).toContain("Closed at your request.");
      expect(closed.text, locale).not.toContain(said(texts.exchangeRejected, { number: order.number }));
      expect(await sentMails(shopper.email)).not.toContainEqual(
        expect.objectContaining({ subject: said(texts.exchangeRejectedSubject, { number: order.number }) }),
      );
    }
  });

  it("a request rejected without ever being approved still reads as not approved", async () => {
    const bag = await product(150_000, 5);
    const order = await createTestOrder({ userId: shopper.id, lines: [{ productId: bag.id, quantity: 1 }] });
    for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
      await advanceFulfillment(admin, order.id, step);
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const requested = await requestRoute(
      apiRequest(`/api/orders/${order.id}/exchange`, {
        token: shopperToken,
        body: { items: [{ orderItemId: line.id, quantity: 1, reason: "Other" }] },
      }),
      withId(order.id),
    );
    const exchangeId = ((await bodyOf(requested)) as Json).exchange._id as string;
    expect((await decide(exchangeId, { decision: "reject", message: "Not covered." })).status).toBe(200);
    const about = (await sentMails(shopper.email)).filter((mail) => mail.subject.includes("exchange"));
    const rejected = about.filter((mail) => mail.subject.endsWith(`order #${order.number} was not approved`));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.text).toContain(`Your exchange request for order #${order.number} was not approved.`);
    expect(about.filter((mail) => mail.subject === `Your exchange for order #${order.number} is closed`)).toEqual([]);
  });

  it("two admins approving again at once create one replacement and take its stock once", async () => {
    const { bag, order, exchangeId, replacementId } = await approvedExchange(10);
    expect((await adminCancel(replacementId)).status).toBe(200);
    expect(await stockOf(bag.id)).toBe(8);

    const results = await Promise.all(Array.from({ length: 5 }, () => decide(exchangeId, { decision: "approve" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const replacements = await replacementsOf(order.id);
    expect(replacements).toHaveLength(2);
    expect(replacements.filter((r) => r.fulfillmentStatus !== "CANCELLED")).toHaveLength(1);
    expect(await stockOf(bag.id)).toBe(7);
  });

  it("the database keeps one live replacement per order, and an approval meeting one changes nothing (409)", async () => {
    const { bag, order, exchangeId, replacementId } = await approvedExchange(10);
    const live = await prisma.order.findUniqueOrThrow({
      where: { id: replacementId },
      select: {
        userId: true,
        paymentMethod: true,
        subtotal: true,
        shippingFee: true,
        total: true,
        shipFullName: true,
        shipPhone: true,
        shipStreet: true,
        shipCity: true,
        shipState: true,
        shipPostalCode: true,
        exchangeForOrderId: true,
      },
    });
    // A second live replacement for the same order, however it is written, is refused by the partial unique index.
    const duplicate = await prisma.order.create({ data: live }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);

    // An exchange that says its replacement was cancelled while one is still live (never written by the
    // shop's code; here by hand): approving it again is a 409 and writes nothing, stock included.
    await prisma.exchange.update({ where: { id: exchangeId }, data: { status: "REPLACEMENT_CANCELLED" } });
    const refused = await decide(exchangeId, { decision: "approve" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A replacement for this order is already on its way. Reload to see it.");
    expect((await exchangeRow(order.id)).status).toBe("REPLACEMENT_CANCELLED");
    expect(await replacementsOf(order.id)).toHaveLength(1);
    expect(await stockOf(bag.id)).toBe(7);
  });
});
