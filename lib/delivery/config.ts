import { STATES_AND_UNION_TERRITORIES } from "@/lib/india";
import type { DeliveryCalendar } from "./business-days";
import { readDeliveryEnv } from "./env.mjs";
import { DEFAULT_HOLIDAYS } from "./holidays";

// The delivery settings in force: cut-off, holidays and cash-on-delivery rules
// from the environment (lib/delivery/env.mjs), defaults filled in.

export type DeliveryConfig = DeliveryCalendar & {
  /** Largest order total (paise) that may be paid cash on delivery. */
  codLimitPaise: number;
  /** States and union territories where cash on delivery is not offered. */
  codUnavailableStates: ReadonlySet<string>;
};

let cached: { key: string; config: DeliveryConfig } | null = null;

/** Read per call (cheaply: parsed again only when a variable changed), so tests and operators see changes. */
export function deliveryConfig(env: Record<string, string | undefined> = process.env): DeliveryConfig {
  const key = [env.DELIVERY_CUTOFF_IST, env.COD_LIMIT_RUPEES, env.DELIVERY_HOLIDAYS, env.COD_UNAVAILABLE_STATES].join(
    "\0",
  );
  if (cached?.key === key) return cached.config;
  const read = readDeliveryEnv(env);
  const unknown = read.codUnavailableStates.find(
    (state) => !(STATES_AND_UNION_TERRITORIES as readonly string[]).includes(state),
  );
  if (unknown) throw new Error(`COD_UNAVAILABLE_STATES names "${unknown}", which is not a state or union territory.`);
  const config: DeliveryConfig = {
    cutoffMinutes: read.cutoffMinutes,
    holidays: new Set(read.holidays ?? DEFAULT_HOLIDAYS.map((holiday) => holiday.date)),
    codLimitPaise: read.codLimitPaise,
    codUnavailableStates: new Set(read.codUnavailableStates),
  };
  cached = { key, config };
  return config;
}
