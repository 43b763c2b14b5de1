"use client";

import { useTranslations } from "next-intl";
import { StateOptions } from "@/components/account/state-options";
import { SelectField, TextField } from "@/components/ui/field";
import type { ShippingField, ShippingInfoInput } from "@/lib/orders/shipping-info";
import type { FieldErrors } from "./shipping-fields";

type Props = {
  info: ShippingInfoInput;
  errors: FieldErrors;
  onChange: (field: ShippingField, value: string) => void;
  /** Each field's id, so the form can move focus to the first problem. */
  fieldId: (field: ShippingField) => string;
  /** The PIN code's delivery promise, when the shop serves it. */
  deliveryPromise: string | null;
  /** Why the shop cannot deliver to the PIN code, or null. */
  pinProblem: string | null;
  /** The state does not go with the PIN code, or null. */
  stateProblem: string | null;
  className: string;
};

/** Checkout's "Shipping Information" fields; the form holds them and checks them before sending. */
export function ShippingInformation({
  info,
  errors,
  onChange,
  fieldId,
  deliveryPromise,
  pinProblem,
  stateProblem,
  className,
}: Props) {
  const t = useTranslations("Checkout.shipping");
  const field = (
    name: ShippingField,
    label: React.ReactNode,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
    wrapper?: string,
  ) => (
    <TextField
      label={label}
      id={fieldId(name)}
      error={errors[name]}
      className={wrapper}
      name={name}
      value={info[name]}
      onChange={(event) => onChange(name, event.target.value)}
      required
      {...extra}
    />
  );

  return (
    <fieldset className={className}>
      <legend className="float-left mb-4 text-lg font-bold">{t("legend")}</legend>
      <div className="clear-left grid gap-4 sm:grid-cols-2">
        {field(
          "fullName",
          <>
            {t("fullName")} <span className="text-red-700">{t("required")}</span>
          </>,
          { autoComplete: "name" },
        )}
        {field("phone", t("phone"), {
          type: "tel",
          autoComplete: "tel",
          inputMode: "tel",
          placeholder: t("phonePlaceholder"),
        })}
        {field(
          "address",
          t("address"),
          { autoComplete: "street-address", placeholder: t("addressPlaceholder") },
          "sm:col-span-2",
        )}
        <div>
          {field("postalCode", t("pin"), {
            inputMode: "numeric",
            autoComplete: "postal-code",
            maxLength: 6,
            placeholder: t("pinPlaceholder"),
          })}
          <p aria-live="polite" className="mt-1 text-sm" data-testid="checkout-delivery">
            {deliveryPromise && !errors.postalCode ? (
              <span className="text-green-800">{deliveryPromise}</span>
            ) : pinProblem && !errors.postalCode ? (
              <span className="text-red-700">{pinProblem}</span>
            ) : null}
          </p>
        </div>
        {field("city", t("city"), { autoComplete: "address-level2" })}
        <SelectField
          label={t("state")}
          id={fieldId("state")}
          error={errors.state ?? stateProblem}
          name="state"
          value={info.state}
          onChange={(event) => onChange("state", event.target.value)}
          required
          autoComplete="address-level1"
        >
          <StateOptions />
        </SelectField>
        <TextField
          label={t("country")}
          id={fieldId("country")}
          hint={t("countryHint")}
          name="country"
          value={t("countryName")}
          readOnly
        />
      </div>
    </fieldset>
  );
}
