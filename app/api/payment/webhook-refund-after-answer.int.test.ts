import { clearAfterTasksAfterEach, type AfterTasks } from "@/test/integration/after-tasks";
import { clearFaultsAfterEach, type SandboxFaults } from "@/test/integration/faulty-sandbox";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { refundClaimMs, reconcileRefunds } from "@/lib/payments/refunds";
import { bodyOf, useTestSecret } from "@/test/integration/accounts";
import { capturedWebhookInServer, gateway, paidTwice } from "@/test/integration/checkout";
import { deferred } from "@/test/deferred";

// Razorpay waits 5 seconds for a webhook's answer and delivers the event again when it comes late. A
// payment.captured for an order another payment already paid owes a refund, and the Refunds API can
// take longer than that: the webhook records the refund (claimed) with the event and answers; the
// request to Razorpay runs after the answer (Next's after(), whose tasks this file collects, as a
// Next.js server would run them), and if it never runs (the process died) the reconcile job asks
// once the claim is stale. One refund at Razorpay either way. Only Razorpay's Refunds API in the
// sandbox is slowed here; the signature, PostgreSQL and the rest of the sandbox are real.

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

const afterTasks = vi.hoisted((): AfterTasks => []);
vi.mock("next/server", async (importOriginal) =>
  (await import("@/test/integration/after-tasks")).withAfterCollected(
    await importOriginal<typeof import("next/server")>(),
    afterTasks,
  ),
);

beforeAll(() => {
  useTestSecret();
});

clearFaultsAfterEach(faults);
clearAfterTasksAfterEach(afterTasks);

const sandboxRefundsOf = (paymentId: string) => prisma.razorpaySandboxRefund.findMany({ where: { paymentId } });

describe("a webhook that owes a refund while Razorpay's Refunds API is slow", () => {
  it("answers before Razorpay is asked; the refund asked right after is made once, even beside the reconcile job", async () => {
    const { orderId, razorpayOrderId, second } = await paidTwice();
    const razorpayAnswers = deferred<void>();
    let asked = 0;
    faults.createRefund = async (real) => {
      asked += 1;
      await razorpayAnswers.promise;
      return real();
    };

    const answer = await capturedWebhookInServer(razorpayOrderId, second);
    expect(answer.status).toBe(200);
    expect(await bodyOf(answer)).toMatchObject({ received: true, status: "processed" });
    // Answered without waiting on Razorpay: the refund is recorded and claimed, not yet asked for.
    expect(asked).toBe(0);
    expect(await prisma.refund.findMany({ where: { orderId } })).toEqual([
      expect.objectContaining({
        kind: "EXTRA_PAYMENT",
        providerPaymentId: second,
        status: "PENDING",
        requestedAt: expect.any(Date),
      }),
    ]);
    expect(await sandboxRefundsOf(second)).toEqual([]);

    // Razorpay's retry of the event (had the answer still been late) records nothing more.
    expect(await bodyOf(await capturedWebhookInServer(razorpayOrderId, second))).toMatchObject({ status: "duplicate" });

    // After the answer: the request runs, Razorpay answers slowly, and a reconcile run comes meanwhile.
    const followUps = afterTasks.splice(0).map((task) => task());
    const reconcile = reconcileRefunds(gateway());
    razorpayAnswers.resolve();
    await Promise.all([...followUps, reconcile]);
    expect(asked).toBe(1);
    expect(await prisma.refund.findMany({ where: { orderId } })).toEqual([
      expect.objectContaining({ providerPaymentId: second, status: "PROCESSED" }),
    ]);
    expect(await sandboxRefundsOf(second)).toEqual([expect.objectContaining({ amount: 120_000, status: "processed" })]);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("PAID");
  });

  it("loses nothing when the process dies after answering: the reconcile job refunds it once its claim is stale", async () => {
    const { orderId, razorpayOrderId, second } = await paidTwice();
    expect((await capturedWebhookInServer(razorpayOrderId, second)).status).toBe(200);
    afterTasks.length = 0; // the process died before its after() work ran

    // While the webhook's claim could still be answered, the reconcile job leaves it alone.
    await reconcileRefunds(gateway());
    expect(await sandboxRefundsOf(second)).toEqual([]);
    expect((await prisma.refund.findFirstOrThrow({ where: { orderId } })).status).toBe("PENDING");

    const later = () => new Date(Date.now() + refundClaimMs() + 60_000);
    const [one, two] = await Promise.all([reconcileRefunds(gateway(), later()), reconcileRefunds(gateway(), later())]);
    expect(one.refundsSettled + two.refundsSettled).toBe(1);
    expect(await prisma.refund.findMany({ where: { orderId } })).toEqual([
      expect.objectContaining({ providerPaymentId: second, status: "PROCESSED" }),
    ]);
    expect(await sandboxRefundsOf(second)).toHaveLength(1);

    // The same payment reported again under another event id, arriving late, asks for nothing more.
    expect((await capturedWebhookInServer(razorpayOrderId, second, `evt_${second}_again`)).status).toBe(200);
    await Promise.all(afterTasks.splice(0).map((task) => task()));
    expect(await sandboxRefundsOf(second)).toHaveLength(1);
  });
});
