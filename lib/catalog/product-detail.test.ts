import { describe, expect, it } from "vitest";
import { discountPercent } from "./product-detail";

describe("discountPercent", () => {
  it("rounds the saving against mrp down to a whole percent, so a discount is never overstated", () => {
    expect(discountPercent(129_900, 199_900)).toBe(35);
    expect(discountPercent(99_900, 100_000)).toBe(0);
    expect(discountPercent(99_900, 139_900)).toBe(28); // 28.6 %
    expect(discountPercent(249_900, 319_900)).toBe(21); // 21.9 %
    expect(discountPercent(50_000, 100_000)).toBe(50);
  });

  it("is null when there is no real discount", () => {
    expect(discountPercent(129_900, null)).toBeNull();
    expect(discountPercent(129_900, 129_900)).toBeNull();
    expect(discountPercent(129_900, 99_900)).toBeNull();
  });
});
