import { vi } from "vitest";

/** 12:00 IST on Monday 16 November 2026: far from any India day, month or financial-year boundary. */
export const MIDDAY_MID_MONTH = new Date("2026-11-16T06:30:00Z");

/**
 * Runs the clock (Date only; it keeps running) from `at`, so a test that makes rows "now" and then reads
 * "today's" or "this month's" (or numbers them in the financial year) cannot straddle an India day,
 * month or financial year between the two: run at 18:30 UTC, on a month's last day or on 31 March, the
 * rows fell in one and the reading in the next. Call it before making sessions (a token from a later
 * clock is refused); undo with vi.useRealTimers().
 */
export function clockFrom(at: Date = MIDDAY_MID_MONTH) {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(at);
}
