"use client";

import { StateOptions } from "@/components/account/state-options";
import { SelectField, TextField } from "@/components/ui/field";
import { COUNTRY } from "@/lib/india";
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
      <legend className="float-left mb-4 text-lg font-bold">Shipping Information</legend>
      <div className="clear-left grid gap-4 sm:grid-cols-2">
        {field(
          "fullName",
          <>
            Full Name <span className="text-red-700">required</span>
          </>,
          { autoComplete: "name" },
        )}
        {field("phone", "Phone", {
          type: "tel",
          autoComplete: "tel",
          inputMode: "tel",
          placeholder: "10-digit mobile",
        })}
        {field(
          "address",
          "Address",
          { autoComplete: "street-address", placeholder: "House, street and area" },
          "sm:col-span-2",
        )}
        <div>
          {field("postalCode", "PIN Code", {
            inputMode: "numeric",
            autoComplete: "postal-code",
            maxLength: 6,
            placeholder: "6 digits",
          })}
          <p aria-live="polite" className="mt-1 text-sm" data-testid="checkout-delivery">
            {deliveryPromise && !errors.postalCode ? (
              <span className="text-green-800">{deliveryPromise}</span>
            ) : pinProblem && !errors.postalCode ? (
              <span className="text-red-700">{pinProblem}</span>
            ) : null}
          </p>
        </div>
        {field("city", "City", { autoComplete: "address-level2" })}
        <SelectField
          label="State"
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
          label="Country"
          id={fieldId("country")}
          hint="We deliver within India only."
          name="country"
          value={COUNTRY}
          readOnly
        />
      </div>
    </fieldset>
  );
}
