import { describe, expect, it } from "vitest";
import { searchResultText } from "./search-result-text";

describe("searchResultText (the search API's message)", () => {
  it("counts in words a reader expects, and says 'at least' when the count reached the cap", () => {
    expect(searchResultText("zzq", 0, 1000)).toBe('No products found for "zzq".');
    expect(searchResultText("bag", 1, 1000)).toBe("1 product found.");
    expect(searchResultText("bag", 42, 1000)).toBe("42 products found.");
    // Search stops counting at the cap: 1,000 counted means 1,000 or more.
    expect(searchResultText("bag", 1000, 1000)).toBe("At least 1000 products match.");
  });
});
