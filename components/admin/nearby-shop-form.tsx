"use client";

import { useId, useState } from "react";
import { requestJson } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { FormError, SelectField, TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import type { AdminNearbyShop } from "@/lib/content/admin-nearby-shops";
import { NEARBY_SHOP_LIMITS } from "@/lib/content/nearby-shop-limits";
import { STATES_AND_UNION_TERRITORIES } from "@/lib/india";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { ImageUploadInput, useImageUpload } from "./image-upload";

/** The shop's text inputs: their label and limits, and (by the same name) its value and what the form sends. */
const TEXT_INPUTS = {
  name: { label: "Name", required: true, maxLength: NEARBY_SHOP_LIMITS.name },
  nameHi: { label: "Name (Hindi, optional)", lang: "hi", maxLength: NEARBY_SHOP_LIMITS.name },
  address: { label: "Address (street and area)", required: true, maxLength: NEARBY_SHOP_LIMITS.address },
  city: { label: "City", required: true, maxLength: NEARBY_SHOP_LIMITS.city },
  addressHi: { label: "Address (Hindi, optional)", lang: "hi", maxLength: NEARBY_SHOP_LIMITS.address },
  cityHi: { label: "City (Hindi, optional)", lang: "hi", maxLength: NEARBY_SHOP_LIMITS.city },
  postalCode: { label: "PIN code", required: true, inputMode: "numeric", maxLength: 6 },
  telephone: {
    label: "Telephone",
    required: true,
    type: "tel",
    placeholder: "+91 22 2640 1234",
    maxLength: NEARBY_SHOP_LIMITS.telephone,
  },
  mapsLink: { label: "Maps link (https)", required: true, type: "url", maxLength: NEARBY_SHOP_LIMITS.url },
} as const satisfies Record<string, React.ComponentProps<typeof TextField> & { label: string }>;
type TextInput = keyof typeof TEXT_INPUTS;

/** The fields sent as typed: the text inputs and the state. */
const TEXT_FIELDS = [...(Object.keys(TEXT_INPUTS) as TextInput[]), "state"] as const;

/**
 * Add a shop to the directory (POST /api/admin/nearby-shops) or edit one (PATCH /api/admin/nearby-shops/{id}),
 * its picture uploaded through /api/admin/uploads. The server checks every field and its message shows below.
 */
export function NearbyShopForm({ shop }: { shop?: AdminNearbyShop }) {
  const { run, error, sending } = useAdminSubmit();
  const id = useId();
  const field = (name: string) => ({ id: `${id}-${name}`, name });
  const text = (name: TextInput) => (
    <TextField {...TEXT_INPUTS[name]} {...field(name)} defaultValue={shop?.[name] ?? ""} />
  );
  const [image, setImage] = useState(shop?.image ?? "");
  const uploads = useImageUpload(setImage);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body: Record<string, unknown> = { image };
    for (const name of TEXT_FIELDS) body[name] = String(form.get(name) ?? "");
    // Blank: a new shop goes after the last, an edited one keeps its place. Not a whole number: the server says so.
    const position = String(form.get("position") ?? "").trim();
    if (position) body.position = Number(position);
    if (shop) {
      await run(
        () => sendAdminJson(`/api/admin/nearby-shops/${encodeURIComponent(shop.id)}`, "PATCH", body),
        () => toast.success("Shop saved."),
      );
    } else {
      body.isActive = form.get("isActive") === "on";
      await run(
        () => sendAdminJson("/api/admin/nearby-shops", "POST", body),
        () => {
          toast.success("Shop added.");
          formElement.reset();
          setImage("");
        },
      );
    }
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4">
      {text("name")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("nameHi")}
        <TextField
          label={shop ? "Display order (lowest first)" : "Display order (lowest first; blank: after the last)"}
          {...field("position")}
          type="number"
          inputMode="numeric"
          min={0}
          max={NEARBY_SHOP_LIMITS.position}
          step={1}
          required={Boolean(shop)}
          defaultValue={shop?.position}
        />
        {text("address")}
        {text("city")}
        {text("addressHi")}
        {text("cityHi")}
        <SelectField label="State" {...field("state")} required defaultValue={shop?.state ?? ""}>
          <option value="">Choose a state or union territory</option>
          {STATES_AND_UNION_TERRITORIES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        {text("postalCode")}
        {text("telephone")}
        {text("mapsLink")}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Picture</legend>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- admin preview of any uploaded or demo image
          <img src={image} alt="Shop picture" width={96} height={72} className="h-18 w-24 object-cover" />
        ) : (
          <p className="text-sm text-neutral-600">No picture yet.</p>
        )}
        <ImageUploadInput
          label="Upload picture (JPEG, PNG or WebP, at most 5 MB)"
          id={`${id}-upload`}
          uploads={uploads}
        />
        <FormError>{uploads.uploadError}</FormError>
      </fieldset>
      {shop ? null : (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="isActive" defaultChecked className="size-4 accent-brand-600" />
          Show on the Nearby shops page now
        </label>
      )}
      <FormError>{error}</FormError>
      <button type="submit" disabled={sending || uploads.uploading} className={buttonClass.primary}>
        {sending ? "Saving…" : shop ? "Save shop" : "Add shop"}
      </button>
    </form>
  );
}

/** Hide a shop from the page and the API (kept here) or show it again; delete it for good. */
export function NearbyShopActions({ shop }: { shop: Pick<AdminNearbyShop, "id" | "name" | "isActive"> }) {
  const { run, error, sending } = useAdminSubmit();
  const url = `/api/admin/nearby-shops/${encodeURIComponent(shop.id)}`;
  const toggle = () =>
    run(
      () => sendAdminJson(url, "PATCH", { isActive: !shop.isActive }),
      () => toast.success(shop.isActive ? "Shop hidden." : "Shop shown again."),
    );
  const remove = () => {
    if (!window.confirm(`Delete ${shop.name} for good? Hiding it keeps it for later.`)) return;
    void run(
      () => requestJson(url, { method: "DELETE" }),
      () => toast.success("Shop deleted."),
    );
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex gap-2">
        <button type="button" onClick={() => void toggle()} disabled={sending} className={buttonClass.secondary}>
          {shop.isActive ? "Hide" : "Show again"}
        </button>
        <button type="button" onClick={remove} disabled={sending} className={buttonClass.secondary}>
          Delete
        </button>
      </div>
      <FormError>{error}</FormError>
    </div>
  );
}
