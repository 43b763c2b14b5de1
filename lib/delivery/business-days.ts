import { istDate, istMinutesOfDay } from "@/lib/time";

// Business-day arithmetic on India's calendar, the one place dates of dispatch
// and delivery are computed. Business days are every day but Sunday and the
// configured holidays (Saturdays count: couriers deliver on them). Dates are
// "YYYY-MM-DD" strings of India's calendar, so no server time zone leaks in.

export type CalendarDate = string;

export type DeliveryCalendar = {
  holidays: ReadonlySet<CalendarDate>;
  /** Orders placed at or after this time of day (minutes, India time) dispatch the next business day. */
  cutoffMinutes: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const asUtc = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/** `date` moved by `days` calendar days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(asUtc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(date: CalendarDate, holidays: ReadonlySet<CalendarDate>): boolean {
  return asUtc(date).getUTCDay() !== 0 && !holidays.has(date);
}

/** The `count`-th business day after `date` (0: `date` itself). */
export function addBusinessDays(date: CalendarDate, count: number, holidays: ReadonlySet<CalendarDate>): CalendarDate {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

/** The day an order placed at `placedAt` leaves the warehouse: today before the cut-off on a business day, else the next business day. */
export function dispatchDate(placedAt: Date, calendar: DeliveryCalendar): CalendarDate {
  const today = istDate(placedAt);
  if (isBusinessDay(today, calendar.holidays) && istMinutesOfDay(placedAt) < calendar.cutoffMinutes) return today;
  return addBusinessDays(today, 1, calendar.holidays);
}

/** Delivery between `days.min` and `days.max` business days after dispatch. */
export function deliveryWindow(
  placedAt: Date,
  days: { min: number; max: number },
  calendar: DeliveryCalendar,
): { dispatch: CalendarDate; from: CalendarDate; to: CalendarDate } {
  const dispatch = dispatchDate(placedAt, calendar);
  return {
    dispatch,
    from: addBusinessDays(dispatch, days.min, calendar.holidays),
    to: addBusinessDays(dispatch, days.max, calendar.holidays),
  };
}
