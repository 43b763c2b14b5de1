import { expect } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { paymentGateway } from "@/lib/payments/gateway";
import { RECHECK_AFTER_MS } from "@/lib/payments/reconcile";
import { TRAVEL_GOODS, taxCategories } from "@/prisma/seed-data/catalog";
import { webhookSignature } from "@/lib/payments/signatures";
import { newSandboxId } from "@/lib/payments/sandbox-api";
import { POST as createOrder } from "@/app/api/payment/create-order/route";
import { POST as placeOrder } from "@/app/api/payment/place-order/route";
import { POST as sandboxPayRoute } from "@/app/api/payment/sandbox/pay/route";
import { POST as webhookRoute } from "@/app/api/payment/webhook/route";
import { POST as cancelRoute } from "@/app/api/orders/[id]/cancel/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { apiRequest, bodyOf, createUser, withId } from "./accounts";

// Checkout through the route handlers, for the payment and cron integration
// tests: shoppers with a session token, products with stock, carts, COD and
// online orders, and the local Razorpay sandbox's pop-up and webhooks.

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies under test
export type Shopper = { id: string; email: string; token: string };

export const shipping = {
  fullName: "Asha Rao",
  phone: "98765 43210",
  address: "12 MG Road, Indiranagar",
  city: "Bengaluru",
  country: "India",
  state: "Karnataka",
  postalCode: "560038",
};

export async function shopper(): Promise<Shopper> {
  const user = await createUser();
  return { id: user.id, email: user.email, token: (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token };
}

/**
 * The seed's GST category of that name (bags: "Travel goods", HSN 4202, 18%), created as the seed has it
 * when this file's database has none yet. Every product sold has one: checkout never taxes a line at 0% by default.
 */
export async function taxCategory(name: string = TRAVEL_GOODS) {
  const seeded = taxCategories.find((category) => category.name === name);
  if (!seeded) throw new Error(`taxCategory: the seed has no tax category ${name}`);
  await prisma.taxCategory.createMany({ data: [{ ...seeded }], skipDuplicates: true });
  return prisma.taxCategory.findUniqueOrThrow({
    where: { name },
    select: { id: true, hsnCode: true, rateBasisPoints: true },
  });
}

let productCount = 0;

/** A product (price in paise, GST included) in a brand and category of its own, taxed as the seed taxes bags. */
export async function product(price: number, stock: number, { tax = TRAVEL_GOODS }: { tax?: string } = {}) {
  productCount += 1;
  const tag = `${productCount}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const brand = await prisma.brand.create({ data: { name: `Brand ${tag}`, slug: `brand-${tag}` } });
  const category = await prisma.category.create({ data: { name: `Bags ${tag}`, slug: `bags-${tag}` } });
  const gst = await taxCategory(tax);
  return prisma.product.create({
    data: {
      slug: `pay-test-${tag}`,
      name: `Pay test bag ${tag}`,
      description: "A bag for payment tests.",
      images: ["/demo-images/bag.svg"],
      price,
      stock,
      brandId: brand.id,
      categoryId: category.id,
      taxCategoryId: gst.id,
    },
    select: { id: true, name: true, price: true },
  });
}

export async function inCart(who: Shopper, productId: string, quantity: number) {
  await prisma.cartItem.create({ data: { userId: who.id, productId, quantity } });
}

/** Sets up a new shopper with `quantity` units of the product in the cart. */
export async function shopperWithCart(productId: string, quantity = 1): Promise<Shopper> {
  const who = await shopper();
  await inCart(who, productId, quantity);
  return who;
}

/** Sets up a new shopper with one of a new bag (price in paise, GST included; stock) in the cart. */
export async function shopperWithBag(price: number, stock: number) {
  const who = await shopper();
  const bag = await product(price, stock);
  await inCart(who, bag.id, 1);
  return { who, bag };
}

/** Sets up a quotation the shop approved for `who`: `quantity` of one product, quoted for a week (amounts in paise). */
export const approvedQuotation = (
  who: Shopper,
  {
    productId,
    quantity,
    budget,
    quotedPrice,
  }: { productId: string; quantity: number; budget: number; quotedPrice: number },
) =>
  prisma.quotation.create({
    data: {
      userId: who.id,
      budget,
      status: "APPROVED",
      quotedPrice,
      validUntil: new Date(Date.now() + 7 * 86_400_000),
      items: { create: [{ productId, quantity }] },
    },
  });

export const stockOf = async (productId: string) =>
  (await prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } })).stock;

export const codBody = (items: Array<{ productId: string; quantity: number; price?: number }> = []) => ({
  totalPrice: 1,
  paymentMethod: "COD",
  shippingAddress: shipping,
  items: items.map((item) => ({ name: "whatever", price: 1, ...item })),
});

export const place = (who: Shopper, body: unknown, headers: Record<string, string> = {}) =>
  placeOrder(apiRequest("/api/payment/place-order", { token: who.token, body, headers }), {});

export const startOnline = (who: Shopper, body: unknown = { amount: 100, shippingInfo: shipping }, headers = {}) =>
  createOrder(apiRequest("/api/payment/create-order", { token: who.token, body, headers }), {});

export function gateway() {
  const active = paymentGateway();
  if (!active) throw new Error("the sandbox gateway should be active in tests");
  return active;
}

/** A shopper with one product in the cart and a pending online order for it (create-order's answer). */
export async function pendingOnlineOrder(price = 120_000, stock = 5) {
  const { who, bag } = await shopperWithBag(price, stock);
  const response = await startOnline(who);
  if (response.status !== 200) throw new Error(`create-order answered ${response.status}`);
  const checkout = (await bodyOf(response)) as Json;
  return { who, bag, checkout };
}

/** The sandbox pop-up's Pay or Fail button: the answer checkout.js would hand the page. */
export async function sandboxPay(
  who: Shopper,
  razorpayOrderId: string,
  options: { outcome?: "success" | "failure"; deliverWebhook?: boolean; capture?: boolean } = {},
) {
  const response = await sandboxPayRoute(
    apiRequest("/api/payment/sandbox/pay", {
      token: who.token,
      body: { orderId: razorpayOrderId, outcome: options.outcome ?? "success", ...options },
    }),
    {},
  );
  return { status: response.status, body: (await bodyOf(response)) as Json };
}

/** Sets up a pending online order paid in the sandbox pop-up (captured, its webhook delivered): PAID, its stock held. */
export async function paidOnlineOrder(price = 120_000, stock = 5) {
  const { who, bag, checkout } = await pendingOnlineOrder(price, stock);
  const paid = await sandboxPay(who, checkout.orderId as string);
  expect(paid.status).toBe(200);
  const orderId = (checkout.order as Json)._id as string;
  expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("PAID");
  const payment = await prisma.payment.findFirstOrThrow({ where: { orderId } });
  return {
    who,
    bag,
    orderId,
    razorpayOrderId: checkout.orderId as string,
    firstPaymentId: paid.body.razorpay_payment_id as string,
    providerPaymentId: payment.providerPaymentId!,
  };
}

/** The shopper's "Cancel order" (POST /api/orders/{id}/cancel), by default with the reason "ordered-by-mistake". */
export const cancelAsShopper = (who: Shopper, orderId: string, body: unknown = { reason: "ordered-by-mistake" }) =>
  cancelRoute(apiRequest(`/api/orders/${orderId}/cancel`, { token: who.token, body }), withId(orderId));

/** The order as its shopper sees it (GET /api/orders/{id}'s `order`). */
export const shopperOrderView = async (who: Shopper, orderId: string) =>
  ((await bodyOf(await getOrder(apiRequest(`/api/orders/${orderId}`, { token: who.token }), withId(orderId)))) as Json)
    .order as Json;

/**
 * An order paid by the sandbox pop-up, and a second payment Razorpay captured for it (two tabs): the
 * second one's id, not yet known to the shop (no webhook sent for it).
 */
export async function paidTwice() {
  const { who, checkout } = await pendingOnlineOrder(120_000, 5);
  const razorpayOrderId = checkout.orderId as string;
  const paid = await sandboxPay(who, razorpayOrderId);
  if (paid.status !== 200) throw new Error(`The sandbox payment answered ${paid.status}`);
  const second = newSandboxId("pay");
  await prisma.razorpaySandboxPayment.create({
    data: {
      id: second,
      orderId: razorpayOrderId,
      amount: 120_000,
      currency: "INR",
      status: "captured",
      capturedAt: new Date(),
    },
  });
  return { who, orderId: (checkout.order as Json)._id as string, razorpayOrderId, second };
}

/** A webhook request as Razorpay sends it, signed with the sandbox's webhook secret unless told otherwise. */
export function signedWebhook(event: string, payload: unknown, eventId: string, signature?: string) {
  const body = JSON.stringify({ entity: "event", event, payload });
  return new Request("http://localhost/api/payment/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-event-id": eventId,
      "x-razorpay-signature": signature ?? webhookSignature(gateway().webhookSecret, body),
    },
    body,
  });
}

/**
 * A signed payment.captured webhook for a ₹1,200 payment, delivered to the route as a Next.js server runs it
 * (NEXT_RUNTIME=nodejs while it does, so its after() work is handed to after()): the route's answer.
 */
export async function capturedWebhookInServer(
  razorpayOrderId: string,
  paymentId: string,
  eventId = `evt_${paymentId}`,
) {
  process.env.NEXT_RUNTIME = "nodejs";
  try {
    return await webhookRoute(
      signedWebhook("payment.captured", capturedPayload(razorpayOrderId, paymentId, 120_000), eventId),
      {},
    );
  } finally {
    delete process.env.NEXT_RUNTIME;
  }
}

/** A payment.captured / order.paid payload; `entity` overrides fields (e.g. currency). */
export const capturedPayload = (
  orderId: string,
  paymentId: string,
  amount: number,
  entity: Record<string, unknown> = {},
) => ({
  payment: { entity: { id: paymentId, order_id: orderId, amount, currency: "INR", status: "captured", ...entity } },
});

/**
 * The reconcile job's pause since it (or the expiry job, before cancelling) last asked Razorpay about these
 * orders' payments has passed: its next run asks again, and finds a payment made since (a late payment).
 */
export async function pastReconcilePause(...orderIds: string[]) {
  await prisma.payment.updateMany({
    where: { orderId: { in: orderIds } },
    data: { gatewayCheckedAt: new Date(Date.now() - RECHECK_AFTER_MS) },
  });
}
