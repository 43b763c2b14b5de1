import { csvDownload } from "@/lib/api/csv";
import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { getInvoiceRegister, invoiceRegisterCsv, invoiceRegisterQuerySchema } from "@/lib/orders/invoice-register";
import { currentMonthIST } from "@/lib/time";

/**
 * GET /api/admin/invoices?month=YYYY-MM (default: this month in India) →
 * { month, invoices, creditNotes, net, netBySupply, challans } (each part: rows with supplyType B2B/B2C and
 * buyerGstin, totals, bySupply totals, truncated; challans: the replacement shipments' delivery challans,
 * rows with their goods' value, in no total); ?format=csv downloads every tax document of the month,
 * credit notes negative, with Supply type and Recipient GSTIN columns (no challans: its columns sum to
 * the month's net tax). ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { month = currentMonthIST(), format } = readQuery(request, invoiceRegisterQuerySchema);
  return format === "csv"
    ? csvDownload(invoiceRegisterCsv(admin, month))
    : json(await getInvoiceRegister(admin, month));
});
