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

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function deliveryZone(
  destination: { city: string; state: string },
  origin: { city: string; state: string },
): DeliveryZone {
  if (same(destination.state, origin.state)) return same(destination.city, origin.city) ? "sameCity" : "sameState";
  return REMOTE_STATES.has(destination.state) ? "remote" : "restOfIndia";
}
