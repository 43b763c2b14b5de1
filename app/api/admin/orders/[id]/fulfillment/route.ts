import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { advanceFulfillment, fulfillmentUpdateSchema } from "@/lib/orders/admin-fulfillment";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/admin/orders/{id}/fulfillment { status: "PACKED" | "SHIPPED" | "OUT_FOR_DELIVERY" | "DELIVERED" }
 * Moves the order to its next step only (a skip, a repeat or a step back is a 409). With SHIPPED the
 * body may also give { courier, trackingNumber } (together) and { ewayBillNumber }; with any other step
 * they are a 400 (docs/adr/0038). ADMIN only.
 */
export const POST = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { status, ...shipment } = await readJson(request, fulfillmentUpdateSchema);
  const result = await advanceFulfillment(admin, (await params).id, status, new Date(), shipment);
  return json({ message: `Order marked as ${result.label}.`, ...result });
});
