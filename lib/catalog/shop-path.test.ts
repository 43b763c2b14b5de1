import { describe, expect, it } from "vitest";
import { queryFromShopViewSegment, shopViewPath } from "./shop-path";

const segmentOf = (search: string) => shopViewPath(new URLSearchParams(search))?.split("/").pop() ?? null;

describe("shop view paths", () => {
  it("gives every spelling of one view the same canonical segment", () => {
    const a = segmentOf("category=Luggage");
    expect(a).toBe(segmentOf("categories=Luggage&sort=newest&page=1&utm_source=x"));
    expect(a).not.toBe(segmentOf("categories=Luggage&page=2"));
    expect(segmentOf("")).toBe("all");
  });

  it("round-trips the query, including names with commas' neighbours and ampersands", () => {
    const segment = segmentOf(
      "brands=Tiffin%20%26%20Co.&subcategories=Tiffin%20%26%20Co.:Lunch%20Boxes&sort=price-asc",
    )!;
    const query = queryFromShopViewSegment(segment)!;
    expect(query.brands).toEqual(["Tiffin & Co."]);
    expect(query.subcategories).toEqual([{ brand: "Tiffin & Co.", name: "Lunch Boxes" }]);
    expect(query.sort).toBe("price-asc");
  });

  it("leaves searches per request and refuses non-canonical segments", () => {
    expect(shopViewPath(new URLSearchParams("q=backpack"))).toBeNull();
    expect(shopViewPath(new URLSearchParams("q=%20%20&category=Luggage"))).not.toBeNull();
    expect(queryFromShopViewSegment(Buffer.from("q=bag").toString("base64url"))).toBeNull();
    expect(queryFromShopViewSegment(Buffer.from("categories=Luggage").toString("base64url"))).toBeNull();
    expect(queryFromShopViewSegment("not/a segment")).toBeNull();
    expect(queryFromShopViewSegment("all")?.categories).toEqual([]);
  });
});
