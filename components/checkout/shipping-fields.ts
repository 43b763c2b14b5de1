import type { AddressData } from "@/lib/account/address-schema";
import { COUNTRY } from "@/lib/india";
import { loadOnce } from "@/lib/load-once";
import {
  hasEveryShippingField,
  SHIPPING_FIELDS,
  type ShippingField,
  type ShippingInfoInput,
} from "@/lib/orders/shipping-info";

// The checkout form's "Shipping Information" as plain data: what a saved
// address fills in, what the shared schema says about it, and where a
// server's field problems belong. No React here, so it is tested on its own.

export type FieldErrors = Partial<Record<ShippingField, string>>;

/** An empty field's problem (spec §5: every field is needed). */
export const REQUIRED_MESSAGE = "This field is required.";

export const EMPTY_SHIPPING: ShippingInfoInput = {
  fullName: "",
  phone: "",
  address: "",
  city: "",
  country: COUNTRY,
  state: "",
  postalCode: "",
};

/** A saved address as checkout's fields (the spec's `address` is the saved `street`). */
export function shippingFromAddress(address: AddressData): ShippingInfoInput {
  return {
    fullName: address.fullName,
    phone: address.phone,
    address: address.street,
    city: address.city,
    country: COUNTRY,
    state: address.state,
    postalCode: address.postalCode,
  };
}

/** True when the form holds exactly this saved address (its "Use this address" is pressed). */
export function isSameAddress(info: ShippingInfoInput, address: AddressData): boolean {
  const saved = shippingFromAddress(address);
  return SHIPPING_FIELDS.every((field) => info[field].trim() === saved[field].trim());
}

/**
 * The shipping schema: it uses zod, which checkout need not download up front.
 * The form asks for it as soon as the shopper starts on it, so a press rarely waits.
 */
export const loadShippingRules = loadOnce(() => import("@/lib/orders/shipping-info-schema"));

export type ShippingCheck =
  { ok: true } | { ok: false; missing: true; errors: FieldErrors } | { ok: false; missing: false; errors: FieldErrors };

/**
 * Spec §5 first (every field non-empty after trimming), then the same rules
 * the server applies (mobile number, PIN code, state), so a mistake is shown
 * beside its field before anything is sent.
 */
export async function checkShipping(info: ShippingInfoInput): Promise<ShippingCheck> {
  if (!hasEveryShippingField(info)) {
    const errors: FieldErrors = {};
    for (const field of SHIPPING_FIELDS) if (!info[field].trim()) errors[field] = REQUIRED_MESSAGE;
    return { ok: false, missing: true, errors };
  }
  const { shippingInfoSchema } = await loadShippingRules();
  const result = shippingInfoSchema.safeParse(info);
  if (result.success) return { ok: true };
  return {
    ok: false,
    missing: false,
    errors: fieldErrorsFromIssues(result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))),
  };
}

/**
 * The server's 400 `issues` (paths like "shippingAddress.phone" or
 * "shippingInfo.postalCode") keyed by the form field they belong to; the
 * first problem per field wins, issues about anything else are left out.
 */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: string; message: string }> | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) {
    const last = issue.path.split(".").pop() ?? "";
    const field = last === "street" ? "address" : last;
    if ((SHIPPING_FIELDS as readonly string[]).includes(field) && !errors[field as ShippingField]) {
      errors[field as ShippingField] = issue.message;
    }
  }
  return errors;
}
