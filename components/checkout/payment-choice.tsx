"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

export type PaymentMethod = "COD" | "Online";

/** Checkout's choice of Cash on Delivery or Pay Online; COD is greyed out, with the reason, where it is not offered. */
export function PaymentChoice({
  method,
  onChange,
  codUnavailable,
  className,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Why this order cannot be paid on delivery, or null. */
  codUnavailable: string | null;
  className: string;
}) {
  const t = useTranslations("Checkout.payment");
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="float-left mb-3 text-lg font-bold">{t("legend")}</legend>
      <div className="clear-left flex flex-col gap-3">
        <PaymentOption
          name={name}
          value="COD"
          checked={method === "COD"}
          onChange={onChange}
          label={t("cod")}
          note={codUnavailable ?? t("codNote")}
          disabled={!!codUnavailable}
        />
        <PaymentOption
          name={name}
          value="Online"
          checked={method === "Online"}
          onChange={onChange}
          label={t("online")}
          note={t("onlineNote")}
        />
      </div>
    </fieldset>
  );
}

function PaymentOption(props: {
  name: string;
  value: PaymentMethod;
  checked: boolean;
  onChange: (value: PaymentMethod) => void;
  label: string;
  note: string;
  /** Not offered for this order; `note` says why. */
  disabled?: boolean;
}) {
  const noteId = useId();
  return (
    <div className={`rounded-md border p-3 ${props.checked ? "border-brand-500 bg-brand-50" : "border-neutral-200"}`}>
      <label
        className={`flex items-center gap-3 font-semibold ${props.disabled ? "cursor-not-allowed text-neutral-600" : "cursor-pointer"}`}
      >
        <input
          type="radio"
          name={props.name}
          value={props.value}
          checked={props.checked}
          disabled={props.disabled}
          onChange={() => props.onChange(props.value)}
          aria-describedby={noteId}
          className="size-4 accent-brand-600"
        />
        {props.label}
      </label>
      <p
        id={noteId}
        className={`mt-1 pl-7 text-sm ${props.disabled ? "text-amber-800" : "text-neutral-600"}`}
        data-testid={props.disabled ? "payment-option-unavailable" : undefined}
      >
        {props.note}
      </p>
    </div>
  );
}
