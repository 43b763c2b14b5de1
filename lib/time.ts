// India Standard Time, defined once (DESIGN.md "Time"): UTC+05:30 all year
// (India has no daylight saving), so calendar dates and clock times in India
// are plain arithmetic on the offset, whatever the server's own time zone is.
// Tax documents (lib/orders/invoice.ts), the invoice register, delivery dates
// (lib/delivery/) and every date a person reads take India's calendar and
// clock from here. No server-only code: the browser formats dates too.

/** India's offset from UTC. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export const IST_TIME_ZONE = "Asia/Kolkata";

/** The India calendar date of `at`, "YYYY-MM-DD". */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** This month in India (or `now`'s), "YYYY-MM". */
export function currentMonthIST(now = new Date()): string {
  return istDate(now).slice(0, 7);
}

/** The instants an India calendar month ("YYYY-MM") starts and ends (exclusive). */
export function monthRangeIST(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS);
  return { from, to };
}

/** Minutes since midnight on India's clock at `at` (0–1439). */
export function istMinutesOfDay(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.getUTCHours() * 60 + ist.getUTCMinutes();
}

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: IST_TIME_ZONE });
const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: IST_TIME_ZONE });
const weekdayDate = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: IST_TIME_ZONE,
});
const shortWeekdayDate = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: IST_TIME_ZONE,
});
const numericDate = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE });

const asDate = (at: Date | string) => (typeof at === "string" ? new Date(at) : at);

/** "15 Mar 2025, 5:30 pm" (IST), for a Date or an ISO time. */
export const formatDateTimeIST = (at: Date | string): string => dateTime.format(asDate(at));

/** "15 March 2025" (IST), for a Date or an ISO time. */
export const formatLongDateIST = (at: Date | string): string => longDate.format(asDate(at));

/** "Saturday, 15 March 2025" (IST), for a Date or an ISO time. */
export const formatWeekdayDateIST = (at: Date | string): string => weekdayDate.format(asDate(at));

/** "Sat, 15 March 2025" (IST), for a Date or an ISO time. */
export const formatShortWeekdayDateIST = (at: Date | string): string => shortWeekdayDate.format(asDate(at));

/** "15/3/2025" (IST), for a Date or an ISO time. */
export const formatNumericDateIST = (at: Date | string): string => numericDate.format(asDate(at));
