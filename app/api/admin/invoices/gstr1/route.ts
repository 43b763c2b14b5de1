import { csvDownload } from "@/lib/api/csv";
import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { getGstr1Tables, gstr1QuerySchema, gstr1TableCsv } from "@/lib/orders/gstr1-tables";
import { currentMonthIST } from "@/lib/time";

/**
 * GET /api/admin/invoices/gstr1?month=YYYY-MM (default: this month in India) → { month, b2b, b2cl,
 * b2cs, cdnr, cdnur, docs }: the month's documents in GSTR-1's tables (4A, 5, 7, 9B and 13; the HSN
 * summary is /api/admin/invoices/hsn); ?format=csv&table=b2b|b2cl|b2cs|cdnr|cdnur|docs downloads one.
 * ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { month = currentMonthIST(), format, table = "b2cs" } = readQuery(request, gstr1QuerySchema);
  return format === "csv" ? csvDownload(gstr1TableCsv(admin, month, table)) : json(await getGstr1Tables(admin, month));
});
