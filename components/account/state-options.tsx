"use client";

import { useTranslations } from "next-intl";
import type en from "@/messages/en.json";
import { STATES_AND_UNION_TERRITORIES, type IndianState } from "@/lib/india";

// A state's name in the page's language. The value stored and sent stays the
// English (ISO 3166-2:IN) name; only what the shopper reads is translated.

type StateKey = keyof (typeof en)["States"]["names"];

const isIndianState = (value: string): value is IndianState =>
  (STATES_AND_UNION_TERRITORIES as readonly string[]).includes(value);

/** The message key of a state's name: "Tamil Nadu" → "tamilNadu". */
export function stateKey(state: IndianState): StateKey {
  const [first = "", ...rest] = state.split(/\s+/);
  return (first.toLowerCase() + rest.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")) as StateKey;
}

/** Shows a stored state value in the page's language (anything that is not a state, as it is). */
export function useStateName(): (value: string) => string {
  const t = useTranslations("States");
  return (value) => (isIndianState(value) ? t(`names.${stateKey(value)}`) : value);
}

/** The options of a State <select>: a prompt, then India's 28 states and 8 union territories. */
export function StateOptions() {
  const t = useTranslations("States");
  return (
    <>
      <option value="">{t("choose")}</option>
      {STATES_AND_UNION_TERRITORIES.map((state) => (
        <option key={state} value={state}>
          {t(`names.${stateKey(state)}`)}
        </option>
      ))}
    </>
  );
}
