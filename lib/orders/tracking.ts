import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { orderDeliveryWindow } from "@/lib/delivery/estimate";
import { normaliseIndianMobile } from "@/lib/india";
import { shipmentView } from "./couriers";
import { FULFILLMENT_LABELS, FULFILLMENT_STEPS, fulfillmentStepIndex } from "./fulfillment";

// Order tracking (spec §2 Track order), from the order's recorded fulfilment
// history. The owner may track by order id alone; anyone else must also give
// the phone number on the order, so order ids cannot be enumerated.

export const NO_TRACKING_MESSAGE = "No tracking information found for this ID.";

export const trackQuerySchema = z.object({
  orderId: z
    .string({ error: "Enter an order id." })
    .trim()
    .min(1, "Enter an order id.")
    .max(64, "That is not an order id."),
  phone: z.string().trim().max(20).optional(),
});
export type TrackQuery = z.infer<typeof trackQuerySchema>;

/**
 * "1042" / "#1042" (the order number), or "clx…" (the id) or the courier's tracking number (AWB,
 * as the admin recorded it, upper case; docs/adr/0038): the spec's "order or tracking id".
 */
function orderWhere(orderId: string) {
  const number = /^#?(\d{1,9})$/.exec(orderId)?.[1];
  if (number) return { number: Number(number) };
  if (/^[A-Za-z0-9-]{6,30}$/.test(orderId)) return { OR: [{ id: orderId }, { trackingNumber: orderId.toUpperCase() }] };
  return { id: orderId };
}

export async function trackOrder({ orderId, phone, userId }: TrackQuery & { userId?: string | null }) {
  const order = await prisma.order.findFirst({
    where: orderWhere(orderId),
    select: {
      id: true,
      number: true,
      userId: true,
      shipPhone: true,
      fulfillmentStatus: true,
      createdAt: true,
      shipPostalCode: true,
      deliveryFrom: true,
      deliveryTo: true,
      courier: true,
      trackingNumber: true,
      fulfillmentEvents: { orderBy: { createdAt: "asc" }, select: { status: true, createdAt: true, note: true } },
    },
  });
  if (!order) return null;
  const isOwner = !!userId && order.userId === userId;
  const phoneMatches = !!phone && normaliseIndianMobile(phone) === order.shipPhone;
  if (!isOwner && !phoneMatches) return null;

  const cancelled = order.fulfillmentStatus === "CANCELLED";
  const reached = order.fulfillmentEvents
    .map((event) => fulfillmentStepIndex(event.status))
    .reduce((furthest, index) => Math.max(furthest, index), 0);
  const currentStep = cancelled ? reached : Math.max(reached, fulfillmentStepIndex(order.fulfillmentStatus));
  const firstTime = (status: string) =>
    order.fulfillmentEvents.find((event) => event.status === status)?.createdAt.toISOString() ?? null;

  return {
    // The internal id only to its owner; anyone else found it by number and phone.
    ...(isOwner && { orderId: order.id }),
    number: order.number,
    cancelled,
    cancelledAt: cancelled ? firstTime("CANCELLED") : null,
    currentStep,
    /** The delivery dates promised at checkout (India calendar dates). */
    expectedDelivery: orderDeliveryWindow(order),
    /** Courier and AWB (no more sensitive than the steps; never the e-way bill), or null. */
    shipment: shipmentView(order),
    steps: FULFILLMENT_STEPS.map((status, index) => ({
      status,
      label: FULFILLMENT_LABELS[status],
      at: index === 0 ? (firstTime(status) ?? order.createdAt.toISOString()) : firstTime(status),
      done: index <= currentStep,
    })),
  };
}
export type Tracking = NonNullable<Awaited<ReturnType<typeof trackOrder>>>;
