import { z } from "zod";
import { checkBusinessName, checkGstin, GSTIN_TEXT } from "@/lib/gstin";

// The zod schemas of lib/gstin.ts's checks, for the payment handlers and the
// profile API. Apart from it so that the checkout and profile forms, which
// use the checks, do not download zod.

/** A checked GSTIN, normalised (uppercase, no spaces). */
export const gstinSchema = z.string({ error: GSTIN_TEXT.required }).transform((value, ctx) => {
  const result = checkGstin(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }
  return result.gstin;
});

/** A checked registered business name, spaces collapsed. */
export const businessNameSchema = z.string({ error: GSTIN_TEXT.businessNameRequired }).transform((value, ctx) => {
  const result = checkBusinessName(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }
  return result.name;
});

/** Checkout's optional "I need a GST invoice": both fields, or the whole object left out (or null). */
export const gstInvoiceSchema = z.object(
  { gstin: gstinSchema, businessName: businessNameSchema },
  { error: "gstInvoice must be { gstin, businessName }." },
);
export type GstInvoice = z.infer<typeof gstInvoiceSchema>;
