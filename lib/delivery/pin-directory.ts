import "server-only";
import { PIN_CITIES, PIN_ROWS, PIN_STATES } from "./pin-directory.data";

// India's PIN codes: which city and state each one serves. The data is
// generated into pin-directory.data.ts from an npm package (ADR 0007) and
// indexed into a Map the first time a PIN is looked up (~19,000 entries, a few
// milliseconds, once per server process).

export type PinPlace = {
  pin: string;
  city: string;
  /** The state or union territory most of its post offices are in. */
  state: string;
  /** Every state it reaches: `state` first (a few PIN codes cross a border). */
  states: string[];
};

let directory: Map<string, PinPlace> | null = null;

function load(): Map<string, PinPlace> {
  const map = new Map<string, PinPlace>();
  for (const row of PIN_ROWS.split("\n")) {
    if (!row) continue;
    const [pin, stateIndex, cityIndex, ...others] = row.split(" ");
    const states = [stateIndex, ...others].map((index) => PIN_STATES[Number(index)]!);
    map.set(pin!, { pin: pin!, city: PIN_CITIES[Number(cityIndex)]!, state: states[0]!, states });
  }
  return map;
}

/** The place a PIN code serves, or null when the directory does not know it. */
export function lookupPin(pin: string): PinPlace | null {
  directory ??= load();
  return directory.get(pin) ?? null;
}
