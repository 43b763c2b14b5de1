import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { after } from "next/server";
import { z } from "zod";
import { checkoutSweepPercent } from "@/lib/config/numeric-settings.mjs";
import { describeError, log } from "@/lib/observability/log.mjs";
import { withUserLock } from "@/lib/user-lock";
import { conflict, unavailable } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session";
import { prisma, type Prisma } from "@/lib/db";
import { assertCodAvailable } from "@/lib/delivery/estimate";
import { gstinStateProblem, gstStateCode } from "@/lib/gstin";
import { gstInvoiceSchema, type GstInvoice } from "@/lib/gstin-schema";
import { deliverQueuedMail } from "@/lib/mail/queue";
import { GatewayError, gatewayFailure, paymentGateway, type PaymentGateway } from "@/lib/payments/gateway";
import { checkBeforeExpiry } from "@/lib/payments/reconcile";
import { enforceRateLimit } from "@/lib/rate-limit";
import { store } from "@/lib/store";
import { cancelReplacedCheckout, expireUnpaidOrder } from "./cancel";
import { assertCodUnitsPerProduct, assertPhoneBelowCodCap, openCodOrderWhere } from "./cod-limits";
import { ONLINE_PAYMENT_WINDOW_MS } from "./payment-window";
import { ORDER_TOTAL_LIMIT_PAISE } from "./pricing";
import {
  assertDeliverySeen,
  assertLinesMatch,
  assertTotalSeen,
  CHECKOUT_CHANGED,
  clientLinesSchema,
  expectedDeliveryBySchema,
  expectedTotalSchema,
  getCheckoutSummary,
  insertOrder,
  promisedDeliveryDates,
  QUOTATION_ALREADY_ORDERED,
  quotationIdSchema,
  removeProductsFromCart,
  type CheckoutSummary,
} from "./checkout";
import { queueOrderConfirmation, sendQueuedOrderConfirmation, type QueuedOrderMails } from "./confirmation-mail";
import { hasEveryShippingField, MISSING_SHIPPING_INFO_MESSAGE } from "./shipping-info";
import { shippingInfoSchema, type ShippingInfo } from "./shipping-info-schema";

// Placing an order: cash on delivery in one step, or online in two (a
// pending order with a Razorpay order now, paid later by verify, webhook or
// the reconcile job). Each order is written in one transaction holding the
// shopper's lock: the order, its stock and (for COD) the emptied cart commit
// together or not at all. Razorpay is never called inside that transaction.

export const COD_SUCCESS_MESSAGE = "Order placed successfully! You'll pay cash on delivery.";

export { ONLINE_PAYMENT_WINDOW_MS };

// Abuse limits, per shopper account (DB-backed, so they hold on every
// instance). A person needs well over 30 seconds per checkout (fill in, confirm,
// pay in the pop-up), so 20 orders or 30 payment attempts in 10 minutes is
// beyond any real shopper — including one retrying failed payments — while a
// script is held to a few a minute.
export const PLACE_ORDER_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };
export const CREATE_ORDER_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };
/** Cash-on-delivery orders not yet delivered (nor cancelled) a shopper may have at once, so one account cannot hold the stock. */
export const MAX_OPEN_COD_ORDERS = 3;

export const ORDER_OVER_LIMIT =
  "An order can come to at most ₹1,00,00,000. Please remove some items, or place them as more than one order.";

/** What a shopper reads when Razorpay cannot take the order (Api.onlinePaymentUnavailableRetry in messages/<locale>.json). */
export const ONLINE_PAYMENT_UNAVAILABLE =
  "Online payment is not available right now. Please try again in a few minutes, or choose Cash on Delivery.";

/** Counts one checkout call against the shopper's limit; rate-limited (with the wait) beyond it. */
export async function throttleCheckout(userId: string, call: "place-order" | "create-order"): Promise<void> {
  const rule = call === "place-order" ? PLACE_ORDER_RATE_LIMIT : CREATE_ORDER_RATE_LIMIT;
  await enforceRateLimit(
    `checkout:${call}:user:${userId}`,
    rule,
    "You have tried to place a lot of orders in a short time. Please wait a few minutes and try again.",
  );
}

async function assertCodOrdersBelowCap(tx: Tx, userId: string) {
  const open = await tx.order.count({ where: { ...openCodOrderWhere, userId } });
  if (open >= MAX_OPEN_COD_ORDERS)
    throw conflict(
      `You already have ${MAX_OPEN_COD_ORDERS} cash-on-delivery orders waiting to be delivered. Please pay online, or place this order once one of them has arrived.`,
      "COD_LIMIT",
    );
}

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === "object" && value !== null;

/**
 * Spec §5: a missing shipping field is answered with the one sentence the
 * checkout shows (checked on the whole body, so the message carries no field
 * prefix); then each field's own rules apply.
 */
function withShippingFields<S extends z.ZodType<unknown, Body>>(field: string, schema: S) {
  return z
    .custom<Body>(
      (body) => isObject(body) && isObject(body[field]) && hasEveryShippingField(body[field]),
      MISSING_SHIPPING_INFO_MESSAGE,
    )
    .pipe(schema);
}

/**
 * "I need a GST invoice" (optional; null or left out: a consumer's invoice):
 * the business's GSTIN and registered name, the GSTIN registered in the
 * shipping state, which is the place of supply (lib/gstin.ts).
 */
function withGstInvoiceInShippingState<S extends z.ZodType<{ gstInvoice?: GstInvoice | null }>>(
  field: string,
  schema: S,
  shippingStateOf: (body: z.infer<S>) => string | undefined,
) {
  return schema.superRefine((body, ctx) => {
    // Refinements also run after a field's own (non-fatal) problem: then its value may be anything.
    const gstin: unknown = body.gstInvoice?.gstin;
    const state: unknown = shippingStateOf(body);
    if (typeof gstin !== "string" || typeof state !== "string" || !gstStateCode(state)) return;
    const problem = gstinStateProblem(gstin, state);
    if (problem) ctx.addIssue({ code: "custom", path: [field, "gstin"], message: problem });
  });
}

/**
 * Spec's COD payload. `totalPrice`, item names and prices may be sent; they are never read. The shop's checkout
 * also sends `expectedTotal` and `expectedDeliveryBy`, the total and delivery date it showed: the order is placed
 * only with those.
 */
export const placeCodOrderSchema = withShippingFields(
  "shippingAddress",
  withGstInvoiceInShippingState(
    "gstInvoice",
    z.object({
      paymentMethod: z.literal("COD", { error: 'paymentMethod must be "COD" here; pay online through create-order.' }),
      shippingAddress: shippingInfoSchema,
      items: clientLinesSchema,
      expectedTotal: expectedTotalSchema,
      expectedDeliveryBy: expectedDeliveryBySchema,
      quotationId: quotationIdSchema,
      gstInvoice: gstInvoiceSchema.nullish(),
    }),
    (body) => body.shippingAddress?.state,
  ),
);
export type PlaceCodOrderInput = z.infer<typeof placeCodOrderSchema>;

/** Spec's create-order payload. `amount` may be sent; the server charges its own total (and only at `expectedTotal`, when sent). */
export const createOnlineOrderSchema = withShippingFields(
  "shippingInfo",
  withGstInvoiceInShippingState(
    "gstInvoice",
    z.object({
      shippingInfo: shippingInfoSchema,
      cartItems: clientLinesSchema,
      expectedTotal: expectedTotalSchema,
      expectedDeliveryBy: expectedDeliveryBySchema,
      quotationId: quotationIdSchema,
      gstInvoice: gstInvoiceSchema.nullish(),
    }),
    (body) => body.shippingInfo?.state,
  ),
);
export type CreateOnlineOrderInput = z.infer<typeof createOnlineOrderSchema>;

type Tx = Prisma.TransactionClient;

/**
 * How an order's write runs inside the shopper's locked transaction, and what
 * the caller gets back. The /api edge passes respondOnce (lib/api/idempotency.ts):
 * a repeated Idempotency-Key gets its first response and the write does not run.
 */
export type WriteStep<Result, Answer> = (tx: Tx, write: () => Promise<Result>) => Promise<Answer>;

/** A cash-on-delivery order just placed. */
export type PlacedCodOrder = { orderId: string; orderNumber: number };

/** What the browser needs to open Razorpay's checkout for the order (spec §7 create-order). */
export type OnlineCheckout = {
  key: string;
  /** Paise. */
  amount: number;
  currency: "INR";
  /** Razorpay's order id. */
  orderId: string;
  order: { _id: string; number: number };
  sandbox: boolean;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
};

/** A GST invoice asked for at checkout is remembered on the profile, so the next checkout fills it in. */
async function rememberGstBusiness(tx: Tx, userId: string, buyer: GstInvoice | null | undefined) {
  if (!buyer) return;
  await tx.user.update({ where: { id: userId }, data: { gstin: buyer.gstin, gstBusinessName: buyer.businessName } });
}

async function summaryFor(
  tx: Tx,
  userId: string,
  { quotationId, seen, expectedTotal }: { quotationId?: string; seen: unknown; expectedTotal?: number },
) {
  const summary = await getCheckoutSummary(userId, { quotationId }, tx);
  if (!summary.quotation) assertLinesMatch(summary, seen as Parameters<typeof assertLinesMatch>[1]);
  assertTotalSeen(summary, expectedTotal);
  if (summary.total > ORDER_TOTAL_LIMIT_PAISE) throw conflict(ORDER_OVER_LIMIT);
  return summary;
}

/** The shop language a checkout call came from (`?lang=hi`, lib/api/locale.ts): the order keeps it for its e-mails. */
export type OrderLanguage = { locale?: Locale };

export async function placeCodOrder<Answer>(
  user: SessionUser,
  input: PlaceCodOrderInput & OrderLanguage,
  step: WriteStep<PlacedCodOrder, Answer>,
): Promise<Answer> {
  let mails: QueuedOrderMails | null = null;
  const answer = await withUserLock(user.id, (tx) =>
    step(tx, async () => {
      // Counted under the shopper's lock, so parallel requests cannot all slip under the cap.
      await assertCodOrdersBelowCap(tx, user.id);
      // Across accounts: throwaway accounts ordering to one number share its cap (docs/adr/0051).
      await assertPhoneBelowCodCap(tx, input.shippingAddress.phone);
      const summary = await summaryFor(tx, user.id, {
        quotationId: input.quotationId,
        seen: input.items,
        expectedTotal: input.expectedTotal,
      });
      assertDeliverySeen(input.shippingAddress, input.expectedDeliveryBy);
      assertCodAvailable(input.shippingAddress, summary.total); // the PIN code takes cash and the total is within the COD limit
      await assertCodUnitsPerProduct(tx, summary); // one order cannot empty a product
      if (summary.quotation) await replaceUnpaidQuotationOrder(tx, user.id, summary.quotation.id);
      await replaceUnpaidOnlineOrders(tx, user.id);
      const newOrder = {
        userId: user.id,
        paymentMethod: "COD" as const,
        shipping: input.shippingAddress,
        buyer: input.gstInvoice ?? null,
        summary,
        locale: input.locale,
      };
      // The order's other writes run before its stock is taken, the last write (insertOrder).
      return insertOrder(tx, newOrder, async (order) => {
        await rememberGstBusiness(tx, user.id, input.gstInvoice);
        if (order.total > 0)
          await tx.payment.create({ data: { orderId: order.id, provider: "COD", amount: order.total } });
        if (!summary.quotation)
          await removeProductsFromCart(
            tx,
            user.id,
            summary.lines.map((line) => line.productId),
          );
        // Queued with the order: a process ending before they are delivered leaves them to the send-mails job.
        mails = await queueOrderConfirmation(order.id, tx);
        return { orderId: order.id, orderNumber: order.number };
      });
    }),
  );
  if (mails) await sendQueuedOrderConfirmation(mails);
  return answer;
}

/**
 * The shopper's own online order of this quotation still waiting at Razorpay
 * gives way to the new checkout, as the online path replaces it; a late
 * payment for it is refunded (lib/payments/confirm.ts). Paid meanwhile, it keeps the quotation.
 */
async function replaceUnpaidQuotationOrder(tx: Tx, userId: string, quotationId: string) {
  const holder = await tx.order.findFirst({ where: { quotationId, userId }, select: { id: true } });
  if (!holder) return;
  if (!(await cancelReplacedCheckout(tx, holder.id, REPLACED_BY_NEWER_CHECKOUT, userId)))
    throw conflict(QUOTATION_ALREADY_ORDERED);
}

/**
 * The note of an online checkout that a newer one of the same shopper
 * replaced (other address, quantities or quotation). Cancelled as the
 * shopper's own act, as cash on delivery's replacement is: a payment made
 * later in the earlier pop-up (a UPI collect request approved late) is
 * refunded rather than reviving a second order of the same cart.
 */
const REPLACED_BY_NEWER_CHECKOUT = "Replaced by a newer checkout.";

/**
 * Cash on delivery replaces the shopper's online checkouts still waiting at
 * Razorpay, as a newer online checkout does: their stock is released before
 * this order takes its own (the last unit held by their own abandoned pop-up
 * was "out of stock" to them). Cancelled as the shopper's own act, so a
 * payment made later in a pop-up left open is refunded (lib/payments/confirm.ts)
 * rather than reviving a second order of the same cart.
 */
async function replaceUnpaidOnlineOrders(tx: Tx, userId: string) {
  const unpaid = await tx.order.findMany({
    where: { userId, paymentMethod: "ONLINE", paymentStatus: { in: ["PENDING", "FAILED"] }, cancelledAt: null },
    select: { id: true },
  });
  for (const { id } of unpaid) await cancelReplacedCheckout(tx, id, "Replaced by a cash-on-delivery order.", userId);
}

function sameShipping(order: Record<string, unknown>, shipping: ShippingInfo, buyer: GstInvoice | null | undefined) {
  return (
    order.buyerGstin === (buyer?.gstin ?? null) &&
    order.buyerBusinessName === (buyer?.businessName ?? null) &&
    order.shipFullName === shipping.fullName &&
    order.shipPhone === shipping.phone &&
    order.shipStreet === shipping.address &&
    order.shipCity === shipping.city &&
    order.shipState === shipping.state &&
    order.shipPostalCode === shipping.postalCode
  );
}

/** What makes two order lines the same line: the goods (product, size, colour), how many, at what price and tax. */
type LineKey = {
  productId: string | null;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  hsnCode: string | null;
  taxRateBasisPoints: number;
};
const lineKey = (line: LineKey) =>
  JSON.stringify([
    line.productId,
    line.size,
    line.color,
    line.quantity,
    line.unitPrice,
    line.lineTotal,
    line.hsnCode,
    line.taxRateBasisPoints,
  ]);

/**
 * The waiting order holds exactly the lines checkout would store now, one for one: a line whose size or
 * colour the shopper changed (same product, quantity and price) is another order, not a retry of this one.
 */
function sameLines(items: LineKey[], summary: CheckoutSummary) {
  if (items.length !== summary.lines.length) return false;
  const left = items.map(lineKey).sort();
  const wanted = summary.lines.map(lineKey).sort();
  return left.every((key, i) => key === wanted[i]);
}

/** Thrown under the lock when the checkout needs a new Razorpay order: the transaction ends, having written nothing. */
class GatewayOrderNeeded extends Error {
  constructor(readonly amount: number) {
    super("A Razorpay order is needed first.");
  }
}

/** A Razorpay order made for a total, naming the order number reserved for it. */
type PreparedGatewayOrder = { id: string; amount: number; number: number };

/**
 * Starts an online payment. Three steps, so Razorpay is called with no
 * transaction open and every crash leaves nothing, or an order the expiry and
 * reconcile jobs settle (docs/adr/0004):
 * 1. under the lock: answer a retry, reuse the shopper's matching unpaid
 *    order, or learn the total a new one needs (and write nothing);
 * 2. no lock: reserve an order number, create the Razorpay order for it
 *    (with a timeout; a failure is `unavailable` or `upstream-failed`, and nothing was written);
 * 3. under the lock again: check the total still holds, replace older unpaid
 *    orders, and write the order, its stock and its payment at once.
 */
export async function createOnlineOrder<Answer>(
  user: SessionUser,
  input: CreateOnlineOrderInput & OrderLanguage,
  step: WriteStep<OnlineCheckout, Answer>,
  now = new Date(),
  /** Whether this checkout also sweeps expired orders; by default a CHECKOUT_SWEEP_PERCENT draw. */
  sweep?: boolean,
): Promise<Answer> {
  const gateway = paymentGateway();
  if (!gateway) throw unavailable("Online payment is not available right now. Please choose Cash on Delivery.");
  if (sweep ?? drawCheckoutSweep()) await sweepAfterResponse(now);

  const underLock = (prepared: PreparedGatewayOrder | null) =>
    withUserLock(user.id, (tx) => step(tx, () => checkoutUnderLock(tx, gateway, user, input, prepared, now)));

  let amount: number;
  try {
    return await underLock(null);
  } catch (error) {
    if (!(error instanceof GatewayOrderNeeded)) throw error;
    amount = error.amount;
  }
  const prepared = await prepareGatewayOrder(gateway, amount);
  try {
    return await underLock(prepared);
  } catch (error) {
    if (error instanceof GatewayOrderNeeded)
      throw conflict(
        "Your cart changed while we were setting up the payment. Please review your order and try again.",
        CHECKOUT_CHANGED,
      );
    throw error;
  }
}

async function checkoutUnderLock(
  tx: Tx,
  gateway: PaymentGateway,
  user: SessionUser,
  input: CreateOnlineOrderInput & OrderLanguage,
  prepared: PreparedGatewayOrder | null,
  now: Date,
): Promise<OnlineCheckout> {
  const summary = await summaryFor(tx, user.id, {
    quotationId: input.quotationId,
    seen: input.cartItems,
    expectedTotal: input.expectedTotal,
  });
  if (summary.lines.length === 0) throw conflict("Your cart is empty.");
  assertDeliverySeen(input.shippingInfo, input.expectedDeliveryBy, now);
  const checkoutFor = (order: { id: string; number: number; total: number }, providerOrderId: string) => ({
    key: gateway.keyId,
    amount: order.total,
    currency: "INR" as const,
    orderId: providerOrderId,
    order: { _id: order.id, number: order.number },
    sandbox: gateway.mode === "sandbox",
    name: store.name,
    description: `Order #${order.number}`,
    prefill: { name: input.shippingInfo.fullName, email: user.email, contact: input.shippingInfo.phone },
  });

  // One unpaid online order per shopper: the same order again (a retry,
  // a double click, a failed attempt) reuses it; anything else replaces it.
  const unpaid = await tx.order.findMany({
    where: {
      userId: user.id,
      paymentMethod: "ONLINE",
      paymentStatus: { in: ["PENDING", "FAILED"] },
      cancelledAt: null,
    },
    include: {
      items: true,
      payments: { where: { provider: "RAZORPAY" }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  const reusable = unpaid.find((earlier) => {
    const fresh = now.getTime() - earlier.createdAt.getTime() < ONLINE_PAYMENT_WINDOW_MS;
    return (
      fresh &&
      earlier.payments[0]?.providerOrderId &&
      earlier.total === summary.total &&
      earlier.quotationId === (summary.quotation?.id ?? null) &&
      sameShipping(earlier, input.shippingInfo, input.gstInvoice) &&
      sameLines(earlier.items, summary)
    );
  });
  if (reusable) {
    // Retried after the day's dispatch cut-off, the order promises what the shopper was just shown, not the
    // first attempt's dates: its confirmation and My Orders read them once it is paid.
    const promised = promisedDeliveryDates(input.shippingInfo, now);
    if (
      reusable.deliveryFrom?.getTime() !== promised.deliveryFrom.getTime() ||
      reusable.deliveryTo?.getTime() !== promised.deliveryTo.getTime()
    )
      await tx.order.update({ where: { id: reusable.id }, data: promised });
    return checkoutFor(reusable, reusable.payments[0]!.providerOrderId!);
  }
  if (!prepared || prepared.amount !== summary.total) throw new GatewayOrderNeeded(summary.total);

  // The quotation's holder is among `unpaid`, but paid meanwhile (a webhook takes no shopper lock) it must
  // stop this checkout with a clear 409, not with the quotation's unique index.
  if (summary.quotation) await replaceUnpaidQuotationOrder(tx, user.id, summary.quotation.id);
  for (const earlier of unpaid) await cancelReplacedCheckout(tx, earlier.id, REPLACED_BY_NEWER_CHECKOUT, user.id);
  const newOrder = {
    userId: user.id,
    paymentMethod: "ONLINE" as const,
    shipping: input.shippingInfo,
    buyer: input.gstInvoice ?? null,
    summary,
    number: prepared.number,
    locale: input.locale,
  };
  return insertOrder(tx, newOrder, async (order) => {
    await rememberGstBusiness(tx, user.id, input.gstInvoice);
    await tx.payment.create({
      data: { orderId: order.id, provider: "RAZORPAY", providerOrderId: prepared.id, amount: order.total },
    });
    return checkoutFor(order, prepared.id);
  });
}

/**
 * Reserves the next order number and creates the Razorpay order for it, with
 * no transaction open. A failure here skips a number and at most leaves a
 * Razorpay order whose id nobody was given, so nobody can pay it.
 */
async function prepareGatewayOrder(gateway: PaymentGateway, amount: number): Promise<PreparedGatewayOrder> {
  const [reserved] = await prisma.$queryRaw<Array<{ number: bigint }>>`
    SELECT nextval(pg_get_serial_sequence('"Order"', 'number')) AS "number"`;
  const number = Number(reserved!.number);
  try {
    const gatewayOrder = await gateway.createOrder({
      amount,
      receipt: `order_${number}`,
      notes: { orderNumber: String(number) },
    });
    if (gatewayOrder.amount !== amount)
      throw new GatewayError("bad-answer", `orders.create: asked for ${amount} paise, got ${gatewayOrder.amount}`);
    return { id: gatewayOrder.id, amount, number };
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayFailure(error, ONLINE_PAYMENT_UNAVAILABLE);
    throw error;
  }
}

/** Whether an online checkout also runs the expiry sweep: CHECKOUT_SWEEP_PERCENT of them (5 % by default). */
export function drawCheckoutSweep(random: () => number = Math.random): boolean {
  return random() * 100 < checkoutSweepPercent();
}

/**
 * Runs the expiry sweep once the checkout has answered, through Next's after(): Next applies the cache tags
 * an after() task marks stale (revalidateTag, and through the handlers the shared cache's invalidation) when the
 * task has finished. A sweep merely left running (`void`) that released stock after the response had been sent
 * marked its tags into a request Next had already settled: nobody applied them, and the freed units showed as
 * sold out or "Only N left" until the 5-minute safety net. Outside a Next.js server (tests, scripts) it runs
 * before the checkout does. A failure is logged, never the shopper's.
 */
function sweepAfterResponse(now: Date): Promise<void> | void {
  const sweep = () =>
    expireAbandonedOnlineOrders(now).then(
      () => undefined,
      (error: unknown) => log.warn("[orders] checkout's expiry sweep failed", { error: describeError(error) }),
    );
  if (!process.env.NEXT_RUNTIME) return sweep();
  after(sweep);
}

/**
 * An order this long after its checkout is cancelled even while Razorpay does not answer (a long outage): its
 * stock is not held any longer, and a payment that still comes is the late payment markPaid handles
 * (docs/adr/0046-late-payment-after-expiry.md). A Razorpay that refuses the look-up (it does not know the
 * order, e.g. after a change of account) does not hold the order back at all.
 */
export const EXPIRE_WITHOUT_GATEWAY_ANSWER_AFTER_MS = 6 * 60 * 60 * 1000;
/** After this many orders in a row Razorpay did not answer for, a run stops asking it (it is down). */
const UNANSWERED_IN_A_ROW = 3;

/**
 * Releases the stock of online orders left unpaid past the payment window, each cancelled in a transaction of
 * its own that also queues the shopper's mail saying so (expireUnpaidOrder). Razorpay is asked first, as the
 * reconcile job asks (checkBeforeExpiry): an order it has a captured or authorized payment for is confirmed
 * instead, and one it does not answer for keeps its stock until a later run (up to
 * EXPIRE_WITHOUT_GATEWAY_ANSWER_AFTER_MS). The mails are delivered once the batch is done, until one cannot be
 * (the SMTP server down): the send-mails job then delivers the rest.
 */
export async function expireAbandonedOnlineOrders(now = new Date(), limit = 50): Promise<number> {
  return (await expireAbandonedOnlineOrdersReport(now, limit)).cancelled;
}

/**
 * What one batch of the expiry job did (expireAbandonedOnlineOrdersReport), for its operator: `looked`, the unpaid
 * orders past their window it took up; `cancelled`, those it cancelled (here, or by the Razorpay check that found
 * no payment); `confirmed`, those Razorpay had a payment for, confirmed instead; `keptNoAnswer`, those Razorpay did
 * not answer for, keeping their stock until a later run.
 */
export type ExpiryReport = { looked: number; cancelled: number; confirmed: number; keptNoAnswer: number };

/** expireAbandonedOnlineOrders, telling what became of each order it took up (ExpiryReport). */
export async function expireAbandonedOnlineOrdersReport(now = new Date(), limit = 50): Promise<ExpiryReport> {
  const stale = await prisma.order.findMany({
    where: {
      paymentMethod: "ONLINE",
      paymentStatus: { in: ["PENDING", "FAILED"] },
      cancelledAt: null,
      createdAt: { lt: new Date(now.getTime() - ONLINE_PAYMENT_WINDOW_MS) },
    },
    select: { id: true, createdAt: true },
    take: limit,
  });
  const gateway = paymentGateway();
  let expired = 0;
  let confirmed = 0;
  let kept = 0;
  let unanswered = 0;
  const mails: string[] = [];
  for (const { id, createdAt } of stale) {
    const overdue = now.getTime() - createdAt.getTime() >= EXPIRE_WITHOUT_GATEWAY_ANSWER_AFTER_MS;
    const check = unanswered < UNANSWERED_IN_A_ROW ? await checkBeforeExpiry(gateway, id, now) : "no-answer";
    if (check === "paid") {
      confirmed += 1;
      continue;
    }
    if (check === "released") {
      expired += 1;
      continue;
    }
    if (check === "no-answer") {
      unanswered += 1;
      if (!overdue) {
        kept += 1;
        continue;
      }
    } else unanswered = 0;
    const done = await prisma.$transaction((tx) => expireUnpaidOrder(tx, id));
    if (done === false) continue;
    expired += 1;
    if (done) mails.push(done);
  }
  if (unanswered > 0)
    log.warn(`[orders] expiry: ${unanswered} unpaid orders past their window not checked with Razorpay (no answer)`);
  // A mail SMTP could not take now: the next ones would most likely fail alike, and the job retries them all.
  for (const mail of mails) if ((await deliverQueuedMail(mail)) === "retry") break;
  return { looked: stale.length, cancelled: expired, confirmed, keptNoAnswer: kept };
}
