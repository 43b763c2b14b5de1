"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { AdminProduct } from "@/lib/catalog/admin-products";
import { PRODUCT_LIMITS } from "@/lib/catalog/admin-limits";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { ImageUploadInput, useImageUpload } from "./image-upload";
import { DECLARATION_FORM_FIELDS, DeclarationFields } from "./declaration-fields";
import { buttonClass } from "@/components/ui/button";
import { FormError, SelectField, TextAreaField, TextField } from "@/components/ui/field";

type BrandOption = { id: string; name: string; subcategories: Array<{ id: string; name: string }> };

type Props = {
  brands: BrandOption[];
  categories: Array<{ id: string; path: string }>;
  taxCategories: Array<{ id: string; name: string; hsnCode: string; rateBasisPoints: number }>;
  /** Absent for a new product. */
  product?: AdminProduct;
};

/** Create or edit a product (POST /api/admin/products, PATCH /api/admin/products/{id}), with image upload and ordering. */
export function ProductForm({ brands, categories, taxCategories, product }: Props) {
  const router = useRouter();
  const { run, error, sending } = useAdminSubmit();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  /** A control's id and its name in the form (one of the fields sent, FORM_FIELDS). */
  const named = (name: FormField) => ({ id: field(name), name });
  const [brandId, setBrandId] = useState(product?.brandId ?? "");
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const uploads = useImageUpload((url) => setImages((current) => [...current, url]));
  const formRef = useRef<HTMLFormElement>(null);
  // What the edit form showed when it opened (then what it last saved): only fields changed since are
  // sent, so two admins editing different fields of one product do not undo each other's change.
  const saved = useRef<Record<string, unknown> | null>(null);
  useEffect(() => {
    if (product && formRef.current) saved.current = formValues(new FormData(formRef.current), product.images);
  }, [product]);
  const subcategories = brands.find((b) => b.id === brandId)?.subcategories ?? [];

  function move(index: number, by: -1 | 1) {
    setImages((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      ...formValues(form, images),
      // A new product may be saved as an inactive draft until its declarations are complete.
      ...(product ? {} : { isActive: form.get("isActive") === "on" }),
    };
    if (product) {
      const edit = changedFields(body, saved.current ?? {});
      // stockSeen: the server applies the stock change as a difference (units sold meanwhile stay sold).
      if ("stock" in edit) edit.stockSeen = product.stock;
      if (Object.keys(edit).length === 0) {
        toast.success("Nothing to save: no field was changed.");
        return;
      }
      await run(
        () => sendAdminJson(`/api/admin/products/${encodeURIComponent(product.id)}`, "PATCH", edit),
        () => {
          saved.current = body;
          toast.success("Product saved.");
        },
      );
    } else {
      await run(
        () => sendAdminJson<{ product: AdminProduct }>("/api/admin/products", "POST", body),
        ({ product: created }) => {
          toast.success("Product created.");
          router.push(`/admin/catalogue/${encodeURIComponent(created.id)}/edit`);
        },
      );
    }
  }

  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={submit}
      className="space-y-5 rounded-lg border border-neutral-200 bg-white p-6"
    >
      <TextField
        label="Name"
        {...named("name")}
        required
        maxLength={PRODUCT_LIMITS.name}
        defaultValue={product?.name}
      />
      <TextAreaField
        label="Description"
        {...named("description")}
        required
        rows={5}
        maxLength={PRODUCT_LIMITS.description}
        defaultValue={product?.description}
      />
      <fieldset className="space-y-4 rounded-md border border-neutral-200 p-4">
        <legend className="px-1 text-sm font-semibold">
          Hindi (optional; the English text shows where it is empty)
        </legend>
        <TextField
          label="Name (Hindi)"
          {...named("nameHi")}
          lang="hi"
          maxLength={PRODUCT_LIMITS.name}
          defaultValue={product?.nameHi ?? ""}
        />
        <TextAreaField
          label="Description (Hindi)"
          {...named("descriptionHi")}
          lang="hi"
          rows={5}
          maxLength={PRODUCT_LIMITS.description}
          defaultValue={product?.descriptionHi ?? ""}
        />
        <TextField
          label="Generic name (Hindi)"
          {...named("genericNameHi")}
          lang="hi"
          placeholder="e.g. बैकपैक"
          maxLength={PRODUCT_LIMITS.name}
          defaultValue={product?.genericNameHi ?? ""}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Price (₹)" {...named("price")} {...RUPEES} required defaultValue={product?.price} />
        <TextField label="MRP (₹, optional)" {...named("mrp")} {...RUPEES} defaultValue={product?.mrp ?? ""} />
        <TextField
          label="Stock"
          {...named("stock")}
          type="number"
          required
          min={0}
          max={PRODUCT_LIMITS.maxStock}
          step={1}
          defaultValue={product?.stock ?? 0}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Brand"
          {...named("brandId")}
          required
          value={brandId}
          onChange={(event) => setBrandId(event.target.value)}
        >
          <option value="">Choose a brand</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          // A new brand starts with no subcategory chosen.
          key={brandId}
          label="Brand subcategory"
          {...named("brandSubcategoryId")}
          defaultValue={brandId === product?.brandId ? (product.brandSubcategoryId ?? "") : ""}
        >
          <option value="">None</option>
          {subcategories.map((sub) => (
            <option key={sub.id} value={sub.id}>
              {sub.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Category" {...named("categoryId")} required defaultValue={product?.categoryId ?? ""}>
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.path}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="GST category"
          {...named("taxCategoryId")}
          // An active product is invoiced at its category's rate: there is no "none" (nil-rated goods need a 0% category),
          // and the server refuses an active product without one (its message shows below the form, as for declarations).
          defaultValue={product?.taxCategoryId ?? ""}
          error={
            product?.isActive && !product.taxCategoryId
              ? "No GST category: shoppers cannot order this product until you choose one."
              : undefined
          }
          hint="Required before the product is shown in the shop."
        >
          <option value="">Choose a GST category</option>
          {taxCategories.map((tax) => (
            <option key={tax.id} value={tax.id}>
              {tax.name} (HSN {tax.hsnCode}, {tax.rateBasisPoints / 100}%)
            </option>
          ))}
        </SelectField>
        <TextField
          label="Sizes (comma-separated, optional)"
          {...named("sizes")}
          defaultValue={product?.sizes.join(", ")}
        />
        <TextField
          label="Colours (comma-separated, optional)"
          {...named("colors")}
          defaultValue={product?.colors.join(", ")}
        />
      </div>

      <DeclarationFields product={product} field={field} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Images (the first is the main image)</legend>
        {images.length === 0 ? <p className="text-sm text-neutral-600">No images yet.</p> : null}
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Product images">
          {images.map((url, index) => (
            <li key={url} className="flex items-center gap-3 rounded-md border border-neutral-200 p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- admin preview of any uploaded or demo image */}
              <img src={url} alt={`Image ${index + 1}`} width={64} height={64} className="size-16 object-cover" />
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} up`}
                  className={buttonClass.secondary}
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => move(index, 1)}
                  disabled={index === images.length - 1}
                  aria-label={`Move image ${index + 1} down`}
                  className={buttonClass.secondary}
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => setImages((current) => current.filter((_, i) => i !== index))}
                  aria-label={`Remove image ${index + 1}`}
                  className={buttonClass.secondary}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        {images.length < PRODUCT_LIMITS.images ? (
          <div>
            <ImageUploadInput
              label="Upload image (JPEG, PNG or WebP, at most 5 MB)"
              id={field("upload")}
              multiple
              uploads={uploads}
            />
          </div>
        ) : null}
        <FormError>{uploads.uploadError}</FormError>
      </fieldset>

      {product ? null : (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="isActive" defaultChecked className="size-4 accent-brand-600" />
          Show in the shop now (needs the GST category and the mandatory declarations; untick to save a draft)
        </label>
      )}
      <FormError>{error}</FormError>
      <button type="submit" disabled={sending || uploads.uploading} className={buttonClass.primary}>
        {sending ? "Saving…" : product ? "Save changes" : "Create product"}
      </button>
    </form>
  );
}

/** Price and MRP in rupees: to the paisa, up to the largest price the shop takes. */
const RUPEES = { type: "number", min: 0.01, max: PRODUCT_LIMITS.maxPriceRupees, step: 0.01 } as const;

const FORM_FIELDS = [
  "name",
  "description",
  "nameHi",
  "descriptionHi",
  "genericNameHi",
  "price",
  "mrp",
  "stock",
  "brandId",
  "brandSubcategoryId",
  "categoryId",
  "taxCategoryId",
  "sizes",
  "colors",
  ...DECLARATION_FORM_FIELDS,
] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The product fields as the form holds them (texts as typed; the images in their order). */
function formValues(form: FormData, images: string[]): Record<string, unknown> {
  return { ...Object.fromEntries(FORM_FIELDS.map((name) => [name, String(form.get(name) ?? "")])), images };
}

/** The fields whose value differs from `before`; a new brand always brings its subcategory, which must belong to it. */
function changedFields(now: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  const changed = Object.fromEntries(
    Object.entries(now).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(before[name])),
  );
  if ("brandId" in changed) changed.brandSubcategoryId = now.brandSubcategoryId;
  return changed;
}
