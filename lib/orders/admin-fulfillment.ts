import "server-only";
import { z } from "zod";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { type FulfillmentStatus, prisma } from "@/lib/db";
import { deliverQueuedMail } from "@/lib/mail/queue";
import { FULFILLMENT_LABELS, FULFILLMENT_STEPS, nextFulfillmentStep } from "./fulfillment";
import { COURIER_CODES, type CourierCode } from "./couriers";
import { issueDeliveryChallan } from "./delivery-challan";
import { issueInvoice } from "./invoice";
import { queueShippedMail } from "./shipped-mail";
import { PAYMENT_STATUS_LABELS } from "./payment-labels";
import { CHANGED_MEANWHILE, advanceBlockedReason } from "./admin-rules";

// The admin moves an order along its delivery steps, one at a time
// (FULFILLMENT_STEPS), and records its shipment: courier and AWB, e-way bill
// (docs/adr/0038). Shipping issues the tax invoice or delivery challan and
// mails the shopper; delivering a cash-on-delivery order marks it paid.
// The zod schemas here are the API's (/api/admin/orders/{id}/fulfillment and
// /shipment); the functions check the same rules again for any other caller.
// Every exported write takes the viewer and refuses anyone but an admin itself
// (docs/adr/0001-authorization-where-data-is-read.md).

/** The steps an admin may move an order to (ORDER_PLACED is where every order starts). */
export const ADVANCE_TARGETS = FULFILLMENT_STEPS.slice(1) as Exclude<
  (typeof FULFILLMENT_STEPS)[number],
  "ORDER_PLACED"
>[];

/** The shipment details an admin gives: courier and AWB together or neither; the e-way bill on its own. */
const shipmentDetailsShape = {
  courier: z.enum(COURIER_CODES, { error: `courier must be one of ${COURIER_CODES.join(", ")}.` }).optional(),
  trackingNumber: z
    .string({ error: "trackingNumber must be text." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,30}$/, "trackingNumber must be 6 to 30 letters, digits or hyphens.")
    .optional(),
  ewayBillNumber: z
    .string({ error: "ewayBillNumber must be text." })
    .trim()
    .regex(/^\d{12}$/, "ewayBillNumber must be exactly 12 digits.")
    .optional(),
};

function courierAndNumberTogether(value: { courier?: unknown; trackingNumber?: unknown }) {
  return (value.courier === undefined) === (value.trackingNumber === undefined);
}
const COURIER_PAIR_MESSAGE = "Give courier and trackingNumber together.";

/**
 * POST /api/admin/orders/{id}/fulfillment: `status`, and with SHIPPED optionally the
 * courier and its AWB (together) and the e-way bill number (docs/adr/0038).
 */
export const fulfillmentUpdateSchema = z
  .object({
    status: z.enum(ADVANCE_TARGETS, { error: `status must be one of ${ADVANCE_TARGETS.join(", ")}.` }),
    ...shipmentDetailsShape,
  })
  .refine(courierAndNumberTogether, { message: COURIER_PAIR_MESSAGE, path: ["trackingNumber"] })
  .refine(
    (value) =>
      value.status === "SHIPPED" ||
      (value.courier === undefined && value.trackingNumber === undefined && value.ewayBillNumber === undefined),
    { message: "courier, trackingNumber and ewayBillNumber are given only with the SHIPPED step.", path: ["status"] },
  );

/** The shipment details alone, as advanceFulfillment and updateShipment check them for any caller. */
const shipmentDetailsSchema = z
  .object(shipmentDetailsShape)
  .refine(courierAndNumberTogether, { message: COURIER_PAIR_MESSAGE, path: ["trackingNumber"] });

/** PATCH /api/admin/orders/{id}/shipment: the courier and AWB (together) and/or the e-way bill number. */
export const shipmentUpdateSchema = shipmentDetailsSchema.refine(
  (value) => value.courier !== undefined || value.ewayBillNumber !== undefined,
  { message: "Give courier and trackingNumber, or ewayBillNumber." },
);

/** What an admin records of a shipment; courier and trackingNumber together or neither. */
export type ShipmentDetails = { courier?: CourierCode; trackingNumber?: string; ewayBillNumber?: string };

/** The columns to write for `details`, checked by the same rules as the API's (the AWB upper-cased). */
function shipmentData(details: ShipmentDetails) {
  const parsed = shipmentDetailsSchema.safeParse(details);
  if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
  const { courier, trackingNumber, ewayBillNumber } = parsed.data;
  return {
    ...(courier !== undefined && { courier, trackingNumber }),
    ...(ewayBillNumber !== undefined && { ewayBillNumber }),
  };
}
/**
 * Moves an order to `to`, which must be the step right after its current one
 * (FULFILLMENT_STEPS). The step is recorded as a FulfillmentEvent with its
 * time, in the same transaction as a conditional update: when two admins
 * click at once, one moves the order and the other gets a 409.
 * Online orders move only while paid; cash-on-delivery orders
 * ship unpaid and become paid when delivered.
 */
export async function advanceFulfillment(
  /** The admin making the step, recorded with it. */
  viewer: Viewer,
  orderId: string,
  to: FulfillmentStatus,
  now = new Date(),
  /** With SHIPPED only: the courier and AWB, the e-way bill number (all optional). */
  shipment: ShipmentDetails = {},
) {
  assertAdmin(viewer);
  const actorId = viewer.id;
  const shipmentColumns = shipmentData(shipment);
  if (to !== "SHIPPED" && Object.keys(shipmentColumns).length > 0)
    throw invalidInput("courier, trackingNumber and ewayBillNumber are given only with the SHIPPED step.");
  const result = await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { fulfillmentStatus: true, paymentMethod: true, paymentStatus: true },
    });
    if (!order) throw notFound("No such order.");
    const from = order.fulfillmentStatus;
    if (from === "CANCELLED" || from === "DELIVERED")
      throw conflict(`This order is ${FULFILLMENT_LABELS[from].toLowerCase()}; its status cannot change any more.`);
    if (from === to) throw conflict(`This order is already ${FULFILLMENT_LABELS[to]}.`);
    const next = nextFulfillmentStep(from);
    if (next !== to)
      throw conflict(
        `An order moves one step at a time: this one is ${FULFILLMENT_LABELS[from]}, so its next step is ${next ? FULFILLMENT_LABELS[next] : "none"}.`,
      );
    const blocked = advanceBlockedReason(order);
    if (blocked) throw conflict(blocked);

    const collectCash = to === "DELIVERED" && order.paymentMethod === "COD" && order.paymentStatus === "PENDING";
    const moved = await tx.order.updateMany({
      // Re-checked under the row lock: a concurrent change makes this match nothing.
      where: { id: orderId, fulfillmentStatus: from, paymentStatus: order.paymentStatus },
      data: { fulfillmentStatus: to, ...shipmentColumns, ...(collectCash ? { paymentStatus: "PAID" } : {}) },
    });
    if (moved.count !== 1) throw conflict(CHANGED_MEANWHILE);
    await tx.fulfillmentEvent.create({ data: { orderId, status: to, createdAt: now, actorId } });
    let mail: string | null = null;
    // Goods are invoiced when they leave: the tax invoice gets its number with this step, and a
    // replacement's goods (no supply) their delivery challan (docs/adr/0037).
    if (to === "SHIPPED") {
      await issueInvoice(tx, orderId, now);
      await issueDeliveryChallan(tx, orderId, now);
      // With the step: a process ending before it is delivered leaves it to the send-mails job.
      mail = await queueShippedMail(orderId, tx);
    }
    if (collectCash) {
      await tx.payment.updateMany({
        where: { orderId, provider: "COD", status: "PENDING" },
        data: { status: "PAID", paidAt: now },
      });
    }
    return {
      mail,
      answer: {
        status: to,
        label: FULFILLMENT_LABELS[to],
        paymentStatus: PAYMENT_STATUS_LABELS[collectCash ? "PAID" : order.paymentStatus],
      },
    };
  });
  // After the commit: the shopper hears of a shipment that really happened.
  if (result.mail) await deliverQueuedMail(result.mail);
  return result.answer;
}

/**
 * Records or corrects the courier and AWB and/or the e-way bill number of a
 * shipped order, until it is delivered or cancelled (409 before it ships and
 * after). Conditional on the status read, so a delivery at the same moment wins.
 */
export async function updateShipment(viewer: Viewer, orderId: string, details: ShipmentDetails) {
  assertAdmin(viewer);
  const data = shipmentData(details);
  if (Object.keys(data).length === 0) throw invalidInput("Give courier and trackingNumber, or ewayBillNumber.");
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { fulfillmentStatus: true } });
  if (!order) throw notFound("No such order.");
  const status = order.fulfillmentStatus;
  if (status !== "SHIPPED" && status !== "OUT_FOR_DELIVERY")
    throw conflict(
      status === "DELIVERED" || status === "CANCELLED"
        ? `This order is ${FULFILLMENT_LABELS[status].toLowerCase()}; its shipment details cannot change any more.`
        : "This order has not shipped yet: give the courier and AWB when marking it Shipped.",
    );
  const updated = await prisma.order.updateMany({ where: { id: orderId, fulfillmentStatus: status }, data });
  if (updated.count !== 1) throw conflict(CHANGED_MEANWHILE);
  const row = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { courier: true, trackingNumber: true, ewayBillNumber: true },
  });
  return row;
}
