"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useStateName } from "@/components/account/state-options";
import type { AddressData } from "@/lib/account/address-schema";
import type { ShippingInfoInput } from "@/lib/orders/shipping-info";
import { buttonClass } from "@/components/ui/button";
import { isSameAddress } from "./shipping-fields";

/**
 * Checkout's saved addresses: "Use this address" fills the shipping fields; the one they hold is pressed.
 * The state in the page's language, as the address book shows it (stored in English).
 */
export function SavedAddresses({
  addresses,
  current,
  onUse,
  className,
}: {
  addresses: AddressData[];
  /** What the shipping fields hold now. */
  current: ShippingInfoInput;
  onUse: (address: AddressData) => void;
  className: string;
}) {
  const t = useTranslations("Checkout.saved");
  const id = useId();
  const stateName = useStateName();
  if (!addresses.length) return null;
  return (
    <section aria-labelledby={`${id}-saved`} className={className}>
      <h2 id={`${id}-saved`} className="text-lg font-bold">
        {t("heading")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => {
          const chosen = isSameAddress(current, address);
          return (
            <li
              key={address.id}
              className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${chosen ? "border-brand-500 ring-1 ring-brand-500" : "border-neutral-200"}`}
              data-testid="saved-address"
            >
              <p className="font-semibold">
                {address.fullName}
                {address.isDefault ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t("default")}
                  </span>
                ) : null}
              </p>
              <address id={`${id}-address-${address.id}`} className="not-italic leading-5 text-neutral-700">
                {address.street}, {address.city}, {stateName(address.state)} {address.postalCode}
              </address>
              <button
                type="button"
                className={`${buttonClass.outline} mt-auto self-start aria-pressed:bg-brand-600 aria-pressed:text-white`}
                aria-pressed={chosen}
                aria-describedby={`${id}-address-${address.id}`}
                onClick={() => onUse(address)}
              >
                {t("use")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
