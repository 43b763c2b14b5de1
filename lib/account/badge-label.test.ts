import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { badgeLabel } from "./badge-label";

const ENGLISH = { one: en.Header.itemOne, other: en.Header.itemOther };
const HINDI = { one: hi.Header.itemOne, other: hi.Header.itemOther };

describe("badgeLabel", () => {
  it("names the count with the right plural", () => {
    expect(badgeLabel("Cart", 3, ENGLISH)).toBe("Cart, 3 items");
    expect(badgeLabel("Wishlist", 1, ENGLISH)).toBe("Wishlist, 1 item");
    expect(badgeLabel("Cart", 0, ENGLISH)).toBe("Cart, 0 items");
  });

  it("names it in Hindi on a Hindi page", () => {
    expect(badgeLabel(hi.Header.cart, 3, HINDI)).toBe("कार्ट, 3 आइटम");
    expect(badgeLabel(hi.Header.wishlist, 1, HINDI)).toBe("विशलिस्ट, 1 आइटम");
  });

  it("is just the noun for a guest", () => {
    expect(badgeLabel("Cart", null, ENGLISH)).toBe("Cart");
  });
});
