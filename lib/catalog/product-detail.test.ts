import { describe, expect, it } from "vitest";
import { discountPercent } from "./product-detail";

describe("discountPercent", () => {
  it("rounds the saving against mrp to a whole percent", () => {
    expect(discountPercent(129_900, 199_900)).toBe(35);
    expect(discountPercent(99_900, 100_000)).toBe(0);
  });

  it("is null when there is no real discount", () => {
    expect(discountPercent(129_900, null)).toBeNull();
    expect(discountPercent(129_900, 129_900)).toBeNull();
    expect(discountPercent(129_900, 99_900)).toBeNull();
  });
});
