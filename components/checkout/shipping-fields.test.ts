import { describe, expect, it } from "vitest";
import type { AddressData } from "@/lib/account/address-schema";
import {
  checkShipping,
  EMPTY_SHIPPING,
  fieldErrorsFromIssues,
  isSameAddress,
  shippingFromAddress,
} from "./shipping-fields";

const saved: AddressData = {
  id: "a1",
  fullName: "Priya Sharma",
  phone: "+919876543210",
  street: "12 MG Road, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560038",
  country: "India",
  isDefault: true,
};

describe("shippingFromAddress", () => {
  it("puts the saved street into the spec's address field and ships to India", () => {
    expect(shippingFromAddress(saved)).toEqual({
      fullName: "Priya Sharma",
      phone: "+919876543210",
      address: "12 MG Road, Indiranagar",
      city: "Bengaluru",
      country: "India",
      state: "Karnataka",
      postalCode: "560038",
    });
  });

  it("knows when the form holds that address, ignoring surrounding spaces", () => {
    const info = { ...shippingFromAddress(saved), city: " Bengaluru " };
    expect(isSameAddress(info, saved)).toBe(true);
    expect(isSameAddress({ ...info, postalCode: "560001" }, saved)).toBe(false);
  });
});

describe("checkShipping", () => {
  it("reports missing fields first (spec §5), blank after trimming counts as missing", async () => {
    const result = await checkShipping({ ...shippingFromAddress(saved), city: "   ", state: "" });
    expect(result).toEqual({
      ok: false,
      missing: true,
      errors: { city: "This field is required.", state: "This field is required." },
    });
    expect((await checkShipping(EMPTY_SHIPPING)).ok).toBe(false);
  });

  it("then applies the server's rules: Indian mobile and PIN code", async () => {
    const result = await checkShipping({ ...shippingFromAddress(saved), phone: "12345", postalCode: "0123" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toBe(false);
    expect(result.errors.phone).toMatch(/mobile/i);
    expect(result.errors.postalCode).toMatch(/PIN/);
  });

  it("accepts a complete Indian address", async () => {
    expect(await checkShipping({ ...shippingFromAddress(saved), phone: "98765 43210" })).toEqual({ ok: true });
  });
});

describe("fieldErrorsFromIssues", () => {
  it("maps the server's issue paths to form fields, first message per field", () => {
    expect(
      fieldErrorsFromIssues([
        { path: "shippingAddress.phone", message: "Enter a valid 10-digit Indian mobile number." },
        { path: "shippingInfo.postalCode", message: "Enter a valid 6-digit PIN code." },
        { path: "shippingAddress.phone", message: "second" },
        { path: "shippingAddress.street", message: "Enter the street." },
        { path: "items.0.quantity", message: "ignored" },
      ]),
    ).toEqual({
      phone: "Enter a valid 10-digit Indian mobile number.",
      postalCode: "Enter a valid 6-digit PIN code.",
      address: "Enter the street.",
    });
    expect(fieldErrorsFromIssues(undefined)).toEqual({});
  });
});
