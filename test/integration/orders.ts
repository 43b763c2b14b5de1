import type { Viewer } from "@/lib/auth/viewer";
import { prisma, type PaymentMethod, type PaymentStatus } from "@/lib/db";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { cancelOrder } from "@/lib/orders/admin-cancel";
import { takeStock } from "@/lib/orders/stock";
import { orderTotals, priceAtList } from "@/lib/orders/pricing";
import { store } from "@/lib/store";

// Orders straight in the database for integration tests, built the way
// checkout builds them: lines priced from the product and taxed at its GST
// category's rate, shipping from the one policy, units taken from stock with
// takeStock (so a short product is a 409 and stock math is real), and a first
// "Order Placed" event.

type TestOrderOptions = {
  userId: string;
  lines: Array<{ productId: string; quantity: number }>;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  /** A Payment row is always recorded for ONLINE; for COD too unless false (as place-order does). */
  codPayment?: boolean;
  createdAt?: Date;
};

let counter = 0;

export async function createTestOrder(options: TestOrderOptions) {
  const paymentMethod = options.paymentMethod ?? "COD";
  const paymentStatus = options.paymentStatus ?? "PENDING";
  const createdAt = options.createdAt ?? new Date();
  counter += 1;
  return prisma.$transaction(async (tx) => {
    const products = await tx.product.findMany({
      where: { id: { in: options.lines.map((line) => line.productId) } },
      select: {
        id: true,
        name: true,
        price: true,
        images: true,
        taxCategory: { select: { hsnCode: true, rateBasisPoints: true } },
      },
    });
    const lines = options.lines.map((line) => {
      const product = products.find((p) => p.id === line.productId);
      if (!product) throw new Error(`createTestOrder: no product ${line.productId}`);
      // As checkout: a product without a GST category is never ordered (at 0% by default).
      if (!product.taxCategory) throw new Error(`createTestOrder: product ${line.productId} has no tax category`);
      return { ...line, product, tax: product.taxCategory };
    });
    await takeStock(
      tx,
      lines.map((line) => ({ productId: line.productId, productName: line.product.name, quantity: line.quantity })),
    );
    const priced = lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      listPrice: line.product.price,
      taxRateBasisPoints: line.tax.rateBasisPoints,
      hsnCode: line.tax.hsnCode,
    }));
    const { subtotal, shippingFee, total, taxTotal } = orderTotals(priced, priceAtList(priced));
    const paid = paymentStatus === "PAID";
    const payments =
      paymentMethod === "ONLINE"
        ? [
            {
              provider: "RAZORPAY" as const,
              providerOrderId: `order_test${Date.now()}${counter}`,
              status: paymentStatus,
              amount: total,
              paidAt: paid ? createdAt : null,
            },
          ]
        : options.codPayment !== false
          ? [{ provider: "COD" as const, status: paymentStatus, amount: total, paidAt: paid ? createdAt : null }]
          : [];
    return tx.order.create({
      data: {
        userId: options.userId,
        paymentMethod,
        paymentStatus,
        subtotal,
        shippingFee,
        total,
        taxTotal,
        shipFullName: "Meera Nair",
        shipPhone: `+9198${String(10_000_000 + counter).slice(-8)}`,
        shipStreet: "12 MG Road, Indiranagar",
        shipCity: "Bengaluru",
        shipState: "Karnataka",
        shipPostalCode: "560038",
        createdAt,
        items: {
          create: lines.map((line) => ({
            productId: line.productId,
            productName: line.product.name,
            productImage: line.product.images[0] ?? null,
            unitPrice: line.product.price,
            quantity: line.quantity,
            lineTotal: line.product.price * line.quantity,
            hsnCode: line.tax.hsnCode,
            taxRateBasisPoints: line.tax.rateBasisPoints,
          })),
        },
        payments: { create: payments },
        fulfillmentEvents: { create: [{ status: "ORDER_PLACED", createdAt }] },
      },
      select: { id: true, number: true, total: true, shipPhone: true },
    });
  });
}

/**
 * A test order taken to Shipped by `admin` (which issues its tax invoice), its invoice dated `issuedAt`
 * (or left dated now): `business` makes it B2B (a Karnataka GSTIN, as the order ships to Karnataka),
 * `intraState` ships it to the shop's own state instead.
 */
export async function invoicedTestOrder(
  admin: Viewer,
  options: TestOrderOptions & { issuedAt?: Date; business?: boolean; intraState?: boolean },
) {
  const order = await createTestOrder(options);
  await prisma.order.update({
    where: { id: order.id },
    data: {
      ...(options.business && { buyerGstin: "29AAGCB7383J1Z4", buyerBusinessName: "Kaveri Traders Private Limited" }),
      ...(options.intraState && { shipState: store.address.state }),
    },
  });
  await advanceFulfillment(admin, order.id, "PACKED");
  await advanceFulfillment(admin, order.id, "SHIPPED");
  return prisma.order.update({ where: { id: order.id }, data: { invoiceIssuedAt: options.issuedAt } });
}

/** Cancels an invoiced order as a refused delivery, its credit note dated `issuedAt`. */
export async function creditedTestOrder(admin: Viewer, orderId: string, issuedAt: Date) {
  await cancelOrder(admin, orderId);
  return prisma.order.update({ where: { id: orderId }, data: { creditNoteIssuedAt: issuedAt } });
}
