// The delivery settings an operator may change, read from the environment in
// one place: lib/delivery/config.ts uses them at run time, and
// lib/config/runtime-env.mjs refuses to start with a malformed one. Plain
// JavaScript so that start-up scripts can import it too. Defaults and their
// meaning: .env.example, "Delivery".

export const DEFAULT_CUTOFF = "14:00";
export const DEFAULT_COD_LIMIT_RUPEES = 50_000;
/** Islands whose couriers take no cash: COD is not offered there unless COD_UNAVAILABLE_STATES says otherwise. */
export const DEFAULT_COD_UNAVAILABLE_STATES = ["Andaman and Nicobar Islands", "Lakshadweep"];

const list = (value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** "2026-01-26" that is a real calendar date. */
function isCalendarDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The delivery settings from `env`, defaults filled in; throws an Error naming
 * the variable when one is malformed.
 * @param {Record<string, string | undefined>} env
 * @returns {{ cutoffMinutes: number, codLimitPaise: number, holidays: string[] | null, codUnavailableStates: string[] }}
 */
export function readDeliveryEnv(env = process.env) {
  const cutoff = env.DELIVERY_CUTOFF_IST?.trim() || DEFAULT_CUTOFF;
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff);
  if (!clock) throw new Error(`DELIVERY_CUTOFF_IST must be a time of day such as 14:00 (India time), not "${cutoff}".`);

  const limitText = env.COD_LIMIT_RUPEES?.trim() || String(DEFAULT_COD_LIMIT_RUPEES);
  if (!/^\d{1,8}$/.test(limitText) || Number(limitText) < 1)
    throw new Error(`COD_LIMIT_RUPEES must be a whole number of rupees such as 50000, not "${limitText}".`);

  const holidaysText = env.DELIVERY_HOLIDAYS?.trim();
  const holidays = holidaysText ? list(holidaysText) : null;
  const badHoliday = holidays?.find((date) => !isCalendarDate(date));
  if (badHoliday)
    throw new Error(
      `DELIVERY_HOLIDAYS must list dates such as 2026-01-26, separated by commas; "${badHoliday}" is not one.`,
    );

  const statesText = env.COD_UNAVAILABLE_STATES;
  return {
    cutoffMinutes: Number(clock[1]) * 60 + Number(clock[2]),
    codLimitPaise: Number(limitText) * 100,
    holidays,
    // Set but empty means COD everywhere the shop delivers.
    codUnavailableStates: statesText === undefined ? DEFAULT_COD_UNAVAILABLE_STATES : list(statesText),
  };
}

/**
 * The first problem with the delivery settings as one line, or null.
 * @param {Record<string, string | undefined>} env
 */
export function findDeliveryConfigProblem(env = process.env) {
  try {
    readDeliveryEnv(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
