import { describe, expect, it } from "vitest";
import { callbackPathIn, safeCallbackPath } from "./callback-path";

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

describe("safeCallbackPath", () => {
  it("keeps a same-site path and refuses another site's address", () => {
    expect(safeCallbackPath("/shop?category=Laptop%20Bags#top")).toBe("/shop?category=Laptop%20Bags#top");
    for (const value of ["//evil.example", "/\\evil.example", "https://evil.example", "/\t/evil.example", "", null]) {
      expect(safeCallbackPath(value), String(value)).toBe("/");
    }
  });

  it("percent-encodes what a Location header cannot carry: a signed-in shopper's /login redirect answered 500", () => {
    // ?callbackUrl=%2Fhi%2Fshop%3Fq%3D%E0%A4%AC%E0%A5%88%E0%A4%97 arrives decoded: "/hi/shop?q=बैग".
    expect(safeCallbackPath("/hi/shop?q=बैग")).toBe("/hi/shop?q=%E0%A4%AC%E0%A5%88%E0%A4%97");
    expect(safeCallbackPath("/a b\u007f")).toBe("/a%20b%7F");
    expect(safeCallbackPath("/\u3002evil.example")).toBe("/%E3%80%82evil.example");
    expect(safeCallbackPath("/x\ud800")).toBe("/"); // a lone surrogate is no text at all
  });
});
