import "server-only";
import { unavailable } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { deliverQueuedMail } from "@/lib/mail/queue";
import { expireUnpaidOrder } from "@/lib/orders/cancel";
import { sendQueuedOrderConfirmation } from "@/lib/orders/confirmation-mail";
import { ONLINE_PAYMENT_WINDOW_MS } from "@/lib/orders/payment-window";
import { captureIfAuthorized, markPaid, releaseCaptureClaim, requestOutcomeRefund } from "./confirm";
import { paymentProblem } from "./payment-check";
import { GatewayError, paymentGateway, type GatewayPayment, type PaymentGateway } from "./gateway";
import { reconcileRefunds, type RefundReconcileReport } from "./refunds";
import { sendMissedSecondPaymentMails } from "./second-payment-mail";
import { log } from "@/lib/observability/log.mjs";

// The reconcile job (GET /api/cron/reconcile): for each unpaid online order
// of the last two days — cancelled ones too — ask Razorpay for the payments
// of its Razorpay order. A captured payment of the right amount in INR is
// settled through markPaid, exactly as a webhook would (a released order takes
// its stock back if it can, else stays paid and cancelled for a refund); an
// authorized one of a live order is captured first; an order past its payment
// window with neither is released. So a lost webhook, a lost verify and a
// crash between them all end in the same state. The expiry job asks the same
// way for each order before it cancels it (checkBeforeExpiry).
//
// Safe on several instances at once: each run claims its payments with one
// UPDATE … FOR UPDATE SKIP LOCKED that stamps Payment.gatewayCheckedAt, so two
// runs split the work instead of doing it twice, and every change it makes is
// a conditional update (markPaid, cancelUnpaidOrder) that happens once however
// often it is attempted.
//
// Then paid online orders of the last two days, once soon after they were
// paid and every PAID_RECHECK_AFTER_MS after: a second payment Razorpay
// captured for one (two tabs, a retry in the pop-up; its webhook lost and its
// browser gone) is refunded through markPaid, as its webhook would have; one
// that does not match the order counts as mismatched.
//
// Then refunds (lib/payments/refunds.ts): one whose request to Razorpay got
// no answer is asked for again (after a look for it there), and one Razorpay
// accepted but whose refund.processed / refund.failed webhook never came is
// settled from Razorpay's own status of it; one recorded FAILED is asked about
// again every 6 h for 48 h after it failed, and settled PROCESSED when
// Razorpay lists it processed (a lost refund.processed, a refused request
// Razorpay had carried out after all).
//
// Last, with no call to Razorpay: the "we received another payment" mail of a
// second payment's refund whose sender died before sending it (second-payment-
// mail.ts; Refund.shopperNotifiedAt, taken once).

/** Razorpay retries a webhook for 24 hours; twice that covers an outage on our side too. */
export const RECONCILE_LOOKBACK_MS = 48 * 60 * 60 * 1000;
/**
 * A payment checked this recently (or claimed by a run still busy with it) is
 * skipped: every run in the order's first hour, when payments land, then
 * hourly, so abandoned checkouts cost Razorpay ~50 calls each, not hundreds.
 */
export const RECHECK_AFTER_MS = 5 * 60 * 1000;
const RECHECK_OLDER_AFTER_MS = 60 * 60 * 1000;
const RECENT_MS = 60 * 60 * 1000;
/** A paid order's Razorpay payments are asked for again this often, for a second capture (see the note at the top). */
export const PAID_RECHECK_AFTER_MS = 6 * 60 * 60 * 1000;
const BATCH_SIZE = 50;
/** Per run, so one call stays well inside a scheduler's time limit; the rest waits for the next run. */
const MAX_PER_RUN = 200;
/** Gateway calls in flight at once. */
const CONCURRENCY = 4;
/** After this many calls in a row without an answer the run stops: Razorpay is down, and the next run retries. */
const MAX_FAILURES_IN_A_ROW = 3;

export type ReconcileReport = {
  /** Unpaid online payments asked about. */
  checked: number;
  /** Orders marked paid from a captured payment nobody had confirmed. */
  settled: number;
  /** Of those, authorized payments the job captured. */
  captured: number;
  /** Of those, orders whose stock had gone meanwhile: paid but cancelled, to refund. */
  refundsDue: number;
  /** Orders past their payment window with no captured payment, cancelled and their stock returned. */
  released: number;
  /** Captured payments that do not match their order (amount or currency): to refund by hand. */
  mismatched: number;
  /** Paid online orders asked about for a second captured payment. */
  paidChecked: number;
  /** Second payments captured for an order already paid (or paid and cancelled), whose refund this run recorded. */
  extraPaymentsRefunded: number;
  /** Payments that could not be checked because Razorpay did not answer usefully (retried next run). */
  gatewayErrors: number;
  /** "We received another payment" mails this run sent, whose sender had died before sending them. */
  secondPaymentMailsSent: number;
} & RefundReconcileReport;

type Claimed = {
  orderId: string;
  /** The shop's payment: PENDING or FAILED (unpaid), PAID or REFUNDED (paid; looked at for a second capture). */
  status: "PENDING" | "FAILED" | "PAID" | "REFUNDED";
  providerOrderId: string;
  /** The Razorpay payment holding the order's capture claim, if any (confirm.ts). */
  providerPaymentId: string | null;
  amount: number;
  createdAt: Date;
  cancelledAt: Date | null;
};

/** Claims up to `limit` unpaid online payments for this run (see the note at the top). */
function claimBatch(now: Date, limit: number): Promise<Claimed[]> {
  const lookback = new Date(now.getTime() - RECONCILE_LOOKBACK_MS);
  const recheck = new Date(now.getTime() - RECHECK_AFTER_MS);
  const recheckOlder = new Date(now.getTime() - RECHECK_OLDER_AFTER_MS);
  const recent = new Date(now.getTime() - RECENT_MS);
  return prisma.$queryRaw<Claimed[]>`
    UPDATE "Payment" AS p SET "gatewayCheckedAt" = ${now}
    FROM "Order" AS o
    WHERE o."id" = p."orderId" AND p."id" IN (
      SELECT c."id" FROM "Payment" AS c JOIN "Order" AS co ON co."id" = c."orderId"
      WHERE c."provider" = 'RAZORPAY' AND c."providerOrderId" IS NOT NULL
        AND c."status" IN ('PENDING', 'FAILED')
        AND co."paymentMethod" = 'ONLINE' AND co."paymentStatus" IN ('PENDING', 'FAILED')
        AND c."createdAt" > ${lookback}
        AND (c."gatewayCheckedAt" IS NULL
          OR (c."gatewayCheckedAt" < ${recheck} AND c."createdAt" > ${recent})
          OR c."gatewayCheckedAt" < ${recheckOlder})
      ORDER BY c."gatewayCheckedAt" ASC NULLS FIRST, c."createdAt" ASC
      LIMIT ${limit}
      FOR UPDATE OF c SKIP LOCKED
    )
    RETURNING p."orderId", p."status", p."providerOrderId", p."providerPaymentId", p."amount", o."createdAt", o."cancelledAt"`;
}

/**
 * Claims up to `limit` paid online payments of the lookback (paid or refunded since) not asked about
 * since they were paid, or not for PAID_RECHECK_AFTER_MS; stamped as claimBatch stamps its own.
 */
function claimPaidBatch(now: Date, limit: number): Promise<Claimed[]> {
  const lookback = new Date(now.getTime() - RECONCILE_LOOKBACK_MS);
  const recheck = new Date(now.getTime() - PAID_RECHECK_AFTER_MS);
  return prisma.$queryRaw<Claimed[]>`
    UPDATE "Payment" AS p SET "gatewayCheckedAt" = ${now}
    FROM "Order" AS o
    WHERE o."id" = p."orderId" AND p."id" IN (
      SELECT c."id" FROM "Payment" AS c
      WHERE c."provider" = 'RAZORPAY' AND c."providerOrderId" IS NOT NULL
        AND c."status" IN ('PAID', 'REFUNDED') AND c."paidAt" > ${lookback}
        AND (c."gatewayCheckedAt" IS NULL OR c."gatewayCheckedAt" < c."paidAt" OR c."gatewayCheckedAt" < ${recheck})
      ORDER BY c."gatewayCheckedAt" ASC NULLS FIRST, c."paidAt" ASC
      LIMIT ${limit}
      FOR UPDATE OF c SKIP LOCKED
    )
    RETURNING p."orderId", p."status", p."providerOrderId", p."providerPaymentId", p."amount", o."createdAt", o."cancelledAt"`;
}

type Outcome =
  | "settled"
  | "captured"
  | "refund-due"
  | "released"
  | "mismatched"
  | "extra-refunded"
  /** Razorpay refused the call (e.g. an order it does not know): this payment only. */
  | "gateway-refused"
  /** No usable answer (unreachable, timeout, 5xx): Razorpay itself is in trouble. */
  | "gateway-down"
  | "unchanged";

/**
 * Every captured payment of the Razorpay order but `paidWith` (the one that paid it) is a second payment:
 * one that matches the order goes through markPaid, which records its refund once ("extra-refunded"
 * when this call did); one that does not is "mismatched", for the operator.
 */
async function settleOtherCaptures(payments: GatewayPayment[], charge: Charge, paidWith: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const other of payments) {
    if (other.id === paidWith || other.status !== "captured") continue;
    if (paymentProblem(other, charge) !== null) {
      log.error(
        `[reconcile] ${charge.providerOrderId}: a captured payment (${other.id}) does not match the order; refund it.`,
      );
      outcomes.push("mismatched");
      continue;
    }
    const outcome = await prisma.$transaction((tx) => markPaid(tx, other));
    if (outcome?.refundId) {
      await requestOutcomeRefund(outcome);
      outcomes.push("extra-refunded");
    }
  }
  return outcomes;
}

type Charge = { providerOrderId: string; amount: number };

/** A paid order: only its other captured payments are looked at. */
async function reconcilePaid(gateway: PaymentGateway, claimed: Claimed): Promise<Outcome[]> {
  const charge = { providerOrderId: claimed.providerOrderId, amount: claimed.amount };
  let payments: GatewayPayment[];
  try {
    payments = await gateway.orderPayments(claimed.providerOrderId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error(`[reconcile] ${claimed.providerOrderId}: ${error.kind}: ${error.message}`);
    return [error.kind === "refused" ? "gateway-refused" : "gateway-down"];
  }
  if (!claimed.providerPaymentId) return ["unchanged"];
  const outcomes = await settleOtherCaptures(payments, charge, claimed.providerPaymentId);
  return outcomes.length ? outcomes : ["unchanged"];
}

async function reconcileOne(gateway: PaymentGateway, claimed: Claimed, now: Date): Promise<Outcome[]> {
  if (claimed.status === "PAID" || claimed.status === "REFUNDED") return reconcilePaid(gateway, claimed);
  const charge = { providerOrderId: claimed.providerOrderId, amount: claimed.amount };
  let payments: GatewayPayment[];
  let paid: GatewayPayment | undefined;
  let captured = false;
  try {
    payments = await gateway.orderPayments(claimed.providerOrderId);
    paid = payments.find((payment) => paymentProblem(payment, charge) === null);
    // A capture claim left by a payment that failed or that Razorpay does not know (its verify
    // stopped half-way) would keep every other payment of the order from being taken: given up.
    const holder = payments.find((payment) => payment.id === claimed.providerPaymentId);
    if (claimed.providerPaymentId && (!holder || holder.status === "failed"))
      await releaseCaptureClaim(claimed.providerOrderId, claimed.providerPaymentId);
    // Capturing takes the shopper's money, so only for an order that still wants it;
    // an authorization left alone on a cancelled order lapses and is returned by Razorpay.
    // The payment holding the claim first: any other would not be captured.
    const authorized =
      (holder?.status === "authorized" ? holder : undefined) ??
      payments.find((payment) => payment.status === "authorized");
    if (!paid && authorized && !claimed.cancelledAt) {
      const after = await captureIfAuthorized(gateway, authorized, charge);
      if (paymentProblem(after, charge) === null) [paid, captured] = [after, true];
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error(`[reconcile] ${claimed.providerOrderId}: ${error.kind}: ${error.message}`);
    return [error.kind === "refused" ? "gateway-refused" : "gateway-down"];
  }

  if (paid) {
    const found = paid;
    const outcome = await prisma.$transaction((tx) => markPaid(tx, found));
    // Two payments captured for the order (two tabs) and neither confirmed: the other one is refunded.
    const others = await settleOtherCaptures(payments, charge, found.id);
    if (!outcome?.changed) return others.length ? others : ["unchanged"];
    await requestOutcomeRefund(outcome);
    if (outcome.mails) await sendQueuedOrderConfirmation(outcome.mails);
    return [
      "settled",
      ...(captured ? ["captured" as const] : []),
      ...(outcome.refundDue ? ["refund-due" as const] : []),
      ...others,
    ];
  }
  if (payments.some((payment) => payment.status === "captured")) {
    log.error(`[reconcile] ${claimed.providerOrderId}: a captured payment does not match the order; refund it.`);
    return ["mismatched"];
  }
  const pastWindow = now.getTime() - claimed.createdAt.getTime() >= ONLINE_PAYMENT_WINDOW_MS;
  if (!claimed.cancelledAt && pastWindow) {
    // With the shopper's mail, as the expiry job's (expireUnpaidOrder): whichever of them releases it tells.
    const released = await prisma.$transaction((tx) => expireUnpaidOrder(tx, claimed.orderId));
    if (released !== false) {
      if (released) await deliverQueuedMail(released);
      return ["released"];
    }
  }
  return ["unchanged"];
}

/**
 * What the expiry job learnt before cancelling an unpaid online order past its payment window (checkBeforeExpiry):
 * "paid", confirmed from a payment Razorpay captured (or held authorized, captured now); "released", cancelled
 * here with its mail, Razorpay having no payment for it; "no-answer", Razorpay did not answer usefully, so the
 * order keeps its stock until a later run; "expire", nothing to ask (no Razorpay order, no gateway) or nothing
 * Razorpay said settles it (it refused the call; a captured payment does not match the order, refunded by hand):
 * the caller cancels it as it always did.
 */
export type ExpiryCheck = "paid" | "released" | "no-answer" | "expire";

/**
 * Before the expiry job (lib/orders/place-order.ts, expireAbandonedOnlineOrders) cancels an unpaid online order,
 * Razorpay is asked about it exactly as this job asks (reconcileOne): so a payment whose webhook and verify were
 * lost confirms the order rather than leaving the shopper a "no payment was taken" mail followed by a late
 * confirmation (docs/adr/0046-late-payment-after-expiry.md). A payment captured after this look is still the
 * late payment markPaid handles. The look counts as this job's own (Payment.gatewayCheckedAt), so this job does
 * not ask again about the same order on its next run.
 */
export async function checkBeforeExpiry(
  gateway: PaymentGateway | null,
  orderId: string,
  now: Date,
): Promise<ExpiryCheck> {
  if (!gateway) return "expire";
  const payment = await prisma.payment.findFirst({
    where: {
      orderId,
      provider: "RAZORPAY",
      providerOrderId: { not: null },
      status: { in: ["PENDING", "FAILED"] },
      order: { cancelledAt: null },
    },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      status: true,
      providerOrderId: true,
      providerPaymentId: true,
      amount: true,
      order: { select: { createdAt: true, cancelledAt: true } },
    },
  });
  if (!payment?.providerOrderId) return "expire";
  // Stamped as this job's claim stamps its own (claimBatch), before asking: its next run skips the payment for
  // RECHECK_AFTER_MS instead of asking Razorpay again about an order just asked about (and released, or confirmed).
  await prisma.payment.update({ where: { id: payment.id }, data: { gatewayCheckedAt: now }, select: { id: true } });
  const outcomes = await reconcileOne(
    gateway,
    {
      orderId,
      status: payment.status as Claimed["status"],
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.providerPaymentId,
      amount: payment.amount,
      createdAt: payment.order.createdAt,
      cancelledAt: payment.order.cancelledAt,
    },
    now,
  );
  if (outcomes.includes("settled")) return "paid";
  if (outcomes.includes("released")) return "released";
  if (outcomes.includes("gateway-down")) return "no-answer";
  return "expire";
}

/** One run of the job; see the note at the top. */
export async function reconcileOnlinePayments(now = new Date()): Promise<ReconcileReport> {
  const gateway = paymentGateway();
  if (!gateway) throw unavailable("Online payment is not configured, so there is nothing to reconcile.");
  const report: ReconcileReport = {
    checked: 0,
    settled: 0,
    captured: 0,
    refundsDue: 0,
    released: 0,
    mismatched: 0,
    paidChecked: 0,
    extraPaymentsRefunded: 0,
    gatewayErrors: 0,
    refundsChecked: 0,
    refundsSettled: 0,
    refundGatewayErrors: 0,
    secondPaymentMailsSent: 0,
  };
  const count: Record<Exclude<Outcome, "unchanged">, keyof ReconcileReport> = {
    settled: "settled",
    captured: "captured",
    "refund-due": "refundsDue",
    released: "released",
    mismatched: "mismatched",
    "extra-refunded": "extraPaymentsRefunded",
    "gateway-refused": "gatewayErrors",
    "gateway-down": "gatewayErrors",
  };
  let failuresInARow = 0;
  // Unpaid payments first, then paid ones (each with its own budget); Razorpay down stops both.
  for (const [claim, counter] of [
    [claimBatch, "checked"],
    [claimPaidBatch, "paidChecked"],
  ] as const) {
    let done = 0;
    while (done < MAX_PER_RUN && failuresInARow < MAX_FAILURES_IN_A_ROW) {
      const batch = await claim(now, Math.min(BATCH_SIZE, MAX_PER_RUN - done));
      for (let i = 0; i < batch.length && failuresInARow < MAX_FAILURES_IN_A_ROW; i += CONCURRENCY) {
        const results = await Promise.all(batch.slice(i, i + CONCURRENCY).map((c) => reconcileOne(gateway, c, now)));
        for (const outcomes of results) {
          done += 1;
          report[counter] += 1;
          failuresInARow = outcomes.includes("gateway-down") ? failuresInARow + 1 : 0;
          for (const outcome of outcomes) if (outcome !== "unchanged") report[count[outcome]] += 1;
        }
      }
      if (batch.length < BATCH_SIZE) break;
    }
  }
  if (failuresInARow < MAX_FAILURES_IN_A_ROW) Object.assign(report, await reconcileRefunds(gateway, now));
  // No call to Razorpay: sent even when it is down.
  report.secondPaymentMailsSent = await sendMissedSecondPaymentMails(now);
  return report;
}
