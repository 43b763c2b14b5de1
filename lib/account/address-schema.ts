import { z } from "zod";
import { COUNTRY } from "@/lib/india";
import { indianMobileSchema, indianStateSchema, pinSchema } from "@/lib/india-schema";

// A saved shipping address (spec §3 shipping info; the shop ships within India
// only). Shared by the address form and the /api/addresses handlers.

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters for the ${label}.`);

/** "India" in any letter case (left out, it is India too). */
export const countrySchema = z
  .string({ error: "We deliver within India only." })
  .trim()
  .refine((value) => value.toLowerCase() === COUNTRY.toLowerCase(), { message: "We deliver within India only." })
  .transform(() => COUNTRY);

export const addressFieldsSchema = z.object({
  fullName: text("full name", 100),
  phone: indianMobileSchema,
  street: text("house, street and area", 200),
  city: text("city", 100),
  state: indianStateSchema,
  postalCode: pinSchema,
  country: countrySchema.optional(),
});

/** POST /api/addresses and PUT /api/addresses/{id}; `isDefault` only on create (later: its own call). */
export const addressCreateSchema = addressFieldsSchema.extend({ isDefault: z.boolean().optional() });
export const addressReplaceSchema = addressFieldsSchema;
/** PATCH /api/addresses/{id}: any subset of the fields, at least one. */
export const addressPatchSchema = addressFieldsSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Send at least one field to change.",
  });

export type AddressCreateInput = z.infer<typeof addressCreateSchema>;
export type AddressPatchInput = z.infer<typeof addressPatchSchema>;

/** An address as the API returns it. */
export type AddressData = {
  id: string;
  fullName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
};
