import { clearFaultsAfterEach, type SandboxFaults } from "@/test/integration/faulty-sandbox";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import type { ReconcileReport } from "@/lib/payments/reconcile";
import { reconcileRefunds } from "@/lib/payments/refunds";
import { GatewayError } from "@/lib/payments/gateway-error";
import { useTestSecret } from "@/test/integration/accounts";
import {
  cancelAsShopper,
  gateway,
  paidOnlineOrder,
  shopperOrderView,
  signedWebhook,
  type Json,
} from "@/test/integration/checkout";
import { POST as webhook } from "../../payment/webhook/route";
import { GET } from "./route";

// A refund we recorded FAILED that Razorpay in fact processed: its refund.processed webhook lost after a
// stale refund.failed, or a refused request that Razorpay had carried out after all. The reconcile job asks
// Razorpay about recently failed refunds (every 6 hours for 48 hours after the failure) and settles one it
// lists as processed, as its webhook would have, without waiting for an admin's Retry. Real signed webhooks
// through the route, real PostgreSQL, the sandbox's Razorpay side; only its API is made to answer badly
// where a test says so.

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

const SECRET = "cron-secret-for-tests";
const reconcile = async (): Promise<ReconcileReport> => {
  const response = await GET(
    new Request("http://localhost/api/cron/reconcile", { headers: { authorization: `Bearer ${SECRET}` } }),
    {},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ReconcileReport;
};

beforeAll(() => {
  useTestSecret();
  process.env.CRON_SECRET = SECRET;
});

clearFaultsAfterEach(faults);

/** refund.failed as Razorpay signs and sends it. */
function refundFailed(refund: { id: string; providerRefundId: string }, paymentId: string) {
  const entity: Json = {
    id: refund.providerRefundId,
    entity: "refund",
    payment_id: paymentId,
    amount: 120_000,
    currency: "INR",
    receipt: refund.id,
    status: "failed",
    error_description: "The customer's bank account is closed.",
  };
  const eventId = `evt_${Math.random().toString(36).slice(2, 12)}`;
  return webhook(signedWebhook("refund.failed", { refund: { entity } }, eventId), {});
}

/** Counts the calls for a payment's refunds at Razorpay (answered by the sandbox). */
function countRefundLookups() {
  const counter = { calls: 0 };
  faults.paymentRefunds = (real) => {
    counter.calls += 1;
    return real();
  };
  return counter;
}

describe("the reconcile job and a refund recorded FAILED that Razorpay processed", () => {
  it("settles it when its refund.processed was lost after a stale refund.failed", async () => {
    const { who, orderId, providerPaymentId } = await paidOnlineOrder();
    // Razorpay takes the refund (the sandbox refunds it) and answers "pending", as for a normal-speed refund.
    faults.createRefund = async (real) => ({ ...((await real()) as Json), status: "pending" });
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);
    faults.createRefund = null;
    const recorded = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(recorded.status).toBe("PROCESSING");
    // A stale refund.failed comes; the refund.processed that should follow never does.
    expect(
      (await refundFailed({ id: recorded.id, providerRefundId: recorded.providerRefundId! }, providerPaymentId)).status,
    ).toBe(200);
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: recorded.id } })).toMatchObject({ status: "FAILED" });
    expect(await shopperOrderView(who, orderId)).toMatchObject({ paymentStatus: "Paid" });

    const report = await reconcile();
    expect(report.refundsSettled).toBe(1);
    expect(await prisma.refund.findMany({ where: { orderId } })).toEqual([
      expect.objectContaining({
        id: recorded.id,
        status: "PROCESSED",
        failureReason: null,
        processedAt: expect.any(Date),
      }),
    ]);
    expect(await shopperOrderView(who, orderId)).toMatchObject({
      paymentStatus: "Refunded",
      refund: { status: "Refunded" },
    });
    // Nothing asked of Razorpay twice: one refund there, and a settled refund is not looked at again.
    expect(await prisma.razorpaySandboxRefund.count({ where: { paymentId: providerPaymentId } })).toBe(1);
    const lookups = countRefundLookups();
    await reconcile();
    expect(lookups.calls).toBe(0);
  });

  it("settles it when the request was refused but Razorpay had refunded it (its list lagging at the time)", async () => {
    const { who, orderId, providerPaymentId } = await paidOnlineOrder();
    faults.createRefund = async (real) => {
      await real();
      throw new GatewayError("refused", "payments.refund: BAD_REQUEST_ERROR: The refund could not be processed");
    };
    // The look after the refusal does not show it yet.
    faults.paymentRefunds = async () => [];
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);
    faults.createRefund = null;
    faults.paymentRefunds = null;
    const recorded = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(recorded).toMatchObject({ status: "FAILED", providerRefundId: null });

    expect((await reconcile()).refundsSettled).toBe(1);
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: recorded.id } })).toMatchObject({
      status: "PROCESSED",
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await shopperOrderView(who, orderId)).toMatchObject({ paymentStatus: "Refunded" });
    expect(await prisma.razorpaySandboxRefund.count({ where: { paymentId: providerPaymentId } })).toBe(1);
  });

  it("asks about a failed refund every 6 hours for 48 hours after it failed, and stops when Razorpay does not answer", async () => {
    const failed = [];
    for (let i = 0; i < 5; i += 1) {
      const { who, orderId } = await paidOnlineOrder();
      faults.createRefund = () =>
        Promise.reject(new GatewayError("refused", "payments.refund: BAD_REQUEST_ERROR: The account is closed"));
      expect((await cancelAsShopper(who, orderId)).status).toBe(200);
      faults.createRefund = null;
      failed.push(await prisma.refund.findFirstOrThrow({ where: { orderId } }));
    }
    expect(failed.map((refund) => refund.status)).toEqual(Array(5).fill("FAILED"));
    const at = (hours: number) => new Date(Date.now() + hours * 60 * 60_000);

    // Razorpay down: the run stops after three calls without an answer.
    let down = 0;
    faults.paymentRefunds = () => {
      down += 1;
      return Promise.reject(new GatewayError("unreachable", "payments.fetchRefunds: fetch failed"));
    };
    expect(await reconcileRefunds(gateway(), at(0))).toMatchObject({ refundGatewayErrors: 3 });
    expect(down).toBe(3);

    const lookups = countRefundLookups();
    await reconcileRefunds(gateway(), at(1));
    expect(lookups.calls).toBe(5);
    await reconcileRefunds(gateway(), at(3));
    expect(lookups.calls).toBe(5);
    await reconcileRefunds(gateway(), at(7.5));
    expect(lookups.calls).toBe(10);
    await reconcileRefunds(gateway(), at(49));
    expect(lookups.calls).toBe(10);
    // Razorpay lists them as failed: they stay FAILED, for the admin's Retry.
    expect(
      (await prisma.refund.findMany({ where: { id: { in: failed.map((refund) => refund.id) } } })).map((r) => r.status),
    ).toEqual(Array(5).fill("FAILED"));
  });
});
