import { describe, expect, it } from "vitest";
import { badgeLabel } from "./badge-label";

describe("badgeLabel", () => {
  it("names the count with the right plural", () => {
    expect(badgeLabel("Cart", 3)).toBe("Cart, 3 items");
    expect(badgeLabel("Wishlist", 1)).toBe("Wishlist, 1 item");
    expect(badgeLabel("Cart", 0)).toBe("Cart, 0 items");
  });

  it("is just the noun for a guest", () => {
    expect(badgeLabel("Cart", null)).toBe("Cart");
  });
});
