import { describe, expect, it } from "vitest";
import commonPasswords from "./common-passwords.json";
import { isCommonPassword, newPasswordSchema } from "./password-policy";

const check = (password: string) => newPasswordSchema.safeParse(password);

describe("password policy", () => {
  it("accepts 8 to 128 characters, counting an emoji as one character", () => {
    expect(check("tiffin-7").success).toBe(true);
    expect(check("x".repeat(128)).success).toBe(true);
    expect(check("🙂🙂🙂🙂🙂🙂🙂🙂").success).toBe(true); // 8 characters, 16 UTF-16 units
    expect(check("🙂🙂🙂🙂🙂🙂🙂").success).toBe(false);
  });

  it("refuses short, over-long and common passwords with a clear message", () => {
    expect(check("short").error?.issues[0]?.message).toBe("Use at least 8 characters for your password.");
    expect(check("x".repeat(129)).error?.issues[0]?.message).toBe("Use at most 128 characters for your password.");
    expect(check("Password123").error?.issues[0]?.message).toBe(
      "This password is too common. Choose one that is harder to guess.",
    );
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(isCommonPassword("India@123")).toBe(true);
    expect(isCommonPassword("monsoon-ledger-42")).toBe(false);
  });

  it("keeps spaces: a password is used exactly as typed", () => {
    const result = check("  two words  ");
    expect(result.success && result.data).toBe("  two words  ");
  });

  it("ships a list of a few hundred lower-case entries long enough to matter", () => {
    expect(commonPasswords.length).toBeGreaterThanOrEqual(300);
    for (const entry of commonPasswords) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(8);
    }
  });
});
