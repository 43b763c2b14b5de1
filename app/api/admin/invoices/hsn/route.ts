import { csvDownload } from "@/lib/api/csv";
import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { getHsnSummary, hsnSummaryCsv } from "@/lib/orders/gst-hsn-summary";
import { invoiceRegisterQuerySchema } from "@/lib/orders/invoice-register";
import { currentMonthIST } from "@/lib/time";

/**
 * GET /api/admin/invoices/hsn?month=YYYY-MM (default: this month in India) → { month, rows, totals }:
 * the HSN-wise summary for GSTR-1 (table 12), net of the month's credit notes, B2B and B2C apart;
 * ?format=csv downloads it. ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { month = currentMonthIST(), format } = readQuery(request, invoiceRegisterQuerySchema);
  return format === "csv" ? csvDownload(hsnSummaryCsv(admin, month)) : json(await getHsnSummary(admin, month));
});
