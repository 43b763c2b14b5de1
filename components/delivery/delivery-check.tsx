"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useSession } from "@/components/account/use-session";
import { useStateName } from "@/components/account/state-options";
import { PIN_PATTERN } from "@/lib/pin-code";
import { fetchEstimate } from "./estimate-api";
import { rememberPin, useRememberedPin } from "./remembered-pin";
import { fetchJson, useResource } from "@/components/api/resource-cache";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";
import { TextField } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus-ring";

// "Check delivery" on the product page and in the cart: a PIN code gives the
// promised dates and whether cash on delivery is possible. Runs in the browser
// (the product page is cached for everyone). The PIN code is remembered for the
// visit; a signed-in shopper who has not typed one starts from their default
// address's.

/** The part of the saved addresses' answer (RESOURCE_KEYS.addresses, shared with the address book) read here. */
type SavedAddresses = { addresses: Array<{ postalCode: string; isDefault: boolean }> };

/** `totalRupees`: an order total (the cart's), so COD also respects the COD limit. */
export function DeliveryCheck({ totalRupees }: { totalRupees?: number }) {
  const t = useTranslations("Delivery");
  const stateName = useStateName();
  const locale = useLocale();
  const id = useId();
  const { signedIn } = useSession();
  const remembered = useRememberedPin();
  const [asked, setAsked] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { data: saved } = useResource<SavedAddresses>(
    signedIn && !remembered && !asked ? RESOURCE_KEYS.addresses : null,
    fetchJson,
  );
  const savedPin = saved?.addresses.find((address) => address.isDefault)?.postalCode;

  const pin = asked ?? remembered ?? savedPin ?? null;
  // The answer's messages are in the page's language: the key carries it.
  const { data: result, isLoading } = useResource(
    pin ? ([...RESOURCE_KEYS.deliveryEstimate(pin, totalRupees), locale] as const) : null,
    ([, wanted, total]) => fetchEstimate(wanted, total, { failed: t("failed"), unreachable: t("unreachable") }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = (typed ?? pin ?? "").trim();
    setInvalid(!PIN_PATTERN.test(wanted));
    if (!PIN_PATTERN.test(wanted)) return;
    rememberPin(wanted);
    setAsked(wanted);
  }

  const estimate = !invalid && result?.ok ? result.estimate : null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-neutral-200 bg-white p-4"
      data-testid="delivery-check"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        {t("heading")}
      </h2>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-2 flex items-end gap-2">
        <TextField
          label={t("pinLabel")}
          id={`${id}-pin`}
          className="flex-1"
          name="pin"
          value={typed ?? pin ?? ""}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t("pinPlaceholder")}
        />
        <button
          type="submit"
          disabled={isLoading}
          className={`rounded-md border border-brand-600 px-4 py-2 text-base font-semibold text-brand-700 sm:text-sm hover:bg-brand-50 ${focusRing}`}
        >
          {t("check")}
        </button>
      </form>
      <div aria-live="polite" className="mt-2 text-sm" data-testid="delivery-result">
        {invalid ? <p className="text-red-700">{t("invalidPin")}</p> : null}
        {!invalid && isLoading ? <p className="text-neutral-600">{t("checking")}</p> : null}
        {!invalid && result && !result.ok ? <p className="text-red-700">{result.message}</p> : null}
        {estimate?.serviceable ? (
          <>
            <p>
              {t.rich("result", {
                message: estimate.message,
                city: estimate.city,
                state: stateName(estimate.state),
                b: (chunks) => <strong className="text-green-800">{chunks}</strong>,
              })}
            </p>
            <p className={estimate.cod ? "text-neutral-700" : "text-amber-800"}>{estimate.codMessage}</p>
          </>
        ) : null}
        {estimate && !estimate.serviceable ? <p className="text-red-700">{estimate.message}</p> : null}
      </div>
    </section>
  );
}
