import "server-only";
import { conflict, notFound } from "@/lib/errors";
import { prisma, type Prisma, type RefundStatus } from "@/lib/db";
import { GatewayError, gatewayTimeoutMs, paymentGateway, type GatewayRefund, type PaymentGateway } from "./gateway";
import { log } from "@/lib/observability/log.mjs";

// Refunds to the original payment method, through Razorpay's Refunds API (or
// the sandbox standing in for it). A refund is first a row (Refund, PENDING),
// written in the same transaction as the change that owes it (a shopper's
// cancellation); Razorpay is asked after that commit, outside any transaction,
// and its answer moves the row on: PROCESSING (accepted, rfnd_… id),
// PROCESSED (money sent back: the payment and order become REFUNDED) or
// FAILED (refused, or reported failed by the refund.failed webhook).
//
// The transitions (applyRefundReport), whatever order Razorpay's reports come in:
//   PENDING → PROCESSING (accepted, pending at the bank) → PROCESSED or FAILED;
//   PENDING → PROCESSED or FAILED directly; FAILED → PROCESSED when Razorpay
//   later reports it processed (its webhooks come at least once, in no promised
//   order, and processed is final there). PROCESSED is final here too: a late
//   refund.failed or "pending" never moves it back. When that processed report
//   is lost, the reconcile job finds it: it asks Razorpay about each refund for
//   48 h after it failed (failedAt), every 6 h, and settles one listed processed.
//
// A refund gives back one Razorpay payment (providerPaymentId): the order's
// own (kind ORDER_PAYMENT: a cancellation, or a payment too late to fill the
// order) or a second payment captured for an order another one had already
// paid (EXTRA_PAYMENT: two tabs, a retry in the pop-up), which leaves the
// order and its payment paid.
//
// Nothing is refunded twice: at most one refund per Razorpay payment is not
// FAILED (a partial unique index), a request carries our row's id as its `receipt`, and
// a repeated request first looks for that receipt among the payment's refunds
// at Razorpay (whose own rule is never to refund more than was paid). A
// request that got no answer stays PENDING: the admin's retry or the
// reconcile job asks again. Two callers never ask at once: each claims the
// row first (requestedAt, a conditional update).

type Tx = Prisma.TransactionClient;

export const REFUND_STATUS_LABELS: Record<RefundStatus, "Requested" | "Processing" | "Refunded" | "Failed"> = {
  PENDING: "Requested",
  PROCESSING: "Processing",
  PROCESSED: "Refunded",
  FAILED: "Failed",
};

/** A request in flight holds its claim this long (then it is over: answered or timed out). */
export const refundClaimMs = (env: NodeJS.ProcessEnv = process.env) => gatewayTimeoutMs(env) + 5_000;

/**
 * Inside the caller's transaction: records the refund owed for the order's
 * captured online payment, already claimed for the caller to request right
 * after the commit. Null when nothing was paid online, or a refund of it is
 * already owed or made.
 */
export async function recordRefundDue(tx: Tx, orderId: string, now = new Date()): Promise<string | null> {
  const payment = await tx.payment.findFirst({
    where: { orderId, provider: "RAZORPAY", status: "PAID", providerPaymentId: { not: null } },
    select: { id: true, amount: true, currency: true, providerPaymentId: true },
  });
  if (!payment?.providerPaymentId) return null;
  // Of this Razorpay payment: a refund of another payment captured for the order does not count.
  const live = await tx.refund.findFirst({
    where: { providerPaymentId: payment.providerPaymentId, status: { not: "FAILED" } },
    select: { id: true },
  });
  if (live) return null;
  const refund = await tx.refund.create({
    data: {
      orderId,
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      amount: payment.amount,
      currency: payment.currency,
      requestedAt: now,
    },
    select: { id: true },
  });
  return refund.id;
}

/**
 * Inside the caller's transaction, holding the order's row lock (markPaid): records the refund of
 * `extra`, a payment Razorpay captured for an order another payment (`paymentId`, the shop's row of
 * the Razorpay order) had already paid, in full, claimed for the caller to request after the commit.
 * Null when that payment already has a refund, of any status: a failed one is the admin's to retry, so
 * the same webhook twice, the webhook and the reconcile job, or two instances record it once.
 */
export async function recordExtraPaymentRefund(
  tx: Tx,
  payment: { id: string; orderId: string },
  extra: { id: string; amount: number; currency: string },
  now = new Date(),
): Promise<string | null> {
  const known = await tx.refund.findFirst({ where: { providerPaymentId: extra.id }, select: { id: true } });
  if (known) return null;
  const refund = await tx.refund.create({
    data: {
      orderId: payment.orderId,
      paymentId: payment.id,
      providerPaymentId: extra.id,
      kind: "EXTRA_PAYMENT",
      amount: extra.amount,
      currency: extra.currency,
      requestedAt: now,
    },
    select: { id: true },
  });
  return refund.id;
}

/** What Razorpay said about one of our refunds (its API's answer or a webhook's refund entity). */
export type RefundReport = {
  /** rfnd_… */
  id: string;
  /** Razorpay's pay_… id. */
  paymentId: string | null;
  status: string | null;
  /** Our Refund id, when the refund carries it. */
  receipt: string | null;
  failureReason?: string | null;
};

export type RefundChange = { refundId: string; orderId: string; status: RefundStatus; changed: boolean };

/**
 * Moves our refund on to what Razorpay reports, once: each change is a
 * conditional update from the states it may come from, so a redelivered or
 * late event changes nothing. A processed refund makes its payment and
 * order REFUNDED. Null when the report is not about one of our refunds.
 */
export async function applyRefundReport(tx: Tx, report: RefundReport, now = new Date()): Promise<RefundChange | null> {
  const refund =
    (await tx.refund.findUnique({ where: { providerRefundId: report.id }, select: refundRowSelect })) ??
    (report.receipt
      ? await tx.refund.findFirst({ where: { id: report.receipt, providerRefundId: null }, select: refundRowSelect })
      : null);
  if (!refund) return null;
  if (report.paymentId && report.paymentId !== refund.providerPaymentId) {
    log.error(`[refunds] ${report.id} is for payment ${report.paymentId}, not ${refund.providerPaymentId}`);
    return null;
  }
  const unsettled: RefundStatus[] = ["PENDING", "PROCESSING"];
  const result = (status: RefundStatus, changed: boolean): RefundChange => ({
    refundId: refund.id,
    orderId: refund.orderId,
    status: changed ? status : refund.status,
    changed,
  });
  if (report.status === "processed") {
    // Processed is final at Razorpay (a refund issued cannot be reversed), and its webhooks come at least
    // once, in no promised order: a failure reported earlier, or a stale refund.failed redelivered, never
    // outweighs it. The money has left the shop, so the refund ends PROCESSED whatever we recorded before.
    if (refund.status === "FAILED" && !(await makeRoomForLateSuccess(tx, refund, report.id, now))) {
      return result("FAILED", false);
    }
    const moved = await tx.refund.updateMany({
      where: { id: refund.id, status: { in: [...unsettled, "FAILED"] } },
      data: { status: "PROCESSED", providerRefundId: report.id, processedAt: now, failureReason: null },
    });
    if (moved.count !== 1) return result("PROCESSED", false);
    // A second payment's money going back leaves the order paid by its own payment.
    if (refund.kind === "EXTRA_PAYMENT") return result("PROCESSED", true);
    await tx.payment.update({ where: { id: refund.paymentId }, data: { status: "REFUNDED" } });
    await tx.order.update({ where: { id: refund.orderId }, data: { paymentStatus: "REFUNDED" } });
    return result("PROCESSED", true);
  }
  if (report.status === "failed") {
    const moved = await tx.refund.updateMany({
      where: { id: refund.id, status: { in: unsettled } },
      data: {
        status: "FAILED",
        failedAt: now,
        providerRefundId: report.id,
        failureReason: (report.failureReason || "Razorpay reported that the refund failed.").slice(0, 500),
      },
    });
    return result("FAILED", moved.count === 1);
  }
  if (report.status === "pending") {
    const moved = await tx.refund.updateMany({
      where: { id: refund.id, status: "PENDING" },
      data: { status: "PROCESSING", providerRefundId: report.id, failureReason: null },
    });
    return result("PROCESSING", moved.count === 1);
  }
  return result(refund.status, false);
}

/**
 * A refund we had recorded FAILED turns out processed: a newer request for the same payment (the
 * admin's retry) still PENDING is no longer owed, and is closed so it is never asked for (Razorpay
 * would refuse it anyway: never more than was paid). False when a newer refund of that payment is
 * already accepted or done: two processed refunds of one payment cannot both be true (Razorpay never
 * refunds more than was paid), so this report is logged for the operator and changes nothing.
 */
async function makeRoomForLateSuccess(
  tx: Tx,
  refund: { id: string; providerPaymentId: string },
  providerRefundId: string,
  now: Date,
): Promise<boolean> {
  const newer = await tx.refund.findMany({
    where: { providerPaymentId: refund.providerPaymentId, id: { not: refund.id }, status: { not: "FAILED" } },
    select: { id: true, status: true },
  });
  if (newer.some((row) => row.status !== "PENDING")) {
    log.error(
      `[refunds] ${providerRefundId} is reported processed after it failed, but payment ${refund.providerPaymentId} already has another refund accepted; check it at Razorpay.`,
    );
    return false;
  }
  if (newer.length) {
    await tx.refund.updateMany({
      where: { id: { in: newer.map((row) => row.id) }, status: "PENDING" },
      data: {
        status: "FAILED",
        failedAt: now,
        requestedAt: null,
        failureReason: `Not needed: the earlier refund ${providerRefundId} went through after all.`.slice(0, 500),
      },
    });
  }
  return true;
}

const refundRowSelect = {
  id: true,
  orderId: true,
  paymentId: true,
  status: true,
  amount: true,
  kind: true,
  providerPaymentId: true,
} satisfies Prisma.RefundSelect;

/**
 * Claims a PENDING refund for one request to Razorpay: false when another
 * caller's request is still in flight (claimed less than refundClaimMs ago).
 */
async function claimPending(refundId: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - refundClaimMs());
  const claimed = await prisma.refund.updateMany({
    where: {
      id: refundId,
      status: "PENDING",
      OR: [{ requestedAt: null }, { requestedAt: { lt: staleBefore } }],
    },
    data: { requestedAt: now },
  });
  return claimed.count === 1;
}

/** "already-refunded": refused because an earlier refund of ours for the payment, recorded FAILED, went through after all. */
export type RefundAttempt = "accepted" | "refused" | "no-answer" | "not-configured" | "already-refunded";

const toReport = (refund: GatewayRefund): RefundReport => ({
  id: refund.id,
  paymentId: refund.paymentId,
  status: refund.status,
  receipt: refund.receipt,
});

/**
 * Asks Razorpay to refund a PENDING refund the caller has claimed, outside any
 * transaction, and records its answer. `lookFirst`: a request may have
 * reached Razorpay before (its answer lost), so the payment's refunds are
 * searched for our receipt before a new one is asked for. No answer leaves the
 * refund PENDING with the reason, for the reconcile job or the admin's retry.
 */
export async function requestClaimedRefund(
  refundId: string,
  options: { lookFirst: boolean; gateway?: PaymentGateway | null; now?: Date },
): Promise<RefundAttempt> {
  const now = options.now ?? new Date();
  const refund = await prisma.refund.findUniqueOrThrow({
    where: { id: refundId },
    select: {
      id: true,
      amount: true,
      status: true,
      providerPaymentId: true,
      order: { select: { id: true, number: true } },
    },
  });
  const paymentId = refund.providerPaymentId;
  const gateway = options.gateway === undefined ? paymentGateway() : options.gateway;
  if (refund.status !== "PENDING") return "accepted";
  if (!gateway || !paymentId) {
    await prisma.refund.updateMany({
      where: { id: refundId, status: "PENDING" },
      data: {
        requestedAt: null,
        failureReason: "Online payment is not configured, so the refund could not be asked for.",
      },
    });
    return "not-configured";
  }
  const findOurs = async () => (await gateway.paymentRefunds(paymentId)).find((r) => r.receipt === refund.id) ?? null;
  let reported: GatewayRefund | null = null;
  try {
    if (options.lookFirst) reported = await findOurs();
    reported ??= await gateway.createRefund(paymentId, {
      amount: refund.amount,
      receipt: refund.id,
      notes: { orderId: refund.order.id, orderNumber: String(refund.order.number) },
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error(`[refunds] ${refund.id} (${paymentId}): ${error.kind}: ${error.message}`);
    if (error.kind === "refused") {
      // Refused, perhaps because an earlier request of ours (answer lost) already refunded it: look once more.
      // Unable to look, it stays PENDING: marked FAILED, it would read as not refunded although it may be.
      const lookup = await gateway.paymentRefunds(paymentId).then(
        (all) => ({ all, ours: all.find((r) => r.receipt === refund.id) ?? null }),
        () => null,
      );
      if (!lookup) {
        await prisma.refund.updateMany({
          where: { id: refundId, status: "PENDING" },
          data: {
            requestedAt: null,
            failureReason:
              "Razorpay refused the refund and could not be asked whether an earlier request went through; it is checked again automatically.",
          },
        });
        return "no-answer";
      }
      reported = lookup.ours;
      if (!reported && (await settleFailedProcessed(paymentId, lookup.all, now, refund.id))) return "already-refunded";
      if (!reported) {
        await prisma.refund.updateMany({
          where: { id: refundId, status: "PENDING" },
          data: { status: "FAILED", failedAt: now, failureReason: refusedReason(error) },
        });
        return "refused";
      }
    } else {
      await prisma.refund.updateMany({
        where: { id: refundId, status: "PENDING" },
        data: {
          // A timed-out request may still land: keep the claim until it cannot; otherwise free it at once.
          ...(error.kind === "timeout" ? {} : { requestedAt: null }),
          failureReason: "Razorpay did not answer the refund request; it is asked again automatically.",
        },
      });
      return "no-answer";
    }
  }
  // Ours (asked for with our receipt, or found by it), whether or not Razorpay echoes the receipt.
  const found = { ...toReport(reported), receipt: refund.id };
  await prisma.$transaction((tx) => applyRefundReport(tx, found, now));
  return "accepted";
}

/**
 * `atRazorpay`, the payment's refunds as Razorpay lists them, shows one of ours recorded FAILED as
 * processed (its refund.processed webhook lost, a stale failure came last, or a refused request it had
 * carried out after all): that one is moved to PROCESSED as its webhook would have (which closes a
 * newer request still PENDING, no longer owed). True when it was. Used by the admin's retry that
 * Razorpay refused (never more than was paid; `except` is that retry) and by the reconcile job's
 * recheck of recently failed refunds.
 */
async function settleFailedProcessed(
  paymentId: string,
  atRazorpay: GatewayRefund[],
  now: Date,
  except?: string,
): Promise<boolean> {
  const failed = await prisma.refund.findMany({
    where: { providerPaymentId: paymentId, status: "FAILED", ...(except ? { id: { not: except } } : {}) },
    select: { id: true, providerRefundId: true },
  });
  const processed = atRazorpay.find(
    (r) => r.status === "processed" && failed.some((row) => row.providerRefundId === r.id || row.id === r.receipt),
  );
  if (!processed) return false;
  const change = await prisma.$transaction((tx) => applyRefundReport(tx, toReport(processed), now));
  return change?.status === "PROCESSED";
}

function refusedReason(error: GatewayError): string {
  const detail = error.message.replace(/^[\w.]+: /, "");
  return `Razorpay refused the refund: ${detail}`.slice(0, 500);
}

/** After the commit that recorded it: asks Razorpay for a refund just recorded (and claimed) by recordRefundDue. */
export async function requestRecordedRefund(refundId: string): Promise<RefundAttempt> {
  try {
    return await requestClaimedRefund(refundId, { lookFirst: false });
  } catch (error) {
    // The refund stays PENDING; the reconcile job or the admin asks again.
    log.error(`[refunds] ${refundId} could not be requested`, { error });
    return "no-answer";
  }
}

/**
 * The admin's retry. A FAILED refund is replaced by a new one (the failed row
 * stays, with its reason, marked retried); a PENDING one that got no answer is
 * asked for again, after a look for an earlier request that did reach
 * Razorpay. Anything else, or a request still in flight, is a 409.
 */
export async function retryRefundRequest(refundId: string, now = new Date()) {
  const refund = await prisma.refund.findUnique({
    where: { id: refundId },
    select: { id: true, status: true, retriedAt: true, orderId: true },
  });
  if (!refund) throw notFound("No such refund.");
  let target: string;
  let lookFirst: boolean;
  if (refund.status === "FAILED") {
    if (refund.retriedAt) throw conflict("This refund has already been retried: see the newer refund.");
    target = await prisma.$transaction(async (tx) => {
      const marked = await tx.refund.updateMany({
        where: { id: refundId, status: "FAILED", retriedAt: null },
        data: { retriedAt: now },
      });
      if (marked.count !== 1) throw conflict("This refund has already been retried: see the newer refund.");
      const failed = await tx.refund.findUniqueOrThrow({
        where: { id: refundId },
        select: {
          orderId: true,
          paymentId: true,
          providerPaymentId: true,
          kind: true,
          amount: true,
          currency: true,
          // The shopper was told of this payment's refund already: the retry does not tell them again.
          shopperNotifiedAt: true,
        },
      });
      const live = await tx.refund.findFirst({
        where: { providerPaymentId: failed.providerPaymentId, status: { not: "FAILED" } },
        select: { id: true },
      });
      if (live) throw conflict("This payment already has a refund in progress or done.");
      const created = await tx.refund.create({ data: { ...failed, requestedAt: now }, select: { id: true } });
      return created.id;
    });
    lookFirst = false;
  } else if (refund.status === "PENDING") {
    if (!(await claimPending(refundId, now)))
      throw conflict("This refund is being asked for right now. Reload in a minute to see Razorpay's answer.");
    target = refundId;
    lookFirst = true;
  } else {
    throw conflict(`This refund is ${REFUND_STATUS_LABELS[refund.status].toLowerCase()}; there is nothing to retry.`);
  }
  const attempt = await requestClaimedRefund(target, { lookFirst });
  const after = await prisma.refund.findUniqueOrThrow({
    where: { id: target },
    select: { id: true, status: true, providerRefundId: true, failureReason: true },
  });
  return { attempt, refund: { ...after, label: REFUND_STATUS_LABELS[after.status] } };
}

/** A refund still to settle, as the reconcile job claims it. */
type ClaimedRefund = { id: string; status: RefundStatus; providerRefundId: string | null; providerPaymentId: string };

/** Refunds the reconcile job looks at: PENDING ones nobody is asking for, PROCESSING ones whose webhook may be lost. */
async function claimRefunds(now: Date, limit: number): Promise<ClaimedRefund[]> {
  const recheck = new Date(now.getTime() - RECHECK_REFUND_AFTER_MS);
  const staleClaim = new Date(now.getTime() - refundClaimMs());
  return prisma.$queryRaw<ClaimedRefund[]>`
    UPDATE "Refund" AS r SET "gatewayCheckedAt" = ${now},
      "requestedAt" = CASE WHEN r."status" = 'PENDING' THEN ${now} ELSE r."requestedAt" END
    WHERE r."id" IN (
      SELECT c."id" FROM "Refund" AS c
      WHERE (c."status" = 'PROCESSING'
          OR (c."status" = 'PENDING' AND (c."requestedAt" IS NULL OR c."requestedAt" < ${staleClaim})))
        AND (c."gatewayCheckedAt" IS NULL OR c."gatewayCheckedAt" < ${recheck})
      ORDER BY c."gatewayCheckedAt" ASC NULLS FIRST, c."createdAt" ASC
      LIMIT ${limit}
      FOR UPDATE OF c SKIP LOCKED
    )
    RETURNING r."id", r."status", r."providerRefundId", r."providerPaymentId"`;
}

/** A refund checked this recently is left for a later run. */
export const RECHECK_REFUND_AFTER_MS = 10 * 60 * 1000;
const REFUNDS_PER_RUN = 50;
/**
 * After this many refunds in a row without an answer the run stops, as the payments' part does: Razorpay
 * is down, and each call could wait out PAYMENT_GATEWAY_TIMEOUT_MS (50 of them would outlive a
 * scheduler's time limit). The refunds claimed but not asked wait for a later run.
 */
const MAX_REFUND_FAILURES_IN_A_ROW = 3;

export type RefundReconcileReport = { refundsChecked: number; refundsSettled: number; refundGatewayErrors: number };

/**
 * A FAILED refund is asked about again this often, for FAILED_REFUND_RECHECK_FOR_MS after it failed:
 * Razorpay may have processed it after all (its refund.processed lost after a stale refund.failed, or a
 * refused request it had carried out), about 9 calls per failed refund, as for a paid order's recheck.
 */
export const FAILED_REFUND_RECHECK_AFTER_MS = 6 * 60 * 60 * 1000;
export const FAILED_REFUND_RECHECK_FOR_MS = 48 * 60 * 60 * 1000;
const FAILED_REFUNDS_PER_RUN = 50;

/** A failed refund the reconcile job asks about; `checkedBefore` is put back when Razorpay does not answer. */
type ClaimedFailed = { id: string; providerPaymentId: string; checkedBefore: Date | null };

/**
 * Claims one FAILED refund due for a recheck, stamping gatewayCheckedAt (so two runs never ask about
 * the same one): failed in the last FAILED_REFUND_RECHECK_FOR_MS, not asked about since it failed or
 * for FAILED_REFUND_RECHECK_AFTER_MS, the latest of its payment's refunds (not replaced by an admin's
 * retry) and the payment without a refund under way or done (then there is nothing to settle).
 */
async function claimFailedRefund(now: Date): Promise<ClaimedFailed | null> {
  const since = new Date(now.getTime() - FAILED_REFUND_RECHECK_FOR_MS);
  const recheck = new Date(now.getTime() - FAILED_REFUND_RECHECK_AFTER_MS);
  const rows = await prisma.$queryRaw<ClaimedFailed[]>`
    UPDATE "Refund" AS r SET "gatewayCheckedAt" = ${now}
    FROM (
      SELECT c."id", c."gatewayCheckedAt" FROM "Refund" AS c
      WHERE c."status" = 'FAILED' AND c."retriedAt" IS NULL AND c."failedAt" > ${since}
        AND (c."gatewayCheckedAt" IS NULL OR c."gatewayCheckedAt" < c."failedAt" OR c."gatewayCheckedAt" < ${recheck})
        AND NOT EXISTS (
          SELECT 1 FROM "Refund" AS o WHERE o."providerPaymentId" = c."providerPaymentId" AND o."status" <> 'FAILED'
        )
      ORDER BY c."gatewayCheckedAt" ASC NULLS FIRST, c."failedAt" ASC
      LIMIT 1
      FOR UPDATE OF c SKIP LOCKED
    ) AS before
    WHERE r."id" = before."id"
    RETURNING r."id", r."providerPaymentId", before."gatewayCheckedAt" AS "checkedBefore"`;
  return rows[0] ?? null;
}

/** A recently failed refund: settled PROCESSED when Razorpay lists it (or the payment's earlier one of ours) as processed. */
async function recheckFailedRefund(
  gateway: PaymentGateway,
  claimed: ClaimedFailed,
  now: Date,
): Promise<"settled" | "unchanged" | "refused" | "down"> {
  try {
    const listed = await gateway.paymentRefunds(claimed.providerPaymentId);
    return (await settleFailedProcessed(claimed.providerPaymentId, listed, now)) ? "settled" : "unchanged";
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error(
      `[reconcile] failed refund ${claimed.id} (${claimed.providerPaymentId}): ${error.kind}: ${error.message}`,
    );
    return error.kind === "refused" ? "refused" : "down";
  }
}

/**
 * The reconcile job's part for refunds (lib/payments/reconcile.ts): a PENDING
 * refund whose request got no answer is asked for again (after a look for it
 * at Razorpay), and a PROCESSING one whose webhook never came is settled from
 * Razorpay's own status of it. Then recently FAILED ones are looked up at
 * Razorpay (FAILED_REFUND_RECHECK_AFTER_MS) and settled where it lists them
 * processed, as the admin's retry would find them.
 */
export async function reconcileRefunds(gateway: PaymentGateway, now = new Date()): Promise<RefundReconcileReport> {
  const report: RefundReconcileReport = { refundsChecked: 0, refundsSettled: 0, refundGatewayErrors: 0 };
  let failuresInARow = 0;
  for (const claimed of await claimRefunds(now, REFUNDS_PER_RUN)) {
    if (failuresInARow >= MAX_REFUND_FAILURES_IN_A_ROW) break;
    report.refundsChecked += 1;
    const outcome = await reconcileRefund(gateway, claimed, now);
    if (outcome === "settled") report.refundsSettled += 1;
    if (outcome === "refused" || outcome === "down") report.refundGatewayErrors += 1;
    failuresInARow = outcome === "down" ? failuresInARow + 1 : 0;
  }
  // One at a time, so a run that stops (Razorpay down) has claimed only what it asked about.
  const unanswered: ClaimedFailed[] = [];
  for (let n = 0; n < FAILED_REFUNDS_PER_RUN && failuresInARow < MAX_REFUND_FAILURES_IN_A_ROW; n += 1) {
    const claimed = await claimFailedRefund(now);
    if (!claimed) break;
    report.refundsChecked += 1;
    const outcome = await recheckFailedRefund(gateway, claimed, now);
    if (outcome === "settled") report.refundsSettled += 1;
    if (outcome === "refused" || outcome === "down") report.refundGatewayErrors += 1;
    if (outcome === "down") unanswered.push(claimed);
    failuresInARow = outcome === "down" ? failuresInARow + 1 : 0;
  }
  // Not answered is not checked: due again at the next run, not in 6 hours.
  for (const claimed of unanswered)
    await prisma.refund.updateMany({
      where: { id: claimed.id, gatewayCheckedAt: now },
      data: { gatewayCheckedAt: claimed.checkedBefore },
    });
  return report;
}

/**
 * One claimed refund: asked for again (PENDING) or settled from Razorpay's status of it (PROCESSING).
 * "down": no usable answer from Razorpay; "refused": a 4xx about this refund's payment only.
 */
async function reconcileRefund(
  gateway: PaymentGateway,
  claimed: ClaimedRefund,
  now: Date,
): Promise<"settled" | "unchanged" | "refused" | "down"> {
  if (claimed.status === "PENDING") {
    const attempt = await requestClaimedRefund(claimed.id, { lookFirst: true, gateway, now });
    if (attempt === "no-answer") return "down";
    return attempt === "not-configured" ? "unchanged" : "settled";
  }
  try {
    const found = (await gateway.paymentRefunds(claimed.providerPaymentId)).find(
      (r) => r.id === claimed.providerRefundId,
    );
    if (!found) return "unchanged";
    const change = await prisma.$transaction((tx) => applyRefundReport(tx, toReport(found), now));
    return change?.changed ? "settled" : "unchanged";
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error(`[reconcile] refund ${claimed.providerRefundId}: ${error.kind}: ${error.message}`);
    return error.kind === "refused" ? "refused" : "down";
  }
}
