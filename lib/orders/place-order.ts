import "server-only";
import { z } from "zod";
import { withUserLock } from "@/lib/account/addresses";
import { ApiError } from "@/lib/api/http";
import { runIdempotent } from "@/lib/api/idempotency";
import type { SessionUser } from "@/lib/auth/session";
import { prisma, type Prisma } from "@/lib/db";
import { assertCodAvailable } from "@/lib/delivery/estimate";
import { paymentGateway } from "@/lib/payments/gateway";
import { store } from "@/lib/store";
import { cancelUnpaidOrder } from "./cancel";
import {
  assertLinesMatch,
  clientLinesSchema,
  getCheckoutSummary,
  insertOrder,
  quotationIdSchema,
  removeOrderedFromCart,
  type CheckoutSummary,
} from "./checkout";
import { sendOrderConfirmation } from "./confirmation-mail";
import {
  hasEveryShippingField,
  MISSING_SHIPPING_INFO_MESSAGE,
  shippingInfoSchema,
  type ShippingInfo,
} from "./shipping-info";

// Placing an order: cash on delivery in one step, or online in two (a
// pending order with a Razorpay order now, paid later by verify or webhook).
// Each runs in one transaction holding the shopper's lock: the order, its
// stock and (for COD) the emptied cart commit together or not at all.

export const COD_SUCCESS_MESSAGE = "Order placed successfully! You'll pay cash on delivery.";

/** An unpaid online order holds its stock this long; then a new checkout or the sweep releases it. */
export const ONLINE_PAYMENT_WINDOW_MS = 30 * 60 * 1000;

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

/** Spec's COD payload. `totalPrice`, item names and prices may be sent; they are never read. */
export const placeCodOrderSchema = withShippingFields(
  "shippingAddress",
  z.object({
    paymentMethod: z.literal("COD", { error: 'paymentMethod must be "COD" here; pay online through create-order.' }),
    shippingAddress: shippingInfoSchema,
    items: clientLinesSchema,
    quotationId: quotationIdSchema,
  }),
);
export type PlaceCodOrderInput = z.infer<typeof placeCodOrderSchema>;

/** Spec's create-order payload. `amount` may be sent; the server charges its own total. */
export const createOnlineOrderSchema = withShippingFields(
  "shippingInfo",
  z.object({
    shippingInfo: shippingInfoSchema,
    cartItems: clientLinesSchema,
    quotationId: quotationIdSchema,
  }),
);
export type CreateOnlineOrderInput = z.infer<typeof createOnlineOrderSchema>;

type Tx = Prisma.TransactionClient;

async function summaryFor(tx: Tx, userId: string, quotationId: string | undefined, seen: unknown) {
  const summary = await getCheckoutSummary(userId, { quotationId }, tx);
  if (!summary.quotation) assertLinesMatch(summary, seen as Parameters<typeof assertLinesMatch>[1]);
  return summary;
}

export async function placeCodOrder(user: SessionUser, input: PlaceCodOrderInput, idempotencyKey: string | null) {
  let placedOrderId: string | null = null;
  const response = await withUserLock(user.id, (tx) =>
    runIdempotent(tx, { userId: user.id, scope: "payment.place-order", key: idempotencyKey, body: input }, async () => {
      const summary = await summaryFor(tx, user.id, input.quotationId, input.items);
      assertCodAvailable(input.shippingAddress, summary.total); // the PIN code takes cash and the total is within the COD limit
      const order = await insertOrder(tx, {
        userId: user.id,
        paymentMethod: "COD",
        shipping: input.shippingAddress,
        summary,
      });
      if (order.total > 0)
        await tx.payment.create({ data: { orderId: order.id, provider: "COD", amount: order.total } });
      if (!summary.quotation) await removeOrderedFromCart(tx, user.id, order.id);
      placedOrderId = order.id;
      return {
        status: 201,
        body: { success: true, message: COD_SUCCESS_MESSAGE, orderId: order.id, orderNumber: order.number },
      };
    }),
  );
  if (placedOrderId) await sendOrderConfirmation(placedOrderId);
  return response;
}

function sameShipping(order: Record<string, unknown>, shipping: ShippingInfo) {
  return (
    order.shipFullName === shipping.fullName &&
    order.shipPhone === shipping.phone &&
    order.shipStreet === shipping.address &&
    order.shipCity === shipping.city &&
    order.shipState === shipping.state &&
    order.shipPostalCode === shipping.postalCode
  );
}

function sameLines(
  items: Array<{ productId: string | null; quantity: number; lineTotal: number }>,
  summary: CheckoutSummary,
) {
  if (items.length !== summary.lines.length) return false;
  return summary.lines.every((line) =>
    items.some((i) => i.productId === line.productId && i.quantity === line.quantity && i.lineTotal === line.lineTotal),
  );
}

export async function createOnlineOrder(
  user: SessionUser,
  input: CreateOnlineOrderInput,
  idempotencyKey: string | null,
  now = new Date(),
) {
  const gateway = paymentGateway();
  if (!gateway)
    throw new ApiError(
      503,
      "Online payment is not available right now. Please choose Cash on Delivery.",
      "UNAVAILABLE",
    );
  if (Math.random() < 0.05) void expireAbandonedOnlineOrders(now).catch(() => undefined);

  return withUserLock(user.id, (tx) =>
    runIdempotent(
      tx,
      { userId: user.id, scope: "payment.create-order", key: idempotencyKey, body: input },
      async () => {
        const summary = await summaryFor(tx, user.id, input.quotationId, input.cartItems);
        if (summary.lines.length === 0) throw new ApiError(409, "Your cart is empty.", "CONFLICT");
        const checkoutFor = (order: { id: string; number: number; total: number }, providerOrderId: string) => ({
          status: 200,
          body: {
            key: gateway.keyId,
            amount: order.total,
            currency: "INR",
            orderId: providerOrderId,
            order: { _id: order.id, number: order.number },
            sandbox: gateway.mode === "sandbox",
            name: store.name,
            description: `Order #${order.number}`,
            prefill: { name: input.shippingInfo.fullName, email: user.email, contact: input.shippingInfo.phone },
          },
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
        for (const earlier of unpaid) {
          const providerOrderId = earlier.payments[0]?.providerOrderId;
          const fresh = now.getTime() - earlier.createdAt.getTime() < ONLINE_PAYMENT_WINDOW_MS;
          if (
            fresh &&
            providerOrderId &&
            earlier.total === summary.total &&
            earlier.quotationId === (summary.quotation?.id ?? null) &&
            sameShipping(earlier, input.shippingInfo) &&
            sameLines(earlier.items, summary)
          )
            return checkoutFor(earlier, providerOrderId);
          await cancelUnpaidOrder(tx, earlier.id, "Replaced by a newer checkout.");
        }

        const order = await insertOrder(tx, {
          userId: user.id,
          paymentMethod: "ONLINE",
          shipping: input.shippingInfo,
          summary,
        });
        const gatewayOrder = await gateway.createOrder({
          amount: order.total,
          receipt: `order_${order.number}`,
          notes: { orderId: order.id },
        });
        if (gatewayOrder.amount !== order.total) throw new Error("The payment provider changed the order amount.");
        await tx.payment.create({
          data: { orderId: order.id, provider: "RAZORPAY", providerOrderId: gatewayOrder.id, amount: order.total },
        });
        return checkoutFor(order, gatewayOrder.id);
      },
    ),
  );
}

/** Releases the stock of online orders left unpaid past the payment window. */
export async function expireAbandonedOnlineOrders(now = new Date(), limit = 50): Promise<number> {
  const stale = await prisma.order.findMany({
    where: {
      paymentMethod: "ONLINE",
      paymentStatus: { in: ["PENDING", "FAILED"] },
      cancelledAt: null,
      createdAt: { lt: new Date(now.getTime() - ONLINE_PAYMENT_WINDOW_MS) },
    },
    select: { id: true },
    take: limit,
  });
  let expired = 0;
  for (const { id } of stale) {
    const done = await prisma.$transaction((tx) => cancelUnpaidOrder(tx, id, "Payment not completed in time."));
    if (done) expired += 1;
  }
  return expired;
}
