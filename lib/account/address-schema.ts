import { z } from "zod";
import { COUNTRY } from "@/lib/india";
import { indianMobileSchema, indianStateSchema, pinSchema } from "@/lib/india-schema";
import { hasHiddenCharacters, hasLetter, HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";

// A saved shipping address (spec §3 shipping info; the shop ships within India
// only). Shared by the address form and the /api/addresses handlers.

/** A typed line (lib/typed-text.ts): NFC and nothing hidden; a name or city has some letter in it. */
const text = (label: string, max: number, { letters = false } = {}) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .normalize("NFC")
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .refine((value) => !hasHiddenCharacters(value), HIDDEN_CHARACTERS_MESSAGE)
    .refine((value) => !letters || hasLetter(value), `Enter the ${label}.`);

/** "India" in any letter case (left out, it is India too). */
export const countrySchema = z
  .string({ error: "We deliver within India only." })
  .trim()
  .refine((value) => value.toLowerCase() === COUNTRY.toLowerCase(), { message: "We deliver within India only." })
  .transform(() => COUNTRY);

export const addressFieldsSchema = z.object({
  fullName: text("full name", 100, { letters: true }),
  phone: indianMobileSchema,
  street: text("house, street and area", 200),
  city: text("city", 100, { letters: true }),
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
