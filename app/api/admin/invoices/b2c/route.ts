import { csvDownload } from "@/lib/api/csv";
import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { b2cSummaryCsv, b2cSummaryQuerySchema, getB2cSummary } from "@/lib/orders/gst-b2c-summary";
import { currentMonthIST } from "@/lib/time";

/**
 * GET /api/admin/invoices/b2c?month=YYYY-MM (default: this month in India) → { month, small, large,
 * largeCreditNotes }: supplies to consumers as GSTR-1 reports them (table 7 by place of supply and
 * rate, net of credit notes; table 5's large inter-state invoices and table 9B's credit notes
 * reversing them, one by one); ?format=csv&table=b2cs|b2cl|cdnur downloads one table. ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { month = currentMonthIST(), format, table = "b2cs" } = readQuery(request, b2cSummaryQuerySchema);
  return format === "csv" ? csvDownload(b2cSummaryCsv(admin, month, table)) : json(await getB2cSummary(admin, month));
});
