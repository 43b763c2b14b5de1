import type { DeliveryZone } from "@/lib/shipping";

// Which delivery zone a destination is in, seen from where the shop
// dispatches (its own city and state, lib/store.ts). Remote areas are the
// north-eastern states, Jammu and Kashmir, Ladakh and the island territories.

export const REMOTE_STATES: ReadonlySet<string> = new Set([
  "Arunachal Pradesh",
  "Assam",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Sikkim",
  "Tripura",
  "Jammu and Kashmir",
  "Ladakh",
  "Andaman and Nicobar Islands",
  "Lakshadweep",
]);

/** The remote areas' ISO 3166-2:IN subdivision codes (for search engines' shipping details). */
export const REMOTE_REGION_CODES: Readonly<Record<string, string>> = {
  "Arunachal Pradesh": "AR",
  Assam: "AS",
  Manipur: "MN",
  Meghalaya: "ML",
  Mizoram: "MZ",
  Nagaland: "NL",
  Sikkim: "SK",
  Tripura: "TR",
  "Jammu and Kashmir": "JK",
  Ladakh: "LA",
  "Andaman and Nicobar Islands": "AN",
  Lakshadweep: "LD",
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function deliveryZone(
  destination: { city: string; state: string },
  origin: { city: string; state: string },
): DeliveryZone {
  if (same(destination.state, origin.state)) return same(destination.city, origin.city) ? "sameCity" : "sameState";
  return REMOTE_STATES.has(destination.state) ? "remote" : "restOfIndia";
}
