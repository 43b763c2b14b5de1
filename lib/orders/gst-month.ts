import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { hsnSummaryReader } from "./gst-hsn-summary";
import { gstr1TablesReader } from "./gstr1-tables";
import { readMonthChallans } from "./delivery-challan";
import { invoiceRegisterReader, readMonthDocuments } from "./invoice-register";

/**
 * The month's register, HSN summary and GSTR-1 tables for the admin's page, made from one read of
 * the month's stored documents (and one of its delivery challans), so the three always show the same
 * documents. Admins only.
 */
export async function getGstMonth(viewer: Viewer, month: string) {
  const register = invoiceRegisterReader(month);
  const hsnSummary = hsnSummaryReader(month);
  const gstr1 = gstr1TablesReader(month);
  await readMonthDocuments(viewer, month, register.read, hsnSummary.read, gstr1.read);
  await readMonthChallans(viewer, month, register.readChallan, gstr1.readChallan);
  return { register: register.result(), hsnSummary: hsnSummary.result(), gstr1: gstr1.result() };
}
