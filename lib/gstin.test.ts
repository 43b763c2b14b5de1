import { describe, expect, it } from "vitest";
import { STATES_AND_UNION_TERRITORIES } from "./india";
import { gstinCheckCharacter, isWellFormedGstin } from "./gstin-check.mjs";
import {
  checkBusinessName,
  checkGstin,
  checkGstInvoice,
  GST_STATE_CODES,
  gstinStateProblem,
  gstStateCode,
  GSTIN_TEXT,
} from "./gstin";
import { businessNameSchema, gstinSchema } from "./gstin-schema";
import { HIDDEN_CHARACTERS_MESSAGE } from "./typed-text";

// Sample GSTINs from GSTN's published e-invoice examples, with the check
// character GSTN gave them (not computed here): the algorithm must agree.
const PUBLISHED = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8", "24AAACC1206D1ZM", "27AAACR5055K1Z7"];

describe("GSTIN check character (GSTN's mod 36)", () => {
  it("gives the check character of published GSTINs", () => {
    for (const gstin of PUBLISHED) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin.charAt(14));
      expect(isWellFormedGstin(gstin)).toBe(true);
    }
  });

  it("catches a changed last character, a mistyped character and two swapped neighbours", () => {
    expect(isWellFormedGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isWellFormedGstin("27AAPFU0938F1ZV")).toBe(false);
    expect(isWellFormedGstin("27AAPFU9039F1ZV")).toBe(false); // "09" typed as "90"
    expect(isWellFormedGstin("72AAPFU0939F1ZV")).toBe(false);
  });

  it("gives the shop's demo GSTIN its right check character", () => {
    expect(gstinCheckCharacter("27AAACK1234F1Z")).toBe("0");
  });
});

describe("checkGstin", () => {
  it("accepts a valid GSTIN, as typed, and says which state registered it", () => {
    expect(checkGstin("27AAPFU0939F1ZV")).toEqual({ ok: true, gstin: "27AAPFU0939F1ZV", state: "Maharashtra" });
    expect(checkGstin(" 29aagcb 7383j1z4 ")).toEqual({ ok: true, gstin: "29AAGCB7383J1Z4", state: "Karnataka" });
  });

  it("refuses a wrong check character with its own message", () => {
    expect(checkGstin("29AAGCB7383J1Z5")).toEqual({ ok: false, message: GSTIN_TEXT.checkCharacter });
  });

  it("refuses a state code that is no state's or union territory's", () => {
    // Right shape and check character, but 42 is no state; 97 (other territory) and 25 (Daman and Diu, merged) are not shippable.
    for (const code of ["42", "97", "25", "00"]) {
      const first14 = `${code}AAPFU0939F1Z`;
      const gstin = first14 + gstinCheckCharacter(first14);
      expect(checkGstin(gstin)).toEqual({ ok: false, message: GSTIN_TEXT.stateCode(code) });
    }
    expect(GSTIN_TEXT.stateCode("42")).toBe(
      "42 is not a GST state code: a GSTIN starts with its state's code, e.g. 27 for Maharashtra.",
    );
  });

  it("refuses anything not shaped like a GSTIN", () => {
    for (const typed of [
      "27AAPFU0939F1Z", // 14 characters
      "27AAPFU0939F1ZVX", // 16
      "2AAAPFU0939F1ZV", // state code with a letter
      "27AAPF10939F1ZV", // PAN with a digit among its letters
      "27AAPFU0939F0ZV", // entity number 0
      "27AAPFU0939F1YV", // Y where Z belongs
      "27AAPFU0939F1Z@",
    ]) {
      expect(checkGstin(typed), typed).toEqual({ ok: false, message: GSTIN_TEXT.format });
    }
    expect(checkGstin("   ")).toEqual({ ok: false, message: GSTIN_TEXT.required });
  });

  it("knows the code of every state and union territory, and only those", () => {
    expect(new Set(Object.values(GST_STATE_CODES))).toEqual(new Set(STATES_AND_UNION_TERRITORIES));
    expect(gstStateCode("Karnataka")).toBe("29");
    expect(gstStateCode("Ladakh")).toBe("38");
    expect(gstStateCode("Telangana")).toBe("36");
    expect(gstStateCode("Andhra Pradesh")).toBe("37");
  });
});

describe("GST invoice fields", () => {
  it("names both states when the GSTIN's state is not the shipping state", () => {
    expect(gstinStateProblem("29AAGCB7383J1Z4", "Karnataka")).toBeNull();
    expect(gstinStateProblem("29AAGCB7383J1Z4", "Maharashtra")).toBe(
      "This GSTIN is registered in Karnataka (29), but the order is shipped to Maharashtra. The place of supply is the shipping state: use your GSTIN for Maharashtra, or ship to Karnataka.",
    );
  });

  it("checks the form's fields the way the server does", () => {
    expect(checkGstInvoice({ gstin: "29AAGCB7383J1Z4", businessName: "Bengal Trading Co." }, "Karnataka")).toEqual({});
    expect(checkGstInvoice({ gstin: "29AAGCB7383J1Z4", businessName: "  " }, "Goa")).toEqual({
      gstin: GSTIN_TEXT.stateMismatch("Karnataka", "29", "Goa"),
      businessName: GSTIN_TEXT.businessNameRequired,
    });
    expect(checkGstInvoice({ gstin: "29AAGCB7383J1Z5", businessName: "AB" }, "Karnataka")).toEqual({
      gstin: GSTIN_TEXT.checkCharacter,
      businessName: GSTIN_TEXT.businessNameLength,
    });
  });

  it("trims the business name and collapses its spaces; 3 to 100 characters", () => {
    expect(businessNameSchema.parse("  Kaveri   Traders  Pvt Ltd ")).toBe("Kaveri Traders Pvt Ltd");
    expect(businessNameSchema.safeParse("x".repeat(101)).success).toBe(false);
    // Empty is one problem, not also "too short".
    expect(businessNameSchema.safeParse("   ").error?.issues.map((issue) => issue.message)).toEqual([
      GSTIN_TEXT.businessNameRequired,
    ]);
    expect(businessNameSchema.safeParse("x".repeat(100)).success).toBe(true);
    // The forms' check without zod is the same rule.
    expect(checkBusinessName(" AB ")).toEqual({ ok: false, message: GSTIN_TEXT.businessNameLength });
    expect(checkBusinessName(" Kaveri  Traders ")).toEqual({ ok: true, name: "Kaveri Traders" });
    expect(gstinSchema.parse("27aapfu0939f1zv")).toBe("27AAPFU0939F1ZV");
  });

  it("refuses a business name with characters that hide or reorder text, as names and addresses are refused", () => {
    // It is printed on the tax invoice and filed in GSTR-1: "Kaveri Traders" with a right-to-left override
    // shows as another name than the one stored, and a zero-width space makes two names that look alike.
    for (const name of [
      "Kaveri \u202Esredart",
      "Kaveri\u200BTraders",
      "Kaveri \u2066Traders\u2069",
      "Kaveri\u0007Traders",
    ]) {
      expect(
        businessNameSchema.safeParse(name).error?.issues.map((issue) => issue.message),
        name,
      ).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
      expect(checkBusinessName(name), name).toEqual({ ok: false, message: HIDDEN_CHARACTERS_MESSAGE });
    }
    // Composed (NFC), so one name typed two ways is stored once; Hindi's ZWJ and ZWNJ stay.
    expect(businessNameSchema.parse("Jose\u0301 Traders")).toBe("Jos\u00e9 Traders");
    expect(businessNameSchema.parse("क्\u200Dष ट्रेडर्स")).toBe("क्\u200Dष ट्रेडर्स");
  });
});
