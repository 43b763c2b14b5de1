import { useTranslations } from "next-intl";

// The exchange reasons in the page's language, for the exchange's status and its request form.

/** The reasons' message keys, by the label the API takes (lib/exchanges/policy.ts). */
const REASON_KEYS: Record<string, "damaged" | "defective" | "wrongItem" | "wrongSizeOrColour" | "other"> = {
  Damaged: "damaged",
  Defective: "defective",
  "Wrong item": "wrongItem",
  "Wrong size/colour": "wrongSizeOrColour",
  Other: "other",
};

export function useReasonText() {
  const reasons = useTranslations("Exchange.reasons");
  return (reason: string) => (REASON_KEYS[reason] ? reasons(REASON_KEYS[reason]) : reason);
}
