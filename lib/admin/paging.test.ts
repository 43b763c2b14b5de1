import { describe, expect, it } from "vitest";
import { openPageInfo } from "./paging";

// A list that counts at most `cap` matches (or none) still says where a page sits and offers Next.

describe("openPageInfo", () => {
  it("is exact up to the cap", () => {
    expect(openPageInfo(2, 25, 60, 25, true, 100)).toEqual({
      page: 2,
      pageSize: 25,
      total: 60,
      pageCount: 3,
      totalIsAtLeast: false,
    });
  });

  it("says the cap, and at least one page past this one, beyond it", () => {
    expect(openPageInfo(1, 25, 101, 25, true, 100)).toMatchObject({ total: 100, pageCount: 4, totalIsAtLeast: true });
    expect(openPageInfo(4, 25, 101, 25, true, 100)).toMatchObject({ total: 101, pageCount: 5, totalIsAtLeast: true });
  });

  it("knows the length of a list that ends on this page, counted or not", () => {
    expect(openPageInfo(5, 25, 101, 3, false, 100)).toMatchObject({ total: 103, pageCount: 5, totalIsAtLeast: false });
    expect(openPageInfo(1, 25, null, 7, false)).toMatchObject({ total: 7, pageCount: 1, totalIsAtLeast: false });
    // An uncounted (broad) search with no match at all: its first page is empty, so it has none, not "0+".
    expect(openPageInfo(1, 25, null, 0, false)).toMatchObject({ total: 0, pageCount: 1, totalIsAtLeast: false });
  });

  it("without a count, says as many as are known", () => {
    expect(openPageInfo(2, 25, null, 25, true)).toMatchObject({ total: 51, pageCount: 3, totalIsAtLeast: true });
    expect(openPageInfo(3, 25, null, 0, false)).toMatchObject({ total: 0, pageCount: 3, totalIsAtLeast: true });
  });
});
