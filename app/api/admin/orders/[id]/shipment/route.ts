import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { shipmentUpdateSchema, updateShipment } from "@/lib/orders/admin-fulfillment";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/admin/orders/{id}/shipment { courier, trackingNumber } and/or { ewayBillNumber }
 * Records or corrects a shipped order's courier and AWB and its e-way bill number; 409 before it
 * ships and once it is delivered or cancelled (docs/adr/0038). ADMIN only.
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const details = await readJson(request, shipmentUpdateSchema);
  const shipment = await updateShipment(admin, (await params).id, details);
  return json({ message: "Shipment details saved.", shipment });
});
