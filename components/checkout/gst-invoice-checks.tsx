"use client";

import { useTranslations } from "next-intl";
import { useStateName } from "@/components/account/state-options";
import { TextField } from "@/components/ui/field";
import {
  checkGstin,
  checkGstInvoice,
  GSTIN_TEXT,
  gstinState,
  gstinStateProblem,
  type GstInvoiceErrors,
  type GstInvoiceInput,
} from "@/lib/gstin";
import { HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";
import { isDevanagari, type CheckoutTranslator } from "./checkout-texts";
import { gstFieldId, type GstChoice, type GstFieldsProps } from "./gst-invoice";

// Checkout's GST invoice once the shopper ticks "I need a GST invoice": its two
// fields and the GSTIN rules (lib/gstin.ts, with GST's state codes). Loaded on
// demand (loadGstChecks in gst-invoice.ts), so a consumer's checkout does not
// download them; the form loads it when the shopper starts on it.

/** The form's check before sending, as the server will check it (the GSTIN's state must be the shipping state). */
export function checkGstChoice(choice: GstChoice, shippingState: string): GstInvoiceErrors {
  return choice.wanted ? checkGstInvoice(choice, shippingState) : {};
}

const GSTIN_KEYS = new Map<string, Parameters<CheckoutTranslator>[0]>([
  [GSTIN_TEXT.required, "gst.errors.required"],
  [GSTIN_TEXT.format, "gst.errors.format"],
  [GSTIN_TEXT.checkCharacter, "gst.errors.checkCharacter"],
  [GSTIN_TEXT.businessNameRequired, "gst.errors.businessNameRequired"],
  [GSTIN_TEXT.businessNameLength, "gst.errors.businessNameLength"],
  [HIDDEN_CHARACTERS_MESSAGE, "gst.errors.hiddenCharacters"],
]);

/**
 * The GST invoice's problems in a language other than English (`t`: the
 * "Checkout" messages), worked out again from what the shopper typed, the
 * states named in that language (`stateName`); checkout-texts.ts leaves
 * English as lib/gstin.ts words it.
 */
export function translateGstErrors(
  t: CheckoutTranslator,
  errors: GstInvoiceErrors,
  typed: GstInvoiceInput,
  shippingState: string,
  stateName: (state: string) => string,
): GstInvoiceErrors {
  const shown: GstInvoiceErrors = {};
  if (errors.gstin) shown.gstin = gstinText(t, errors.gstin, typed.gstin, shippingState, stateName);
  if (errors.businessName) {
    const key = GSTIN_KEYS.get(errors.businessName);
    shown.businessName = key ? t(key) : errors.businessName;
  }
  return shown;
}

function gstinText(
  t: CheckoutTranslator,
  message: string,
  typed: string,
  shippingState: string,
  stateName: (state: string) => string,
): string {
  const key = GSTIN_KEYS.get(message);
  if (key) return t(key);
  if (isDevanagari(message)) return message;
  const checked = checkGstin(typed);
  if (!checked.ok) {
    const known = GSTIN_KEYS.get(checked.message);
    return known ? t(known) : t("gst.errors.stateCode", { code: checked.message.slice(0, 2) });
  }
  if (gstinStateProblem(checked.gstin, shippingState)) {
    return t("gst.errors.stateMismatch", {
      registeredIn: stateName(gstinState(checked.gstin) ?? ""),
      code: checked.gstin.slice(0, 2),
      shippedTo: stateName(shippingState),
    });
  }
  return message;
}

/** The GSTIN and registered business name, each with its own label and error; a valid GSTIN says its state. */
export function GstInvoiceDetails({ formId, choice, errors, onChange, onBlurGstin }: GstFieldsProps) {
  // Not named t: translateGstErrors above takes the "Checkout" messages as t.
  const tGst = useTranslations("Checkout.gst");
  const stateName = useStateName();
  const checked = checkGstin(choice.gstin);
  const field = (name: keyof GstInvoiceInput, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => {
    const error = errors[name];
    // A GSTIN that checks out says where it is registered (it must be the shipping state).
    const registered =
      name === "gstin" && !error && checked.ok ? tGst("registeredIn", { state: stateName(checked.state) }) : null;
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
    <div className="grid gap-4 sm:grid-cols-2">
      {field("gstin", tGst("gstin"), {
        autoComplete: "off",
        autoCapitalize: "characters",
        spellCheck: false,
        maxLength: 20,
        placeholder: tGst("gstinPlaceholder"),
        onBlur: onBlurGstin,
      })}
      {field("businessName", tGst("businessName"), { autoComplete: "organization" })}
    </div>
  );
}
