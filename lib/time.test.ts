import { describe, expect, it } from "vitest";
import {
  currentMonthIST,
  formatElapsed,
  formatDateTimeIST,
  formatLongDateIST,
  formatNumericDateIST,
  formatShortWeekdayDateIST,
  formatWeekdayDateIST,
  endOfDayIST,
  istDate,
  istDateTime,
  isCalendarDate,
  istMinutesOfDay,
  monthRangeIST,
  startOfDayIST,
} from "./time";

describe("India time", () => {
  // 00:10 IST on 1 March 2026 is still 28 February in UTC.
  const justAfterMidnight = new Date("2026-02-28T18:40:00Z");

  it("reads India's calendar and clock, whatever the server's zone", () => {
    expect(istDate(justAfterMidnight)).toBe("2026-03-01");
    expect(currentMonthIST(justAfterMidnight)).toBe("2026-03");
    expect(istMinutesOfDay(justAfterMidnight)).toBe(10);
  });

  it("gives the instants an India month starts and ends", () => {
    const march = monthRangeIST("2026-03");
    expect(march.from.toISOString()).toBe("2026-02-28T18:30:00.000Z");
    expect(march.to.toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(monthRangeIST("2026-12").to.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("formats dates and times as a person in India reads them", () => {
    expect(formatDateTimeIST(justAfterMidnight)).toBe(formatDateTimeIST(justAfterMidnight.toISOString()));
    expect(formatDateTimeIST(justAfterMidnight)).toMatch(/^1 Mar 2026, 12:10\s?am$/i);
    expect(formatLongDateIST(justAfterMidnight)).toBe("1 March 2026");
    expect(formatWeekdayDateIST(justAfterMidnight)).toBe("Sunday, 1 March 2026");
    expect(formatNumericDateIST(justAfterMidnight)).toBe("1/3/2026");
  });

  it("formats the same instants in Hindi: Hindi month and weekday names, Latin digits, India's calendar", () => {
    expect(formatLongDateIST(justAfterMidnight, "hi")).toBe("1 मार्च 2026");
    expect(formatWeekdayDateIST(justAfterMidnight, "hi")).toBe("रविवार, 1 मार्च 2026");
    expect(formatShortWeekdayDateIST(justAfterMidnight, "hi")).toBe("रवि, 1 मार्च 2026");
    expect(formatNumericDateIST(justAfterMidnight, "hi")).toBe("1/3/2026");
    expect(formatDateTimeIST(justAfterMidnight.toISOString(), "hi")).toMatch(/^1 मार्च 2026, 12:10\s?am$/i);
    expect(formatLongDateIST(new Date("2026-11-25T06:00:00Z"), "hi")).toBe("25 नवंबर 2026");
    // English stays the default, unchanged.
    expect(formatLongDateIST(justAfterMidnight, "en")).toBe(formatLongDateIST(justAfterMidnight));
    expect(formatShortWeekdayDateIST(justAfterMidnight)).toBe("Sun, 1 March 2026");
  });
});

describe("endOfDayIST", () => {
  it("is the last millisecond of that date on India's clock", () => {
    expect(endOfDayIST("2026-11-27").toISOString()).toBe("2026-11-27T18:29:59.999Z");
    expect(istDate(endOfDayIST("2026-12-31"))).toBe("2026-12-31");
    expect(istDate(new Date(endOfDayIST("2026-12-31").getTime() + 1))).toBe("2027-01-01");
  });
});

describe("startOfDayIST, isCalendarDate and istDateTime", () => {
  it("start a date at midnight in India, check dates and write India's date and clock", () => {
    expect(startOfDayIST("2026-03-01").toISOString()).toBe("2026-02-28T18:30:00.000Z");
    expect(startOfDayIST("2026-03-01").getTime()).toBe(endOfDayIST("2026-02-28").getTime() + 1);
    expect(["2026-02-28", "2028-02-29"].map(isCalendarDate)).toEqual([true, true]);
    expect(["2026-02-29", "2026-13-01", "2026-3-1", "01-03-2026", ""].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(istDateTime(new Date("2026-02-28T18:40:00.000Z"))).toBe("2026-03-01 00:10");
  });
});

describe("formatElapsed", () => {
  it("says how long in the largest whole unit", () => {
    expect([
      formatElapsed(0),
      formatElapsed(60_000),
      formatElapsed(119 * 60_000),
      formatElapsed(47 * 3_600_000),
    ]).toEqual(["0 minutes", "1 minute", "119 minutes", "47 hours"]);
    expect(formatElapsed(49 * 3_600_000)).toBe("2 days");
  });
});
