import { clearFaultsAfterEach, type SandboxFaults } from "@/test/integration/faulty-sandbox";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { getOrderForAdmin } from "@/lib/orders/admin-order";
import { retryRefund } from "@/lib/orders/admin-refunds";
import { reconcileRefunds } from "@/lib/payments/refunds";
import { GatewayError } from "@/lib/payments/gateway-error";
import { bodyOf, createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import {
  cancelAsShopper,
  gateway,
  paidOnlineOrder,
  shopperOrderView,
  signedWebhook,
  type Json,
} from "@/test/integration/checkout";
import { POST as webhook } from "./webhook/route";

// The refund's states as Razorpay's webhooks move them, in whatever order they
// come (at least once each, no order promised): processed is final at Razorpay,
// so a refund it reports processed ends PROCESSED here even after we recorded
// it FAILED, and a failure reported after it never undoes it. Real signed
// webhooks through the route, real PostgreSQL; only the sandbox's Refunds API
// is made to answer "pending" (as Razorpay does for a normal-speed refund).

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

let admin: Viewer;

beforeAll(async () => {
  useTestSecret();
  admin = await viewerFor(await createUser({ role: "ADMIN", name: "Ananya Iyer" }));
});

clearFaultsAfterEach(faults);

/** A paid online order cancelled by its shopper while Razorpay answers the refund "pending". */
async function cancelledWithRefundPending() {
  const { who, orderId, providerPaymentId } = await paidOnlineOrder();
  const providerRefundId = `rfnd_l${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  faults.createRefund = async () => ({
    id: providerRefundId,
    paymentId: providerPaymentId,
    amount: 120_000,
    currency: "INR",
    status: "pending",
    receipt: (await prisma.refund.findFirstOrThrow({ where: { orderId } })).id,
  });
  expect((await cancelAsShopper(who, orderId)).status).toBe(200);
  faults.createRefund = null;
  const refund = await prisma.refund.findFirstOrThrow({ where: { orderId } });
  expect(refund).toMatchObject({ status: "PROCESSING", providerRefundId });
  return { who, orderId, providerPaymentId, refund: { id: refund.id, providerRefundId } };
}

type Refund = { id: string; providerRefundId: string };

/** refund.processed / refund.failed as Razorpay signs and sends it, with its own event id. */
function refundEvent(event: "refund.processed" | "refund.failed", refund: Refund, paymentId: string, extra: Json = {}) {
  const status = event === "refund.processed" ? "processed" : "failed";
  const entity: Json = {
    id: refund.providerRefundId,
    entity: "refund",
    payment_id: paymentId,
    amount: 120_000,
    currency: "INR",
    receipt: refund.id,
    status,
  };
  if (status === "failed") entity.error_description = "The customer's bank account is closed.";
  Object.assign(entity, extra);
  return webhook(signedWebhook(event, { refund: { entity } }, `evt_${Math.random().toString(36).slice(2, 12)}`), {});
}

describe("a refund Razorpay reports processed after it was reported failed", () => {
  it("ends Processed: the admin and the shopper see it refunded; a late refund.failed changes nothing", async () => {
    const { who, orderId, providerPaymentId, refund } = await cancelledWithRefundPending();

    expect(await bodyOf(await refundEvent("refund.failed", refund, providerPaymentId))).toMatchObject({
      status: "processed",
    });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
      status: "FAILED",
      failureReason: "The customer's bank account is closed.",
    });

    const processed = await refundEvent("refund.processed", refund, providerPaymentId);
    expect(processed.status).toBe(200);
    expect(await bodyOf(processed)).toMatchObject({ received: true, status: "processed" });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
      status: "PROCESSED",
      failureReason: null,
      processedAt: expect.any(Date),
    });
    expect(await prisma.payment.findFirstOrThrow({ where: { orderId } })).toMatchObject({ status: "REFUNDED" });

    const detail = await getOrderForAdmin(admin, orderId);
    expect(detail).toMatchObject({ paymentStatus: "Refunded" });
    expect(detail!.refunds).toMatchObject([{ status: "Refunded", canRetry: false, failureReason: null }]);
    expect(await shopperOrderView(who, orderId)).toMatchObject({
      paymentStatus: "Refunded",
      refund: { amount: 1200, status: "Refunded" },
    });

    // The failure delivered again under a new event id: the same signed body is the same event (a duplicate);
    // a failure event of its own (another body: Razorpay's carry their creation time) is applied, and changes
    // nothing. Still refunded either way.
    expect(await bodyOf(await refundEvent("refund.failed", refund, providerPaymentId))).toMatchObject({
      status: "duplicate",
    });
    const late = await refundEvent("refund.failed", refund, providerPaymentId, { created_at: 1_764_300_000 });
    expect(await bodyOf(late)).toMatchObject({ status: "processed" });
    expect((await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("PROCESSED");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("REFUNDED");
  });

  it("after the admin's retry got no answer: the retry is closed, never asked for again, the order refunded once", async () => {
    const { orderId, providerPaymentId, refund } = await cancelledWithRefundPending();
    await refundEvent("refund.failed", refund, providerPaymentId);

    // The admin retries while Razorpay does not answer: a new refund waits, PENDING.
    let asked = 0;
    faults.createRefund = async () => {
      asked += 1;
      throw new GatewayError("unreachable", "payments.refund: fetch failed");
    };
    const retried = await retryRefund(admin, refund.id);
    expect(retried.attempt).toBe("no-answer");
    expect(asked).toBe(1);
    const retry = retried.refund;
    expect(retry.status).toBe("PENDING");

    // Then Razorpay reports the first refund processed after all.
    expect(await bodyOf(await refundEvent("refund.processed", refund, providerPaymentId))).toMatchObject({
      status: "processed",
    });
    const rows = await prisma.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
    expect(rows).toMatchObject([
      { id: refund.id, status: "PROCESSED" },
      { id: retry.id, status: "FAILED", failureReason: expect.stringMatching(/^Not needed: the earlier refund/) },
    ]);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("REFUNDED");
    const detail = await getOrderForAdmin(admin, orderId);
    expect(detail!.refunds.map((row) => row.canRetry)).toEqual([false, false]);

    // The reconcile job does not ask for the closed retry, and the admin cannot retry it.
    await prisma.refund.updateMany({ where: { orderId }, data: { gatewayCheckedAt: null, requestedAt: null } });
    await reconcileRefunds(gateway(), new Date(Date.now() + 60 * 60_000));
    expect(asked).toBe(1);
    await expect(retryRefund(admin, retry.id)).rejects.toMatchObject({ kind: "conflict" });
    expect(asked).toBe(1);
  });

  it("with its refund.processed lost: the admin's retry, refused by Razorpay, finds it processed and shows it refunded", async () => {
    const { who, orderId, providerPaymentId } = await paidOnlineOrder();
    // Razorpay takes the refund (the sandbox refunds it) and answers "pending", as for a normal-speed refund.
    faults.createRefund = async (real) => ({ ...((await real()) as Json), status: "pending" });
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);
    faults.createRefund = null;
    const first = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(first.status).toBe("PROCESSING");
    const refund = { id: first.id, providerRefundId: first.providerRefundId! };
    // A stale refund.failed comes; the refund.processed that should follow never does.
    await refundEvent("refund.failed", refund, providerPaymentId);
    expect((await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("FAILED");

    const retried = await retryRefund(admin, refund.id);
    expect(retried.attempt).toBe("already-refunded");
    expect(await prisma.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } })).toMatchObject([
      { id: refund.id, status: "PROCESSED" },
      { status: "FAILED", failureReason: expect.stringMatching(/^Not needed: the earlier refund/) },
    ]);
    expect(await prisma.razorpaySandboxRefund.count({ where: { paymentId: providerPaymentId } })).toBe(1);
    expect(await shopperOrderView(who, orderId)).toMatchObject({ paymentStatus: "Refunded" });
  });
});
