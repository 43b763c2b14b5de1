import { sentMails } from "@/test/integration/outbox";
import { clearAfterTasksAfterEach, type AfterTasks } from "@/test/integration/after-tasks";
import { clearFaultsAfterEach, type SandboxFaults } from "@/test/integration/faulty-sandbox";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { retryRefund } from "@/lib/orders/admin-refunds";
import { GatewayError } from "@/lib/payments/gateway-error";
import { prisma } from "@/lib/db";
import { reconcileOnlinePayments } from "@/lib/payments/reconcile";
import { refundClaimMs } from "@/lib/payments/refunds";
import { createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import { capturedWebhookInServer, paidTwice } from "@/test/integration/checkout";

// "We received another payment for your order" goes to a shopper charged twice, whose browser may be gone:
// the webhook records the second payment's refund and sends the mail after its answer (Next's after(),
// whose tasks this file collects as a Next.js server would run them). If the process dies before that
// mail, the reconcile job sends it, once, however many instances run it at once; a mail already sent is
// never sent again. Real signed webhooks, real PostgreSQL, the sandbox's Razorpay side.

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

beforeAll(async () => {
  useTestSecret();
});

clearFaultsAfterEach(faults);
clearAfterTasksAfterEach(afterTasks);

/** The e-mails sent to a shopper about a second payment of theirs. */
async function secondPaymentMailsTo(email: string) {
  return (await sentMails(email)).filter((mail) => /another payment/.test(mail.subject));
}

/** The second payment's webhook, delivered to the route as a Next.js server runs it. */
async function deliverInServer(razorpayOrderId: string, paymentId: string) {
  expect((await capturedWebhookInServer(razorpayOrderId, paymentId)).status).toBe(200);
}

const later = () => new Date(Date.now() + refundClaimMs() + 60_000);

describe("the mail about a second payment's refund", () => {
  it("is sent by the reconcile job, once, when the process died before the webhook's after() work", async () => {
    const { who, orderId, razorpayOrderId, second } = await paidTwice();
    await deliverInServer(razorpayOrderId, second);
    afterTasks.length = 0; // the process died before its after() work ran
    expect(await secondPaymentMailsTo(who.email)).toEqual([]);

    // Two instances run the job at the same moment: the refund is made and the shopper told, once.
    const [one, two] = await Promise.all([reconcileOnlinePayments(later()), reconcileOnlinePayments(later())]);
    const mails = await secondPaymentMailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(one.secondPaymentMailsSent + two.secondPaymentMailsSent).toBe(1);
    expect(mails[0]?.text).toContain(second);
    expect(await prisma.refund.findMany({ where: { orderId } })).toEqual([
      expect.objectContaining({ providerPaymentId: second, status: "PROCESSED", shopperNotifiedAt: expect.any(Date) }),
    ]);

    // Later runs send nothing more.
    expect((await reconcileOnlinePayments(later())).secondPaymentMailsSent).toBe(0);
    expect(await secondPaymentMailsTo(who.email)).toHaveLength(1);
  });

  it("is not sent again by the webhook's after() work running after the reconcile job sent it", async () => {
    const { who, razorpayOrderId, second } = await paidTwice();
    await deliverInServer(razorpayOrderId, second);
    const followUps = afterTasks.splice(0);
    expect((await reconcileOnlinePayments(later())).secondPaymentMailsSent).toBe(1);
    await Promise.all(followUps.map((task) => task()));
    expect(await secondPaymentMailsTo(who.email)).toHaveLength(1);
  });

  it("sent by the webhook's after() work, is not sent again by the reconcile job", async () => {
    const { who, razorpayOrderId, second } = await paidTwice();
    await deliverInServer(razorpayOrderId, second);
    await Promise.all(afterTasks.splice(0).map((task) => task()));
    expect(await secondPaymentMailsTo(who.email)).toHaveLength(1);

    expect((await reconcileOnlinePayments(later())).secondPaymentMailsSent).toBe(0);
    expect(await secondPaymentMailsTo(who.email)).toHaveLength(1);
  });

  it("is not sent again for the admin's retry of its refund that Razorpay refused", async () => {
    const admin = await viewerFor(await createUser({ role: "ADMIN", name: "Ananya Iyer" }));
    const { who, orderId, razorpayOrderId, second } = await paidTwice();
    faults.createRefund = () =>
      Promise.reject(new GatewayError("refused", "payments.refund: BAD_REQUEST_ERROR: Try again later"));
    await deliverInServer(razorpayOrderId, second);
    await Promise.all(afterTasks.splice(0).map((task) => task()));
    faults.createRefund = null;
    const failed = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(failed.status).toBe("FAILED");
    expect(await secondPaymentMailsTo(who.email)).toHaveLength(1);

    expect((await retryRefund(admin, failed.id)).refund.status).toBe("PROCESSED");
    expect((await reconcileOnlinePayments(later())).secondPaymentMailsSent).toBe(0);
    expect(await secondPaymentMailsTo(who.email)).toHaveLength(1);
  });
});
