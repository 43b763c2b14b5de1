import { z } from "zod";
import { isImageUrl, optionalHindiText } from "@/lib/catalog/admin-schema";
import { indianStateSchema, pinSchema } from "@/lib/india-schema";
import { NEARBY_SHOP_LIMITS } from "./nearby-shop-limits";

// What an admin may send to add or change one of the shop's own stores
// (POST /api/admin/nearby-shops, PATCH /api/admin/nearby-shops/{id}), for the
// handlers; lib/content/admin-nearby-shops.ts writes it. Unknown fields are
// dropped (zod objects strip them). The limits are the form's too (./nearby-shop-limits.ts).

/**
 * An Indian telephone number as the shop card shows it: a mobile (10 digits from 6–9) or a landline with its
 * STD code (10 digits in all, "+91 22 2640 1234", "022 2640 1234"), with an optional +91, 91 or 0 in front;
 * spaces and hyphens between digit groups as the operator writes them.
 */
export const INDIAN_TELEPHONE = /^(?:\+91|91|0)?[1-9]\d{9}$/;

export const TELEPHONE_INVALID =
  "Enter a valid Indian telephone number: a 10-digit mobile or a landline with its STD code, e.g. +91 22 2640 1234.";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

const telephone = z
  .string({ error: TELEPHONE_INVALID })
  .trim()
  .max(NEARBY_SHOP_LIMITS.telephone, TELEPHONE_INVALID)
  .transform((value) => value.replace(/\s+/g, " "))
  .refine(
    (value) => /^\+?[\d -]+$/.test(value) && INDIAN_TELEPHONE.test(value.replace(/[ -]/g, "")),
    TELEPHONE_INVALID,
  );

const MAPS_LINK_INVALID = "mapsLink must be an https address (such as https://www.google.com/maps/…).";

const mapsLink = z
  .string({ error: MAPS_LINK_INVALID })
  .trim()
  .max(NEARBY_SHOP_LIMITS.url, `mapsLink can be at most ${NEARBY_SHOP_LIMITS.url} characters.`)
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, MAPS_LINK_INVALID);

const IMAGE_INVALID = "image must be a path on this site (such as /media/…) or an https address.";

const image = z
  .string({ error: "image is required: upload a picture of the shop." })
  .trim()
  .min(1, "image is required: upload a picture of the shop.")
  .max(NEARBY_SHOP_LIMITS.url, `image can be at most ${NEARBY_SHOP_LIMITS.url} characters.`)
  .refine(isImageUrl, IMAGE_INVALID);

const fields = {
  name: text("name", NEARBY_SHOP_LIMITS.name),
  nameHi: optionalHindiText("nameHi", NEARBY_SHOP_LIMITS.name),
  image,
  address: text("address", NEARBY_SHOP_LIMITS.address),
  addressHi: optionalHindiText("addressHi", NEARBY_SHOP_LIMITS.address),
  city: text("city", NEARBY_SHOP_LIMITS.city),
  cityHi: optionalHindiText("cityHi", NEARBY_SHOP_LIMITS.city),
  state: indianStateSchema,
  postalCode: pinSchema,
  telephone,
  mapsLink,
  /** The place in the directory's order (lowest first; shops at the same place by name). */
  position: z
    .number({ error: "position must be a whole number." })
    .int("position must be a whole number.")
    .min(0, "position must be 0 or more.")
    .max(NEARBY_SHOP_LIMITS.position, `position can be at most ${NEARBY_SHOP_LIMITS.position}.`),
  isActive: z.boolean({ error: "isActive must be true or false." }),
};

/** A new shop: everything but the Hindi texts, position (after the last) and isActive (shown) is required. */
export const nearbyShopCreateSchema = z.object({
  ...fields,
  nameHi: fields.nameHi.optional().default(null),
  addressHi: fields.addressHi.optional().default(null),
  cityHi: fields.cityHi.optional().default(null),
  position: fields.position.optional(),
  isActive: fields.isActive.optional().default(true),
});

/** A change: only the fields sent change; isActive false hides the shop from the page and the API. */
export const nearbyShopUpdateSchema = z
  .object({
    name: fields.name.optional(),
    nameHi: fields.nameHi.optional(),
    image: fields.image.optional(),
    address: fields.address.optional(),
    addressHi: fields.addressHi.optional(),
    city: fields.city.optional(),
    cityHi: fields.cityHi.optional(),
    state: fields.state.optional(),
    postalCode: fields.postalCode.optional(),
    telephone: fields.telephone.optional(),
    mapsLink: fields.mapsLink.optional(),
    position: fields.position.optional(),
    isActive: fields.isActive.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Send at least one field to change.");

export type NearbyShopCreateInput = z.infer<typeof nearbyShopCreateSchema>;
export type NearbyShopUpdateInput = z.infer<typeof nearbyShopUpdateSchema>;
