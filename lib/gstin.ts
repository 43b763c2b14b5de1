import type { IndianState } from "@/lib/india";
import { GSTIN_PATTERN, gstinCheckCharacter, STATE_BY_GST_CODE } from "@/lib/gstin-check.mjs";
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";

// A business buyer's GSTIN and registered name for a B2B tax invoice, checked
// the same way by the checkout form (at once, beside the field) and by the
// payment handlers and the profile API (the rule that counts). The browser
// bundle uses this module, so it imports neither server-only code nor zod: the
// schemas the handlers parse with are lib/gstin-schema.ts.

/** GST state codes by the names lib/india.ts uses (lib/gstin-check.mjs; gstin.test.ts checks every name is one). */
export const GST_STATE_CODES = STATE_BY_GST_CODE as Readonly<Record<string, IndianState>>;

/** The state a GSTIN is registered in, from its first two digits; null for a code that is no state's. */
export function gstinState(gstin: string): IndianState | null {
  return (GST_STATE_CODES as Record<string, IndianState>)[gstin.slice(0, 2)] ?? null;
}

/** The state's GST code ("27" for Maharashtra), or null. */
export function gstStateCode(state: string): string | null {
  const entry = Object.entries(GST_STATE_CODES).find(([, name]) => name === state);
  return entry ? entry[0] : null;
}

/** " 27aapfu 0939f1zv " → "27AAPFU0939F1ZV": how a GSTIN is stored and compared. */
export function normaliseGstin(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export const GSTIN_TEXT = {
  required: "Enter your GSTIN.",
  format:
    "Enter a valid 15-character GSTIN: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character (e.g. 27AAPFU0939F1ZV).",
  checkCharacter: "This GSTIN's last character does not match the rest of it. Please check it for a typing mistake.",
  stateCode: (code: string) =>
    `${code} is not a GST state code: a GSTIN starts with its state's code, e.g. 27 for Maharashtra.`,
  /** The place of supply is the shipping state, so the buyer's registration must be in that state. */
  stateMismatch: (registeredIn: string, code: string, shippedTo: string) =>
    `This GSTIN is registered in ${registeredIn} (${code}), but the order is shipped to ${shippedTo}. The place of supply is the shipping state: use your GSTIN for ${shippedTo}, or ship to ${registeredIn}.`,
  businessNameRequired: "Enter the registered business name.",
  businessNameLength: "The registered business name must be 3 to 100 characters long.",
} as const;

export type GstinCheck = { ok: true; gstin: string; state: IndianState } | { ok: false; message: string };

/**
 * Checks a GSTIN as typed: its shape, its check character and its state code,
 * in that order, and answers it normalised with its state, or the first
 * problem as a sentence for the shopper.
 */
export function checkGstin(value: string): GstinCheck {
  const gstin = normaliseGstin(value);
  if (!gstin) return { ok: false, message: GSTIN_TEXT.required };
  if (!GSTIN_PATTERN.test(gstin)) return { ok: false, message: GSTIN_TEXT.format };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14))
    return { ok: false, message: GSTIN_TEXT.checkCharacter };
  const state = gstinState(gstin);
  if (!state) return { ok: false, message: GSTIN_TEXT.stateCode(gstin.slice(0, 2)) };
  return { ok: true, gstin, state };
}

/** Null when a GSTIN (already checked) may be invoiced for delivery to `shippingState`, else why not. */
export function gstinStateProblem(gstin: string, shippingState: string): string | null {
  const registeredIn = gstinState(gstin);
  if (!registeredIn || !shippingState || registeredIn === shippingState) return null;
  return GSTIN_TEXT.stateMismatch(registeredIn, gstin.slice(0, 2), shippingState);
}

/**
 * The legal name the GSTIN is registered to, spaces collapsed: 3 to 100 characters (the e-invoice schema's
 * limits). Typed text as names and addresses are (lib/typed-text.ts): composed, and nothing that hides or
 * reorders it, since it is printed on the tax invoice and filed in GSTR-1.
 */
export function checkBusinessName(value: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = value.trim().replace(/\s+/g, " ").normalize("NFC");
  if (!name) return { ok: false, message: GSTIN_TEXT.businessNameRequired };
  if (hasHiddenCharacters(name)) return { ok: false, message: HIDDEN_CHARACTERS_MESSAGE };
  if (name.length < 3 || name.length > 100) return { ok: false, message: GSTIN_TEXT.businessNameLength };
  return { ok: true, name };
}

/** The GST invoice fields as a form holds them (what the shopper typed). */
export type GstInvoiceInput = { gstin: string; businessName: string };
export type GstInvoiceErrors = Partial<Record<keyof GstInvoiceInput, string>>;

/**
 * The form's own check, before anything is sent (the handlers apply the same
 * checks, through lib/gstin-schema.ts, and the same state rule): every problem
 * keyed by its field.
 */
export function checkGstInvoice(input: GstInvoiceInput, shippingState: string): GstInvoiceErrors {
  const errors: GstInvoiceErrors = {};
  const gstin = checkGstin(input.gstin);
  if (!gstin.ok) errors.gstin = gstin.message;
  else {
    const problem = gstinStateProblem(gstin.gstin, shippingState);
    if (problem) errors.gstin = problem;
  }
  const name = checkBusinessName(input.businessName);
  if (!name.ok) errors.businessName = name.message;
  return errors;
}
