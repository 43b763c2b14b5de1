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

/** For each prefix of 1 to 3 digits of a known PIN code: how many known PIN codes under it reach each state. */
let prefixes: Map<string, Map<string, number>> | null = null;

function loadPrefixes(): Map<string, Map<string, number>> {
  directory ??= load();
  const map = new Map<string, Map<string, number>>();
  for (const { pin, states } of directory.values())
    for (const length of [1, 2, 3]) {
      const prefix = pin.slice(0, length);
      const counts = map.get(prefix) ?? new Map<string, number>();
      for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1);
      map.set(prefix, counts);
    }
  return map;
}

/**
 * The states a PIN code can be in: those of its place when the directory knows it (lookupPin); else, for a PIN
 * it does not know (a new one, or a typo), those reached by the known PIN codes with its longest known prefix
 * (the same first three digits, a sorting district; else two, a postal circle's region; else its zone's one),
 * the most common first. Null when no known PIN code starts with its first digit (9, the Army Postal Service).
 */
export function statesOfPin(pin: string): { state: string; states: string[] } | null {
  const place = lookupPin(pin);
  if (place) return { state: place.state, states: place.states };
  prefixes ??= loadPrefixes();
  for (const length of [3, 2, 1]) {
    const counts = prefixes.get(pin.slice(0, length));
    if (!counts) continue;
    const states = [...counts].sort((a, b) => b[1] - a[1]).map(([state]) => state);
    return { state: states[0]!, states };
  }
  return null;
}
