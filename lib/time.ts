// India Standard Time, defined once (DESIGN.md "Time"): UTC+05:30 all year
// (India has no daylight saving), so calendar dates and clock times in India
// are plain arithmetic on the offset, whatever the server's own time zone is.
// Tax documents (lib/orders/invoice.ts), the invoice register, delivery dates
// (lib/delivery/) and every date a person reads take India's calendar and
// clock from here. No server-only code: the browser formats dates too.

import type { Locale } from "@/lib/i18n/locale";

/** India's offset from UTC. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export const IST_TIME_ZONE = "Asia/Kolkata";

/** The India calendar date of `at`, "YYYY-MM-DD". */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last instant of an India calendar date ("YYYY-MM-DD"): 23:59:59.999 in India. */
export function endOfDayIST(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1) - IST_OFFSET_MS - 1);
}

/** The first instant of an India calendar date ("YYYY-MM-DD"): 00:00 in India. */
export function startOfDayIST(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

/** True for a real calendar date written "YYYY-MM-DD" (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** India's date and clock of `at`, "YYYY-MM-DD HH:mm": a spreadsheet reads it as a date and time. */
export function istDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
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

type DateLocale = Locale;

/** The Intl tag of each shop language: English as in India, Hindi with Latin digits (as Indian Hindi sites write dates). */
const INTL_TAG: Record<DateLocale, string> = { en: "en-IN", hi: "hi-IN" };

const WEEKDAY_DATE = { day: "numeric", month: "long", year: "numeric", timeZone: IST_TIME_ZONE } as const;
const FORMATS = {
  dateTime: { dateStyle: "medium", timeStyle: "short", timeZone: IST_TIME_ZONE },
  longDate: { dateStyle: "long", timeZone: IST_TIME_ZONE },
  weekdayDate: { weekday: "long", ...WEEKDAY_DATE },
  shortWeekdayDate: { weekday: "short", ...WEEKDAY_DATE },
  numericDate: { timeZone: IST_TIME_ZONE },
  time: { timeStyle: "short", timeZone: IST_TIME_ZONE },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatName = keyof typeof FORMATS;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per language and format, made on first use. */
function formatter(name: FormatName, locale: DateLocale): Intl.DateTimeFormat {
  const id = `${locale}:${name}`;
  let made = formatters.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(INTL_TAG[locale] ?? INTL_TAG.en, { ...FORMATS[name], numberingSystem: "latn" });
    formatters.set(id, made);
  }
  return made;
}

const asDate = (at: Date | string) => (typeof at === "string" ? new Date(at) : at);

// Each formatter takes the shop language ("en" | "hi", lib/i18n/locale.ts); English is the default.

/** "15 Mar 2025, 5:30 pm" (IST), for a Date or an ISO time; Hindi "15 मार्च 2025, 5:30 pm". */
export const formatDateTimeIST = (at: Date | string, locale: DateLocale = "en"): string =>
  locale === "hi"
    ? // CLDR's medium Hindi date abbreviates the month ("नव॰"), and its long date-time adds "को … बजे":
      // the long date and the short time read better.
      `${formatter("longDate", locale).format(asDate(at))}, ${formatter("time", locale).format(asDate(at))}`
    : formatter("dateTime", locale).format(asDate(at));

/** "15 March 2025" (IST), for a Date or an ISO time; Hindi "15 मार्च 2025". */
export const formatLongDateIST = (at: Date | string, locale: DateLocale = "en"): string =>
  formatter("longDate", locale).format(asDate(at));

/** "Saturday, 15 March 2025" (IST), for a Date or an ISO time; Hindi "शनिवार, 15 मार्च 2025". */
export const formatWeekdayDateIST = (at: Date | string, locale: DateLocale = "en"): string =>
  formatter("weekdayDate", locale).format(asDate(at));

/** "Sat, 15 March 2025" (IST), for a Date or an ISO time; Hindi "शनि, 15 मार्च 2025". */
export const formatShortWeekdayDateIST = (at: Date | string, locale: DateLocale = "en"): string =>
  formatter("shortWeekdayDate", locale).format(asDate(at));

/** "15/3/2025" (IST), for a Date or an ISO time (the same in Hindi). */
export const formatNumericDateIST = (at: Date | string, locale: DateLocale = "en"): string =>
  formatter("numericDate", locale).format(asDate(at));

/** "3 days", "5 hours", "40 minutes": how long something has waited, in the largest whole unit (English, the admin's). */
export function formatElapsed(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const [value, unit] =
    minutes >= 2 * 24 * 60
      ? [Math.floor(minutes / (24 * 60)), "day"]
      : minutes >= 120
        ? [Math.floor(minutes / 60), "hour"]
        : [minutes, "minute"];
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}
