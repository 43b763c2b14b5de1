import type en from "@/messages/en.json";
import { STATES_AND_UNION_TERRITORIES, type IndianState } from "@/lib/india";

// A state's name in the shopper's language. The value stored and sent stays
// the English (ISO 3166-2:IN) name; only what the shopper reads is translated,
// from the States namespace of messages/<locale>.json. Plain code: the
// browser's state pickers and the server's Hindi texts use it alike.

export type StateKey = keyof (typeof en)["States"]["names"];

export const isIndianState = (value: string): value is IndianState =>
  (STATES_AND_UNION_TERRITORIES as readonly string[]).includes(value);

/** The message key of a state's name: "Tamil Nadu" → "tamilNadu". */
export function stateKey(state: IndianState): StateKey {
  const [first = "", ...rest] = state.split(/\s+/);
  return (first.toLowerCase() + rest.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")) as StateKey;
}

/** A stored state value through a States translator (`t("names.tamilNadu")`); anything that is not a state, as it is. */
export function stateNameWith(t: (key: `names.${StateKey}`) => string, value: string): string {
  return isIndianState(value) ? t(`names.${stateKey(value)}`) : value;
}
