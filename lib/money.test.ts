import { describe, expect, it } from "vitest";
import { formatINR, formatRupees, isWholePaise, paiseToRupees, rupeesToPaise } from "./money";

describe("formatINR", () => {
  it("groups by lakh and crore and drops .00 for whole rupees", () => {
    expect(formatINR(12_345_600)).toBe("₹1,23,456");
    expect(formatINR(129_900)).toBe("₹1,299");
    expect(formatINR(1_000_000_000)).toBe("₹1,00,00,000");
  });

  it("shows paise when there are any", () => {
    expect(formatINR(129_950)).toBe("₹1,299.50");
    expect(formatINR(5)).toBe("₹0.05");
  });

  it("formats the API's rupee amounts the same way", () => {
    expect(formatRupees(1299)).toBe("₹1,299");
    expect(formatRupees(1299.5)).toBe("₹1,299.50");
    expect(formatRupees(0.1 + 0.2)).toBe("₹0.30");
  });
});

describe("rupees and paise", () => {
  it("converts without floating-point drift", () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(-2.5)).toBe(-250);
    expect(paiseToRupees(29_900)).toBe(299);
  });

  it("converts amounts JavaScript writes in exponent form (these gave NaN, stored as no price)", () => {
    expect(rupeesToPaise(1e-7)).toBe(0);
    expect(rupeesToPaise(-1e-9)).toBe(0);
    expect(rupeesToPaise(1e21)).toBe(1e23);
  });

  it("tells amounts in whole paise from finer ones, however small", () => {
    expect([1299.5, 19.99, 0.01, 0].map(isWholePaise)).toEqual([true, true, true, true]);
    expect([0.001, 1e-7, 1e-9, 19.999].map(isWholePaise)).toEqual([false, false, false, false]);
  });

  it("refuses what is not an amount", () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Infinity)).toThrow(RangeError);
  });
});
