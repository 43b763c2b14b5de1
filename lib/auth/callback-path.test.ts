import { describe, expect, it } from "vitest";
import { callbackPathIn } from "./callback-path";

describe("callbackPathIn", () => {
  it("returns a shopper from a Hindi login page to the Hindi page", () => {
    expect(callbackPathIn("hi", "/profile")).toBe("/hi/profile");
    expect(callbackPathIn("hi", "/")).toBe("/hi");
    expect(callbackPathIn("hi", "/shop?category=bags#top")).toBe("/hi/shop?category=bags#top");
    expect(callbackPathIn("hi", "/hi/orders")).toBe("/hi/orders");
    expect(callbackPathIn("hi", "/hi")).toBe("/hi");
    expect(callbackPathIn("hi", "/admin/orders")).toBe("/admin/orders");
  });

  it("leaves an English login page's callback as it is", () => {
    expect(callbackPathIn("en", "/profile")).toBe("/profile");
    expect(callbackPathIn("en", "/hi/profile")).toBe("/hi/profile");
  });
});
