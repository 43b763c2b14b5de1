// India Standard Time, defined once (DESIGN.md "Time"): UTC+05:30 all year
// (India has no daylight saving), so calendar dates and clock times in India
// are plain arithmetic on the offset, whatever the server's own time zone is.
// Tax documents (lib/orders/invoice.ts) and delivery dates (lib/delivery/) read
// India's calendar from here.

/** India's offset from UTC. */
export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export const IST_TIME_ZONE = "Asia/Kolkata";

/** The India calendar date of `at`, "YYYY-MM-DD". */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight on India's clock at `at` (0–1439). */
export function istMinutesOfDay(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.getUTCHours() * 60 + ist.getUTCMinutes();
}
