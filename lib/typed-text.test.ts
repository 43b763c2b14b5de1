import { describe, expect, it } from "vitest";
import { addressCreateSchema } from "@/lib/account/address-schema";
import { signupSchema } from "@/lib/auth/schemas";
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE } from "./typed-text";

const address = (fields: Record<string, string>) => ({
  fullName: "Asha Rao",
  phone: "9876543210",
  street: "12, 4th Cross, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560038",
  ...fields,
});
const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("typed names and addresses", () => {
  it("are stored composed (NFC): one name however it was typed", () => {
    const decomposed = signupSchema.parse({
      name: "Jose\u0301",
      email: "jose@example.in",
      password: "a long passphrase 42",
    });
    expect(decomposed.name).toBe("Jos\u00e9");
    expect(addressCreateSchema.parse(address({ city: "Mysu\u0304ru" })).city).toBe("Mys\u016bru");
  });

  it("refuse characters that hide or reorder text, and a name with no letter in it", () => {
    for (const name of ["Evil\u202Egnp.exe", "Asha\u200BRao", "Bad\u0007bell"]) {
      expect(
        firstMessage(signupSchema.safeParse({ name, email: "x@example.in", password: "a long passphrase 42" })),
      ).toBe(HIDDEN_CHARACTERS_MESSAGE);
    }
    expect(firstMessage(addressCreateSchema.safeParse(address({ street: "12\u2066 MG Road" })))).toBe(
      HIDDEN_CHARACTERS_MESSAGE,
    );
    expect(
      firstMessage(signupSchema.safeParse({ name: "1234", email: "x@example.in", password: "a long passphrase 42" })),
    ).toBe("Enter your name.");
    expect(firstMessage(addressCreateSchema.safeParse(address({ fullName: "..." })))).toBe("Enter the full name.");
  });

  it("refuse line and paragraph separators, which break a line where none shows, and blanks that draw nothing", () => {
    // U+2028 / U+2029 are neither controls nor format characters, yet mail clients and text views break a
    // line at them: "Ravi<U+2028>Refund approved by the owner" in an order alert's "For …" line reads as two lines.
    for (const name of [
      "Ravi\u2028Refund approved",
      "Ravi\u2029Refund approved",
      "\u3164",
      "Asha\u3164Rao",
      "\u2800\u2800",
    ]) {
      expect(
        firstMessage(signupSchema.safeParse({ name, email: "x@example.in", password: "a long passphrase 42" })),
        JSON.stringify(name),
      ).toBe(HIDDEN_CHARACTERS_MESSAGE);
    }
    expect(firstMessage(addressCreateSchema.safeParse(address({ city: "Pune\u2028Paid in cash" })))).toBe(
      HIDDEN_CHARACTERS_MESSAGE,
    );
    expect(firstMessage(addressCreateSchema.safeParse(address({ fullName: "\u115f\u1160" })))).toBe(
      HIDDEN_CHARACTERS_MESSAGE,
    );
    // Korean names are letters like any other.
    expect(hasHiddenCharacters("김민준")).toBe(false);
  });

  it("keep what Indian scripts need: ZWJ and ZWNJ, and a street that is only a number", () => {
    expect(hasHiddenCharacters("क्\u200Dष")).toBe(false);
    expect(hasHiddenCharacters("स्\u200Cत्री")).toBe(false);
    expect(
      signupSchema.parse({ name: "आशा राव", email: "asha@example.in", password: "a long passphrase 42" }).name,
    ).toBe("आशा राव");
    expect(addressCreateSchema.parse(address({ street: "221" })).street).toBe("221");
  });
});
