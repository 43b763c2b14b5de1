"use client";

import { useState } from "react";
import type { AdminProduct } from "@/lib/catalog/admin-products";
import {
  DECLARATION_LIMITS,
  NET_QUANTITY_UNITS,
  NET_QUANTITY_UNIT_CODES,
  PACKER_ROLE_LABELS,
  PACKER_ROLES,
} from "@/lib/catalog/declarations";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";

/** Countries offered as suggestions; any other can be typed. */
const COUNTRIES = ["India", "China", "Vietnam", "Bangladesh", "Thailand", "Indonesia", "Sri Lanka", "Taiwan", "Italy"];

/** The form fields the product form sends, by name. */
export const DECLARATION_FORM_FIELDS = [
  "genericName",
  "netQuantityValue",
  "netQuantityUnit",
  "dimensions",
  "weightGrams",
  "countryOfOrigin",
  "manufacturerName",
  "manufacturerAddress",
  "packerRole",
  "packerName",
  "packerAddress",
  "customerCare",
] as const;

/**
 * The Legal Metrology declarations in the product form (lib/catalog/declarations.ts).
 * Required marks are for an active product; a draft may be saved without them.
 */
export function DeclarationFields({ product, field }: { product?: AdminProduct; field: (name: string) => string }) {
  const [packerRole, setPackerRole] = useState<string>(product?.packerRole ?? "");
  const text = (
    name: (typeof DECLARATION_FORM_FIELDS)[number],
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <TextField
      label={label}
      id={field(name)}
      name={name}
      maxLength={DECLARATION_LIMITS.text}
      defaultValue={(product?.[name] as string | number | null | undefined) ?? ""}
      {...extra}
    />
  );
  const address = (
    name: "manufacturerAddress" | "packerAddress" | "customerCare",
    label: string,
    placeholder?: string,
  ) => (
    <TextAreaField
      label={label}
      id={field(name)}
      className="sm:col-span-2"
      name={name}
      rows={2}
      maxLength={DECLARATION_LIMITS.address}
      defaultValue={product?.[name] ?? ""}
      placeholder={placeholder}
    />
  );

  return (
    <fieldset className="space-y-4 rounded-md border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-semibold">Declarations (Legal Metrology)</legend>
      <p className="text-sm text-neutral-600">
        Shown under “Product details”. An active product needs the generic name, net quantity, country of origin and the
        manufacturer’s name and address; imported goods also the importer.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("genericName", "Generic name", { placeholder: "e.g. Backpack" })}
        <div className="grid grid-cols-[1fr_auto] gap-2">
          {text("netQuantityValue", "Net quantity", { type: "number", min: 0.001, step: 0.001, placeholder: "1" })}
          <SelectField
            label="Unit"
            id={field("netQuantityUnit")}
            name="netQuantityUnit"
            defaultValue={product?.netQuantityUnit ?? ""}
          >
            <option value="">—</option>
            {NET_QUANTITY_UNIT_CODES.map((code) => (
              <option key={code} value={code}>
                {NET_QUANTITY_UNITS[code]}
              </option>
            ))}
          </SelectField>
        </div>
        {text("dimensions", "Dimensions (optional)", { placeholder: "e.g. 45 x 30 x 16 cm" })}
        {text("weightGrams", "Weight in grams (optional)", { type: "number", min: 1, step: 1 })}
        {text("countryOfOrigin", "Country of origin", {
          list: field("countries"),
          maxLength: DECLARATION_LIMITS.country,
        })}
        <datalist id={field("countries")}>
          {COUNTRIES.map((country) => (
            <option key={country} value={country} />
          ))}
        </datalist>
        {text("manufacturerName", "Manufacturer’s name")}
        {address("manufacturerAddress", "Manufacturer’s address")}
        <SelectField
          label="Also named on the label"
          id={field("packerRole")}
          name="packerRole"
          value={packerRole}
          onChange={(event) => setPackerRole(event.target.value)}
        >
          <option value="">Nobody else (the manufacturer sells it)</option>
          {PACKER_ROLES.map((role) => (
            <option key={role} value={role}>
              {PACKER_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        {packerRole ? (
          <>
            {text("packerName", `${PACKER_ROLE_LABELS[packerRole as keyof typeof PACKER_ROLE_LABELS]}: name`)}
            {address("packerAddress", `${PACKER_ROLE_LABELS[packerRole as keyof typeof PACKER_ROLE_LABELS]}: address`)}
          </>
        ) : null}
        {address("customerCare", "Customer care (optional)", "Leave empty to show the shop’s own customer care")}
      </div>
    </fieldset>
  );
}
