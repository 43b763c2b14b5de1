import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import {
  currentMonthIST,
  getInvoiceRegister,
  invoiceRegisterCsv,
  invoiceRegisterQuerySchema,
} from "@/lib/orders/invoice-register";

/**
 * GET /api/admin/invoices?month=YYYY-MM (default: this month in India) →
 * { month, totals, invoices, truncated }; ?format=csv downloads every invoice of the month. ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { month = currentMonthIST(), format } = readQuery(request, invoiceRegisterQuerySchema);
  return format === "csv" ? invoiceRegisterCsv(admin, month) : json(await getInvoiceRegister(admin, month));
});
