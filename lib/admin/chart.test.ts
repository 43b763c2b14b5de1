import { describe, expect, it } from "vitest";
import { chartScale, layoutBars, longDayLabel, niceCeiling, shortDayLabel } from "./chart";

describe("niceCeiling", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(2_100)).toBe(2_500);
    expect(niceCeiling(2_500)).toBe(2_500);
    expect(niceCeiling(4_87_650_00)).toBe(5_00_000_00);
    expect(niceCeiling(0, 10)).toBe(10);
  });
});

describe("chartScale", () => {
  it("keeps the middle gridline a whole number for counts", () => {
    expect(chartScale([])).toBe(1);
    expect(chartScale([3], { integer: true })).toBe(6);
    expect(chartScale([0, 0], { integer: true, minimum: 2 })).toBe(2);
    expect(chartScale([17], { integer: true })).toBe(20);
    expect(chartScale([0, 4_500_00], { minimum: 100 })).toBe(5_000_00);
  });
});

describe("day labels", () => {
  it("reads a calendar day without shifting it by a time zone", () => {
    expect(shortDayLabel("2025-02-14")).toBe("14 Feb");
    expect(shortDayLabel("2025-03-01")).toBe("1 Mar");
    expect(longDayLabel("2025-02-14")).toMatch(/^Fri,? 14 Feb,? 2025$/);
  });
});

describe("layoutBars", () => {
  it("puts one bottom-aligned bar per value in its own slot, scaled to the maximum", () => {
    const bars = layoutBars([0, 50, 100], { width: 300, height: 200 }, 100, 0.5);
    expect(bars).toEqual([
      { x: 25, y: 200, width: 50, height: 0 },
      { x: 125, y: 100, width: 50, height: 100 },
      { x: 225, y: 0, width: 50, height: 200 },
    ]);
  });

  it("keeps a tiny value visible, never draws above the box and copes with nothing to draw", () => {
    expect(layoutBars([1, 500], { width: 100, height: 100 }, 100_000).map((bar) => bar.height)).toEqual([1, 1]);
    expect(layoutBars([500], { width: 10, height: 100 }, 100)[0]!.height).toBe(100);
    expect(layoutBars([5], { width: 10, height: 10 }, 0)[0]!.height).toBe(1);
    expect(layoutBars([], { width: 10, height: 10 }, 1)).toEqual([]);
  });
});
