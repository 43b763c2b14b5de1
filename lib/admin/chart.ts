// Geometry and labels for the dashboard's server-rendered bar charts.
// Pure and client-safe, so it is unit tested without a browser.

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value` (at least `minimum`): the chart's top gridline. */
export function niceCeiling(value: number, minimum = 1): number {
  const target = Math.max(value, minimum);
  const power = 10 ** Math.floor(Math.log10(target));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= target) return step * power;
  }
  return 10 * power;
}

/**
 * The value at the top of a chart with gridlines at 0, half and full: a nice
 * ceiling of the largest value; for counts (`integer`) an even one, so the
 * middle gridline is a whole number too.
 */
export function chartScale(values: number[], { minimum = 1, integer = false } = {}): number {
  const max = niceCeiling(Math.max(0, ...values), minimum);
  return integer && max % 2 !== 0 ? max + 1 : max;
}

/** "14 Feb" for "2025-02-14" (a calendar day, so no time zone can shift it). */
export function shortDayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
}

/** "Fri, 14 Feb 2025" for "2025-02-14". */
export function longDayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

export type ChartBox = { width: number; height: number };
export type Bar = { x: number; y: number; width: number; height: number };

/**
 * One bar per value across `box`, bottom-aligned, scaled so `max` fills the
 * height. A non-zero value always gets at least a 1-unit sliver so it is
 * never mistaken for an empty day.
 */
export function layoutBars(values: number[], box: ChartBox, max: number, gapRatio = 0.25): Bar[] {
  if (values.length === 0) return [];
  const slot = box.width / values.length;
  const width = slot * (1 - gapRatio);
  return values.map((value, index) => {
    const scaled = max > 0 ? (Math.max(0, value) / max) * box.height : 0;
    const height = value > 0 ? Math.max(1, Math.min(box.height, scaled)) : 0;
    return { x: index * slot + (slot - width) / 2, y: box.height - height, width, height };
  });
}
