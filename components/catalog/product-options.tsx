import { useTranslations } from "next-intl";
import { focusRingPeer } from "@/components/ui/focus-ring";
import { colourNameWith, sizeNameWith } from "@/lib/i18n/product-terms";
import { OPTIONS_ROOT } from "./options-root";

// The product page's size and colour choice: radio groups drawn as chips,
// server-rendered. The page's Add to Cart (ProductCardActions) reads the
// checked ones; a group left unchosen shows its prompt (the button un-hides
// it) until one of its chips is checked (CSS, no script). A chip reads its
// value in the page's language ("नेवी ब्लू"); the radio's value, which the
// cart is sent, stays the stored English.

const chip =
  "block rounded-full border border-neutral-300 bg-white px-4 py-1.5 text-sm hover:border-brand-600 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-700";

type Group = {
  option: "size" | "color";
  values: string[];
  legend: string;
  prompt: string;
  shown: (value: string) => string;
};

/** Wraps the options and the page's ProductCardActions, which reads the choice inside it. */
export function ProductOptionsRoot({ children }: { children: React.ReactNode }) {
  return (
    <div {...{ [OPTIONS_ROOT]: "" }} className="space-y-4">
      {children}
    </div>
  );
}

export function ProductOptions({ sizes, colors }: { sizes: string[]; colors: string[] }) {
  const t = useTranslations("Product");
  const terms = useTranslations("Vocabulary");
  const groups: Group[] = [
    {
      option: "size" as const,
      values: sizes,
      legend: t("size"),
      prompt: t("chooseSize"),
      shown: (value: string) => sizeNameWith(terms, value),
    },
    {
      option: "color" as const,
      values: colors,
      legend: t("colour"),
      prompt: t("chooseColour"),
      shown: (value: string) => colourNameWith(terms, value),
    },
  ].filter((group) => group.values.length > 0);
  if (!groups.length) return null;
  return (
    <div className="space-y-4">
      {groups.map(({ option, values, legend, prompt, shown }) => (
        <fieldset key={option} data-option={option} className="group">
          <legend className="mb-2 text-sm font-semibold">{legend}</legend>
          <div className="flex flex-wrap gap-2">
            {values.map((value) => (
              <label key={value} className="cursor-pointer">
                <input
                  type="radio"
                  name={option}
                  value={value}
                  // One to choose from is chosen already.
                  defaultChecked={values.length === 1}
                  className="peer sr-only"
                />
                <span className={`${chip} ${focusRingPeer}`}>{shown(value)}</span>
              </label>
            ))}
          </div>
          <p
            data-option-prompt=""
            role="alert"
            hidden
            className="mt-2 text-sm font-semibold text-red-700 group-has-checked:hidden"
          >
            {prompt}
          </p>
        </fieldset>
      ))}
    </div>
  );
}
