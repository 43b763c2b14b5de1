"use client";

import { useTranslations } from "next-intl";
import { STATES_AND_UNION_TERRITORIES } from "@/lib/india";
import { stateKey, stateNameWith } from "@/lib/i18n/state-names";

// A state's name in the page's language (lib/i18n/state-names.ts). The value
// stored and sent stays the English (ISO 3166-2:IN) name.

/** Shows a stored state value in the page's language (anything that is not a state, as it is). */
export function useStateName(): (value: string) => string {
  const t = useTranslations("States");
  return (value) => stateNameWith(t, value);
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
