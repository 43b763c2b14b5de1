import { describe, expect, it } from "vitest";
import { addBusinessDays, deliveryWindow, dispatchDate, isBusinessDay, type DeliveryCalendar } from "./business-days";

// India's calendar, whatever the machine's time zone: every instant below is
// written in UTC and its IST reading is given beside it.

const noHolidays: DeliveryCalendar = { holidays: new Set(), cutoffMinutes: 14 * 60 };
const withHolidays: DeliveryCalendar = {
  holidays: new Set(["2026-10-02", "2026-11-08", "2026-12-25"]),
  cutoffMinutes: 14 * 60,
};

describe("dispatchDate", () => {
  it("dispatches the same day when ordered before the 14:00 IST cut-off on a business day", () => {
    // Tue 24 Nov 2026, 13:59 IST.
    expect(dispatchDate(new Date("2026-11-24T08:29:00Z"), noHolidays)).toBe("2026-11-24");
  });

  it("dispatches the next business day from the cut-off on", () => {
    // Tue 24 Nov 2026, 14:00 IST exactly, and 23:59 IST.
    expect(dispatchDate(new Date("2026-11-24T08:30:00Z"), noHolidays)).toBe("2026-11-25");
    expect(dispatchDate(new Date("2026-11-24T18:29:00Z"), noHolidays)).toBe("2026-11-25");
  });

  it("reads the day in IST: 20:00 UTC on the 24th is already the morning of the 25th in India", () => {
    // Wed 25 Nov 2026, 01:30 IST: before that day's cut-off.
    expect(dispatchDate(new Date("2026-11-24T20:00:00Z"), noHolidays)).toBe("2026-11-25");
  });

  it("skips Sunday: a Saturday-evening or Sunday order leaves on Monday", () => {
    // Sat 28 Nov 2026, 15:00 IST; Sun 29 Nov 2026, 10:00 IST.
    expect(dispatchDate(new Date("2026-11-28T09:30:00Z"), noHolidays)).toBe("2026-11-30");
    expect(dispatchDate(new Date("2026-11-29T04:30:00Z"), noHolidays)).toBe("2026-11-30");
  });

  it("skips a holiday: an order on Christmas morning leaves on the 26th", () => {
    // Fri 25 Dec 2026, 09:00 IST; Thu 24 Dec 2026, 16:00 IST.
    expect(dispatchDate(new Date("2026-12-25T03:30:00Z"), withHolidays)).toBe("2026-12-26");
    expect(dispatchDate(new Date("2026-12-24T10:30:00Z"), withHolidays)).toBe("2026-12-26");
  });

  it("follows the configured cut-off", () => {
    // Tue 24 Nov 2026, 11:00 IST with an 11:00 cut-off.
    expect(dispatchDate(new Date("2026-11-24T05:30:00Z"), { ...noHolidays, cutoffMinutes: 11 * 60 })).toBe(
      "2026-11-25",
    );
  });
});

describe("addBusinessDays", () => {
  it("counts Saturdays but not Sundays", () => {
    // Thu 26 Nov + 3: Fri 27, Sat 28, (Sun 29), Mon 30.
    expect(addBusinessDays("2026-11-26", 3, new Set())).toBe("2026-11-30");
  });

  it("skips holidays, also a holiday on a Sunday", () => {
    // Thu 1 Oct + 1: Fri 2 Oct is Gandhi Jayanti → Sat 3 Oct.
    expect(addBusinessDays("2026-10-01", 1, withHolidays.holidays)).toBe("2026-10-03");
    // Fri 6 Nov + 2: Sat 7, (Sun 8, Diwali), Mon 9.
    expect(addBusinessDays("2026-11-06", 2, withHolidays.holidays)).toBe("2026-11-09");
  });

  it("crosses months and years", () => {
    // Wed 30 Dec 2026 + 3: Thu 31, Fri 1 Jan, Sat 2 Jan.
    expect(addBusinessDays("2026-12-30", 3, new Set())).toBe("2027-01-02");
  });

  it("returns the day itself for zero days", () => {
    expect(addBusinessDays("2026-11-29", 0, new Set())).toBe("2026-11-29");
  });
});

describe("isBusinessDay", () => {
  it("is false on Sundays and holidays only", () => {
    expect(isBusinessDay("2026-11-28", withHolidays.holidays)).toBe(true); // Saturday
    expect(isBusinessDay("2026-11-29", withHolidays.holidays)).toBe(false); // Sunday
    expect(isBusinessDay("2026-12-25", withHolidays.holidays)).toBe(false); // Christmas, a Friday
  });
});

describe("deliveryWindow", () => {
  it("counts the zone's business days from the dispatch day", () => {
    // Mon 23 Nov 2026, 10:00 IST, 4–6 business days: Fri 27 Nov to Mon 30 Nov.
    expect(deliveryWindow(new Date("2026-11-23T04:30:00Z"), { min: 4, max: 6 }, noHolidays)).toEqual({
      dispatch: "2026-11-23",
      from: "2026-11-27",
      to: "2026-11-30",
    });
  });
});
