import "server-only";
import { randomBytes } from "node:crypto";
import { prisma, type Prisma } from "@/lib/db";
import type { GatewayPayment, GatewayRefund, RazorpayApi } from "./gateway";
import { GatewayError } from "./gateway-error";

// The sandbox's "Razorpay side": the orders and payments Razorpay would hold,
// kept in PostgreSQL (RazorpaySandboxOrder, RazorpaySandboxPayment) so any
// request, any instance and a restarted server can ask about them, as the
// shop asks Razorpay. It answers like Razorpay's Orders, Payments and Refunds
// APIs, refusals included (a 4xx becomes GatewayError "refused"). Payments are
// made here only by the sandbox pop-up (sandbox.ts); refunds are processed at
// once, as in Razorpay's test mode (RazorpaySandboxRefund).

const paymentSelect = {
  id: true,
  orderId: true,
  amount: true,
  currency: true,
  status: true,
  errorDescription: true,
} satisfies Prisma.RazorpaySandboxPaymentSelect;
type PaymentRow = Prisma.RazorpaySandboxPaymentGetPayload<{ select: typeof paymentSelect }>;

const asGatewayPayment = (row: PaymentRow): GatewayPayment => ({
  ...row,
  status: row.status as GatewayPayment["status"],
});

const refundSelect = {
  id: true,
  paymentId: true,
  amount: true,
  currency: true,
  status: true,
  receipt: true,
} satisfies Prisma.RazorpaySandboxRefundSelect;
type RefundRow = Prisma.RazorpaySandboxRefundGetPayload<{ select: typeof refundSelect }>;

const asGatewayRefund = (row: RefundRow): GatewayRefund => ({
  ...row,
  status: row.status as GatewayRefund["status"],
});

export const newSandboxId = (prefix: "order" | "pay" | "rfnd") => `${prefix}_${randomBytes(7).toString("hex")}`;

export function sandboxRazorpayApi(): RazorpayApi {
  return {
    async createOrder({ amount, receipt, notes }) {
      const order = await prisma.razorpaySandboxOrder.create({
        data: { id: newSandboxId("order"), amount, currency: "INR", receipt, notes },
        select: { id: true, amount: true },
      });
      return { ...order, currency: "INR" };
    },

    async fetchPayment(paymentId) {
      const row = await prisma.razorpaySandboxPayment.findUnique({ where: { id: paymentId }, select: paymentSelect });
      return row ? asGatewayPayment(row) : null;
    },

    async capturePayment(paymentId, amount) {
      // One conditional update, as Razorpay captures a payment at most once.
      const captured = await prisma.razorpaySandboxPayment.updateMany({
        where: { id: paymentId, status: "authorized", amount, currency: "INR" },
        data: { status: "captured", capturedAt: new Date() },
      });
      const row = await prisma.razorpaySandboxPayment.findUnique({ where: { id: paymentId }, select: paymentSelect });
      if (!row) throw new GatewayError("refused", "payments.capture: The id provided does not exist");
      if (captured.count !== 1) {
        const reason =
          row.status === "captured"
            ? "This payment has already been captured"
            : row.status !== "authorized"
              ? "Only payments which have been authorized and not yet captured can be captured"
              : "Capture amount must be equal to the amount authorized";
        throw new GatewayError("refused", `payments.capture: ${reason}`);
      }
      await prisma.razorpaySandboxOrder.update({ where: { id: row.orderId }, data: { status: "paid" } });
      return asGatewayPayment(row);
    },

    async orderPayments(orderId) {
      const order = await prisma.razorpaySandboxOrder.findUnique({ where: { id: orderId }, select: { id: true } });
      if (!order) throw new GatewayError("refused", "orders.fetchPayments: The id provided does not exist");
      const rows = await prisma.razorpaySandboxPayment.findMany({
        where: { orderId },
        orderBy: { createdAt: "asc" },
        select: paymentSelect,
      });
      return rows.map(asGatewayPayment);
    },

    async createRefund(paymentId, { amount, receipt, notes }) {
      // Under the payment's row lock, as Razorpay never refunds more than was captured however often it is asked.
      return prisma.$transaction(async (tx) => {
        const [payment] = await tx.$queryRaw<Array<{ amount: number; status: string }>>`
          SELECT "amount", "status" FROM "RazorpaySandboxPayment" WHERE "id" = ${paymentId} FOR UPDATE`;
        if (!payment) throw new GatewayError("refused", "payments.refund: The id provided does not exist");
        if (payment.status !== "captured" && payment.status !== "refunded")
          throw new GatewayError("refused", "payments.refund: The payment has not been captured");
        const refunded = await tx.razorpaySandboxRefund.aggregate({
          where: { paymentId, status: { not: "failed" } },
          _sum: { amount: true },
        });
        const already = refunded._sum.amount ?? 0;
        if (!Number.isInteger(amount) || amount < 100 || already + amount > payment.amount)
          throw new GatewayError(
            "refused",
            "payments.refund: The total refund amount is greater than the refund payment amount",
          );
        const row = await tx.razorpaySandboxRefund.create({
          data: { id: newSandboxId("rfnd"), paymentId, amount, currency: "INR", receipt, notes, status: "processed" },
          select: refundSelect,
        });
        if (already + amount === payment.amount)
          await tx.razorpaySandboxPayment.update({ where: { id: paymentId }, data: { status: "refunded" } });
        return asGatewayRefund(row);
      });
    },

    async paymentRefunds(paymentId) {
      const payment = await prisma.razorpaySandboxPayment.findUnique({
        where: { id: paymentId },
        select: { id: true },
      });
      if (!payment) throw new GatewayError("refused", "payments.fetchMultipleRefund: The id provided does not exist");
      const rows = await prisma.razorpaySandboxRefund.findMany({
        where: { paymentId },
        orderBy: { createdAt: "desc" },
        select: refundSelect,
      });
      return rows.map(asGatewayRefund);
    },
  };
}

/**
 * Records a payment attempt on a sandbox order, as Razorpay does when the
 * shopper pays in its pop-up: captured at once (an account that
 * auto-captures), only authorized (one that captures by API), or failed.
 */
export async function recordSandboxPayment(
  orderId: string,
  status: "captured" | "authorized" | "failed",
  errorDescription: string | null = null,
): Promise<GatewayPayment | "already-paid" | null> {
  return prisma.$transaction(async (tx) => {
    // Locked, so two pop-ups paying the same order at once cannot both capture.
    const [order] = await tx.$queryRaw<Array<{ amount: number; currency: string; status: string }>>`
      SELECT "amount", "currency", "status" FROM "RazorpaySandboxOrder" WHERE "id" = ${orderId} FOR UPDATE`;
    if (!order) return null;
    // Razorpay takes no payment on an order that is already paid.
    if (order.status === "paid") return "already-paid";
    const row = await tx.razorpaySandboxPayment.create({
      data: {
        id: newSandboxId("pay"),
        orderId,
        amount: order.amount,
        currency: order.currency,
        status,
        errorDescription,
        capturedAt: status === "captured" ? new Date() : null,
      },
      select: paymentSelect,
    });
    await tx.razorpaySandboxOrder.update({
      where: { id: orderId },
      data: { status: status === "captured" ? "paid" : "attempted" },
    });
    return asGatewayPayment(row);
  });
}
