"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { TextField } from "@/components/ui/field";
import { checkGstin, type GstInvoiceErrors, type GstInvoiceInput } from "@/lib/gstin";
import type { GstChoice } from "./gst-invoice";

// Checkout's optional "I need a GST invoice": ticking it reveals the GSTIN and
// the registered business name, each with its own label and its own error.
// The checkout form owns the state and checks it before sending.

export function gstFieldId(formId: string, field: keyof GstInvoiceInput) {
  return `${formId}-gst-${field}`;
}

export function GstInvoiceFields({
  formId,
  className,
  choice,
  errors,
  onChange,
  onBlurGstin,
}: {
  formId: string;
  className: string;
  choice: GstChoice;
  errors: GstInvoiceErrors;
  onChange: (choice: GstChoice) => void;
  /** Leaving the GSTIN field checks it at once. */
  onBlurGstin: () => void;
}) {
  const t = useTranslations("Checkout.gst");
  const id = useId();
  const noteId = `${id}-note`;
  const checked = checkGstin(choice.gstin);
  const field = (name: keyof GstInvoiceInput, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => {
    const error = errors[name];
    // A GSTIN that checks out says where it is registered (it must be the shipping state).
    const registered = name === "gstin" && !error && checked.ok ? t("registeredIn", { state: checked.state }) : null;
    return (
      <TextField
        label={label}
        id={gstFieldId(formId, name)}
        error={error}
        hint={registered ? <span className="text-sm text-green-800">{registered}</span> : null}
        name={name}
        value={choice[name]}
        onChange={(event) => onChange({ ...choice, [name]: event.target.value })}
        required
        {...extra}
      />
    );
  };

  return (
    <fieldset className={className}>
      <legend className="float-left mb-3 text-lg font-bold">{t("legend")}</legend>
      <div className="clear-left flex flex-col gap-4">
        <label className="flex items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={choice.wanted}
            onChange={(event) => onChange({ ...choice, wanted: event.target.checked })}
            aria-describedby={noteId}
            className="size-4 accent-brand-600"
          />
          {t("want")}
        </label>
        <p id={noteId} className="-mt-2 pl-7 text-sm text-neutral-600">
          {t("note")}
        </p>
        {choice.wanted ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {field("gstin", t("gstin"), {
              autoComplete: "off",
              autoCapitalize: "characters",
              spellCheck: false,
              maxLength: 20,
              placeholder: t("gstinPlaceholder"),
              onBlur: onBlurGstin,
            })}
            {field("businessName", t("businessName"), { autoComplete: "organization" })}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
