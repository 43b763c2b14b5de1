import { z } from "zod";
import { adminPageParam } from "@/lib/admin/paging";
import { isWholePaise } from "@/lib/money";
import { NAME_LIMIT, PRODUCT_LIMITS } from "./admin-limits";
import { DECLARATION_LIMITS, NET_QUANTITY_UNIT_CODES, PACKER_ROLES } from "./declarations";

// What an admin may send to change the catalogue, for the /api/admin handlers
// (validation); the admin forms take the limits from ./admin-limits.ts, which
// does not import zod. Money arrives in rupees, as everywhere on the /api;
// lib/catalog/admin-products.ts stores paise. Unknown fields are dropped (zod
// objects strip them), so an id, createdAt or searchVector in a request can
// never reach the database.

export const ADMIN_PAGE_SIZE = 25;

/** A numeric string from a form ("1299.50") becomes a number; "" and anything else stay as they are for zod to judge. */
const numberFromText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value.trim()))
    ? Number(value.trim())
    : value;

/** "" from an empty optional form field means "none". */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

function rupees(label: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: `${label} must be an amount in rupees.` })
      .positive(`${label} must be more than ₹0.`)
      .max(PRODUCT_LIMITS.maxPriceRupees, `${label} can be at most ₹1,00,00,000.`)
      .refine(isWholePaise, `${label} can have at most two decimals (paise).`),
  );
}

const id = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(64, `${label} is invalid.`);

const optionalId = (label: string) => z.preprocess(blankToNull, id(label).nullable());

/** Sizes or colours: a list, or comma-separated text from a form; trimmed, blanks and repeats dropped. */
function optionList(label: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.split(",") : value),
    z
      .array(z.string({ error: `Each ${label} entry must be text.` }), { error: `${label} must be a list.` })
      .transform((items) => [...new Set(items.map((item) => item.trim()).filter(Boolean))])
      .refine((items) => items.length <= PRODUCT_LIMITS.options, `At most ${PRODUCT_LIMITS.options} ${label}.`)
      .refine(
        (items) => items.every((item) => item.length <= PRODUCT_LIMITS.option),
        `Each of the ${label} can be at most ${PRODUCT_LIMITS.option} characters.`,
      ),
  );
}

/**
 * An image is a path on this site ("/media/…", "/demo-images/…") or an https
 * address: the pages' Content-Security-Policy draws no plain-http image
 * (img-src 'self' data: blob: https:, docs/adr/0003).
 */
export function isImageUrl(value: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const imageList = z
  .array(z.string({ error: "Each image must be a URL." }).trim(), { error: "images must be a list of URLs." })
  .max(PRODUCT_LIMITS.images, `A product can have at most ${PRODUCT_LIMITS.images} images.`)
  .refine((urls) => urls.every((url) => url.length <= PRODUCT_LIMITS.imageUrl && isImageUrl(url)), {
    message: "Each image must be a path on this site (such as /media/…) or an https address.",
  })
  .transform((urls) => [...new Set(urls)]);

/** Optional text: "" or blanks mean none (null). */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} can be at most ${max} characters.`)
      .nullable(),
  );

/** Devanagari letters (U+0900–U+097F): a Hindi name or text contains at least one. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Optional Hindi text: "" or blanks mean none (null). Trimmed and stored NFC
 * (the database refuses anything else), and it must be written in Devanagari:
 * a Latin-script "Hindi name" would only repeat the English one.
 */
export const optionalHindiText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? blankToNull(value.normalize("NFC")) : value),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} can be at most ${max} characters.`)
      .refine((text) => DEVANAGARI.test(text), `${label} must be written in Devanagari (Hindi) script.`)
      .nullable(),
  );

const hasAtMostThreeDecimals = (n: number) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6;

/** The Legal Metrology declarations (lib/catalog/declarations.ts); each optional until the product is active. */
const declarationFields = {
  genericName: optionalText("genericName", DECLARATION_LIMITS.text),
  genericNameHi: optionalHindiText("genericNameHi", DECLARATION_LIMITS.text),
  netQuantityValue: z.preprocess(
    (value) => numberFromText(blankToNull(value)),
    z
      .number({ error: "netQuantityValue must be a number." })
      .positive("netQuantityValue must be more than 0.")
      .max(DECLARATION_LIMITS.maxQuantity, `netQuantityValue can be at most ${DECLARATION_LIMITS.maxQuantity}.`)
      .refine(hasAtMostThreeDecimals, "netQuantityValue can have at most three decimals.")
      .nullable(),
  ),
  netQuantityUnit: z.preprocess(
    blankToNull,
    z
      .enum(NET_QUANTITY_UNIT_CODES, { error: `netQuantityUnit must be one of ${NET_QUANTITY_UNIT_CODES.join(", ")}.` })
      .nullable(),
  ),
  dimensions: optionalText("dimensions", DECLARATION_LIMITS.text),
  weightGrams: z.preprocess(
    (value) => numberFromText(blankToNull(value)),
    z
      .number({ error: "weightGrams must be a whole number of grams." })
      .int("weightGrams must be a whole number of grams.")
      .positive("weightGrams must be more than 0.")
      .max(DECLARATION_LIMITS.maxGrams, `weightGrams can be at most ${DECLARATION_LIMITS.maxGrams}.`)
      .nullable(),
  ),
  countryOfOrigin: optionalText("countryOfOrigin", DECLARATION_LIMITS.country),
  manufacturerName: optionalText("manufacturerName", DECLARATION_LIMITS.text),
  manufacturerAddress: optionalText("manufacturerAddress", DECLARATION_LIMITS.address),
  packerRole: z.preprocess(
    blankToNull,
    z.enum(PACKER_ROLES, { error: `packerRole must be one of ${PACKER_ROLES.join(", ")}.` }).nullable(),
  ),
  packerName: optionalText("packerName", DECLARATION_LIMITS.text),
  packerAddress: optionalText("packerAddress", DECLARATION_LIMITS.address),
  customerCare: optionalText("customerCare", DECLARATION_LIMITS.address),
};

const productFields = {
  name: z
    .string({ error: "name is required." })
    .trim()
    .min(1, "name is required.")
    .max(PRODUCT_LIMITS.name, `name can be at most ${PRODUCT_LIMITS.name} characters.`),
  description: z
    .string({ error: "description is required." })
    .trim()
    .min(1, "description is required.")
    .max(PRODUCT_LIMITS.description, `description can be at most ${PRODUCT_LIMITS.description} characters.`),
  /** Optional Hindi name and description (null: the English ones show). */
  nameHi: optionalHindiText("nameHi", PRODUCT_LIMITS.name),
  descriptionHi: optionalHindiText("descriptionHi", PRODUCT_LIMITS.description),
  price: rupees("price"),
  /** Optional; null (or "") for none. */
  mrp: z.preprocess(blankToNull, rupees("mrp").nullable()),
  stock: z.preprocess(
    numberFromText,
    z
      .number({ error: "stock must be a whole number." })
      .int("stock must be a whole number.")
      .min(0, "stock cannot be negative.")
      .max(PRODUCT_LIMITS.maxStock, `stock can be at most ${PRODUCT_LIMITS.maxStock}.`),
  ),
  brandId: id("brandId"),
  brandSubcategoryId: optionalId("brandSubcategoryId"),
  categoryId: id("categoryId"),
  taxCategoryId: optionalId("taxCategoryId"),
  sizes: optionList("sizes"),
  colors: optionList("colors"),
  images: imageList,
  isActive: z.boolean({ error: "isActive must be true or false." }),
  ...declarationFields,
};

/** A new product may leave every declaration out (an inactive draft). */
const optionalDeclarations = {
  genericName: declarationFields.genericName.optional().default(null),
  genericNameHi: declarationFields.genericNameHi.optional().default(null),
  netQuantityValue: declarationFields.netQuantityValue.optional().default(null),
  netQuantityUnit: declarationFields.netQuantityUnit.optional().default(null),
  dimensions: declarationFields.dimensions.optional().default(null),
  weightGrams: declarationFields.weightGrams.optional().default(null),
  countryOfOrigin: declarationFields.countryOfOrigin.optional().default(null),
  manufacturerName: declarationFields.manufacturerName.optional().default(null),
  manufacturerAddress: declarationFields.manufacturerAddress.optional().default(null),
  packerRole: declarationFields.packerRole.optional().default(null),
  packerName: declarationFields.packerName.optional().default(null),
  packerAddress: declarationFields.packerAddress.optional().default(null),
  customerCare: declarationFields.customerCare.optional().default(null),
};

const mrpAtLeastPrice = (value: { price?: number; mrp?: number | null }) =>
  value.price === undefined || value.mrp === undefined || value.mrp === null || value.mrp >= value.price;
const mrpMessage = { message: "mrp cannot be below the price.", path: ["mrp"] };

export const productCreateSchema = z
  .object({
    ...productFields,
    mrp: productFields.mrp.optional().default(null),
    nameHi: productFields.nameHi.optional().default(null),
    descriptionHi: productFields.descriptionHi.optional().default(null),
    brandSubcategoryId: productFields.brandSubcategoryId.optional().default(null),
    taxCategoryId: productFields.taxCategoryId.optional().default(null),
    sizes: productFields.sizes.optional().default([]),
    colors: productFields.colors.optional().default([]),
    images: productFields.images.optional().default([]),
    isActive: productFields.isActive.optional().default(true),
    ...optionalDeclarations,
  })
  .refine(mrpAtLeastPrice, mrpMessage);
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

/**
 * Any subset of the fields; the ones sent replace the stored values. Stock is
 * the exception when `stockSeen` (the stock the form was loaded with) comes
 * too: then the admin's change is applied as a difference, so units sold
 * while the form was open are not handed back to stock.
 */
export const productUpdateSchema = z
  .object({ ...productFields, stockSeen: productFields.stock })
  .partial()
  .refine(mrpAtLeastPrice, mrpMessage)
  .refine((value) => Object.keys(value).length > 0, { message: "Send at least one field to change." });
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

export const productListSchema = z.object({
  q: z.string().trim().max(100, "q can be at most 100 characters.").optional().default(""),
  status: z
    .enum(["all", "active", "inactive"], { error: "status must be all, active or inactive." })
    .optional()
    .default("all"),
  /** low: LOW_STOCK_THRESHOLD units or fewer, emptiest first; out: none left. */
  stock: z.enum(["all", "low", "out"], { error: "stock must be all, low or out." }).optional().default("all"),
  /** missing: active products without a GST category, which checkout refuses to sell. */
  gst: z.enum(["all", "missing"], { error: "gst must be all or missing." }).optional().default("all"),
  page: adminPageParam,
});
export type ProductListQuery = z.infer<typeof productListSchema>;

const name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(NAME_LIMIT, `${label} can be at most ${NAME_LIMIT} characters.`);

/** A brand's, subcategory's or category's optional Hindi name; null clears it. */
const nameHi = (label: string) => optionalHindiText(label, NAME_LIMIT);

export const brandCreateSchema = z.object({
  name: name("name"),
  nameHi: nameHi("nameHi").optional().default(null),
  subcategories: z
    .array(name("Subcategory name"), { error: "subcategories must be a list of names." })
    .max(50, "At most 50 subcategories at once.")
    .optional()
    .default([]),
});
export type BrandCreateInput = z.infer<typeof brandCreateSchema>;

export const brandUpdateSchema = z
  .object({
    name: name("name").optional(),
    nameHi: nameHi("nameHi").optional(),
    addSubcategories: z
      .array(name("Subcategory name"), { error: "addSubcategories must be a list of names." })
      .max(50, "At most 50 subcategories at once.")
      .optional(),
    renameSubcategories: z
      .array(
        z.object({
          id: id("Subcategory id"),
          name: name("Subcategory name"),
          nameHi: nameHi("Subcategory nameHi").optional(),
        }),
        { error: "renameSubcategories must be a list of { id, name, nameHi? }." },
      )
      .max(50, "At most 50 subcategories at once.")
      .optional(),
  })
  .refine(
    (value) =>
      value.name !== undefined ||
      value.nameHi !== undefined ||
      value.addSubcategories?.length ||
      value.renameSubcategories?.length,
    { message: "Send a new name or subcategories to add or rename." },
  );
export type BrandUpdateInput = z.infer<typeof brandUpdateSchema>;

export const categoryCreateSchema = z.object({
  name: name("name"),
  nameHi: nameHi("nameHi").optional().default(null),
  parentId: optionalId("parentId").optional().default(null),
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

export const categoryUpdateSchema = z
  .object({
    name: name("name").optional(),
    nameHi: nameHi("nameHi").optional(),
    parentId: optionalId("parentId").optional(),
  })
  .refine((value) => value.name !== undefined || value.nameHi !== undefined || value.parentId !== undefined, {
    message: "Send a new name, nameHi or parentId.",
  });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
