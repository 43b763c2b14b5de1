import { sentMails } from "@/test/integration/outbox";
import type { SandboxFaults } from "@/test/integration/faulty-sandbox";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { retryRefund } from "@/lib/orders/admin-refunds";
import { GatewayError } from "@/lib/payments/gateway-error";
import { prisma } from "@/lib/db";
import { reconcileOnlinePayments } from "@/lib/payments/reconcile";
import { refundClaimMs } from "@/lib/payments/refunds";
import { createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import { capturedPayload, signedWebhook, paidTwice } from "@/test/integration/checkout";
import { POST as webhook } from "../../payment/webhook/route";

// "We received another payment for your order" goes to a shopper charged twice, whose browser may be gone:
// the webhook records the second payment's refund and sends the mail after its answer (Next's after(),
// whose tasks this file collects as a Next.js server would run them). If the process dies before that
// mail, the reconcile job sends it, once, however many instances run it at once; a mail already sent is
// never sent again. Real signed webhooks, real PostgreSQL, the sandbox's Razorpay side.

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

const afterTasks = vi.hoisted((): Array<() => unknown> => []);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: unknown) => {
    afterTasks.push(typeof task === "function" ? (task as () => unknown) : () => task);
  },
}));

beforeAll(async () => {
  useTestSecret();
});

afterEach(() => {
  faults.createRefund = null;
  afterTasks.length = 0;
  delete process.env.NEXT_RUNTIME;
});

/** The e-mails sent to a shopper about a second payment of theirs. */
async function secondPaymentMailsTo(email: string) {
  return (await sentMails(email)).filter((mail) => /another payment/.test(mail.subject));
}

/** The second payment's webhook, delivered to the route as a Next.js server runs it. */
async function deliverInServer(razorpayOrderId: string, paymentId: string) {
  process.env.NEXT_RUNTIME = "nodejs";
  try {
    const answer = await webhook(
      signedWebhook("payment.captured", capturedPayload(razorpayOrderId, paymentId, 120_000), `evt_${paymentId}`),
      {},
    );
    expect(answer.status).toBe(200);
  } finally {
    delete process.env.NEXT_RUNTIME;
  }
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
