import { describe, expect, it } from "vitest";
import { HOME_VIEW, SHOP_VIEW_BASE, shopViewPath } from "@/lib/catalog/shop-path";
import { publicPagePath, switchHref } from "./switch-path";

describe("the language switch's target", () => {
  it("keeps the page and its query string, in the other language", () => {
    expect(switchHref("/product/steel-tiffin", "", "hi")).toBe("/hi/product/steel-tiffin");
    expect(switchHref("/product/steel-tiffin", "?ref=x", "en")).toBe("/product/steel-tiffin?ref=x");
    expect(switchHref("/shop", "q=%E0%A4%AC%E0%A5%88%E0%A4%97", "hi")).toBe("/hi/shop?q=%E0%A4%AC%E0%A5%88%E0%A4%97");
    expect(switchHref("/", "", "hi")).toBe("/hi");
    expect(switchHref("/", "", "en")).toBe("/");
  });

  it("turns the cached pages' internal paths back into their public addresses (lib/catalog/shop-path.ts)", () => {
    expect(HOME_VIEW.path).toBe("/home/index");
    expect(publicPagePath(HOME_VIEW.path, "")).toBe("/");
    for (const search of ["category=Bags+%26+Luggage&sort=price_asc", "brand=Skybags", ""]) {
      const internal = shopViewPath(new URLSearchParams(search));
      expect(internal?.startsWith(`${SHOP_VIEW_BASE}/`)).toBe(true);
      const expected = shopViewPath(new URLSearchParams(search));
      // The public address leads back to the same cached view.
      const back = publicPagePath(internal!, search);
      const [path, query = ""] = back.split("?");
      expect(path).toBe("/shop");
      expect(shopViewPath(new URLSearchParams(query))).toBe(expected);
    }
    expect(switchHref(`${SHOP_VIEW_BASE}/all`, "", "hi")).toBe("/hi/shop");
  });
});
