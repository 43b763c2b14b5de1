import { z } from "zod";
import { nameSchema } from "@/lib/auth/fields";
import { gstInvoiceSchema, type GstInvoice } from "@/lib/gstin-schema";
import { normaliseIndianMobile } from "@/lib/india";
import { indianStateSchema, pinSchema } from "@/lib/india-schema";
import { addressFieldsSchema, countrySchema } from "./address-schema";

// PUT /api/auth/profile (spec §7): name, phone, address {street, city, state,
// postalCode, country}. The email is not part of it and cannot change here.
// Beside the spec's fields: the business a GST invoice is made out to
// (gstInvoice {gstin, businessName}), which checkout fills in.

/** Left out: unchanged. Empty or null: removed. Otherwise an Indian mobile number, stored as +91XXXXXXXXXX. */
const phoneSchema = z
  .string({ error: "Enter a valid 10-digit Indian mobile number." })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    const normalised = normaliseIndianMobile(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message: "Enter a valid 10-digit Indian mobile number." });
      return z.NEVER;
    }
    return normalised;
  });

/** The default saved address's lines: the address book's own rules (lib/typed-text.ts: composed, nothing hidden). */
export const profileAddressSchema = z.object({
  street: addressFieldsSchema.shape.street,
  city: addressFieldsSchema.shape.city,
  state: indianStateSchema,
  postalCode: pinSchema,
  country: countrySchema.optional(),
});

/**
 * An address whose own fields are all blank counts as "not given" (a shopper
 * with no address yet); the country alone, always India, does not count.
 */
function blankAddressToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) return value;
  const { street, city, state, postalCode } = value as Record<string, unknown>;
  const blank = (field: unknown) =>
    field === undefined || field === null || (typeof field === "string" && !field.trim());
  return [street, city, state, postalCode].every(blank) ? undefined : value;
}

/** Both fields blank (as an emptied form sends them) means "remove", like null. */
function blankGstInvoiceToNull(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const { gstin, businessName } = value as Record<string, unknown>;
  const blank = (field: unknown) =>
    field === undefined || field === null || (typeof field === "string" && !field.trim());
  return blank(gstin) && blank(businessName) ? null : value;
}

export const profileUpdateSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  address: z.preprocess(blankAddressToUndefined, profileAddressSchema.optional()),
  /** Left out: unchanged. Null or both blank: removed. Otherwise a checked GSTIN (any state) and its registered name. */
  gstInvoice: z.preprocess(blankGstInvoiceToNull, gstInvoiceSchema.nullish()),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** The profile as GET /api/auth/profile/getprofile returns it. */
export type ProfileData = {
  id: string;
  name: string;
  email: string;
  /** +91XXXXXXXXXX, or "" when none is saved. */
  phone: string;
  /** The default saved address, or null when the shopper has none. */
  address: { street: string; city: string; state: string; postalCode: string; country: string } | null;
  /** The business the last GST invoice was made out to (checkout fills it in), or null. */
  gstInvoice: GstInvoice | null;
};
