import type { GstInvoiceErrors, GstInvoiceInput } from "@/lib/gstin";
import { loadOnce } from "@/lib/load-once";

// Checkout's "I need a GST invoice" as plain data: what the form holds, what
// it sends, and where the server's problems belong. No React here, so it is
// tested on its own; the fields are in gst-invoice-fields.tsx.

export type GstChoice = GstInvoiceInput & { wanted: boolean };

/** What the checkout form hands the GST fields (gst-invoice-fields.tsx, gst-invoice-checks.tsx). */
export type GstFieldsProps = {
  formId: string;
  choice: GstChoice;
  errors: GstInvoiceErrors;
  onChange: (choice: GstChoice) => void;
  /** Leaving the GSTIN field checks it at once. */
  onBlurGstin: () => void;
};

/** Unticked (an explicit choice each time), with the profile's saved business ready to fill in. */
export function initialGstChoice(saved: GstInvoiceInput | null): GstChoice {
  return { wanted: false, gstin: saved?.gstin ?? "", businessName: saved?.businessName ?? "" };
}

/** What the payment calls send as `gstInvoice`: the fields when ticked, else nothing (a consumer's invoice). */
export function gstInvoiceToSend(choice: GstChoice): GstInvoiceInput | null {
  return choice.wanted ? { gstin: choice.gstin, businessName: choice.businessName } : null;
}

/**
 * The GSTIN fields and rules (gst-invoice-checks.tsx): loaded when the shopper
 * starts on the checkout form or ticks the box, not with the page.
 */
export const loadGstChecks = loadOnce(() => import("./gst-invoice-checks"));

/** The id of a GST field in the checkout form `formId` (to focus the first one with a problem). */
export function gstFieldId(formId: string, field: keyof GstInvoiceInput) {
  return `${formId}-gst-${field}`;
}

/** The server's 400 `issues` about `gstInvoice.gstin` / `gstInvoice.businessName`, keyed by field. */
export function gstErrorsFromIssues(
  issues: ReadonlyArray<{ path: string; message: string }> | undefined,
): GstInvoiceErrors {
  const errors: GstInvoiceErrors = {};
  for (const issue of issues ?? []) {
    const [head, field] = issue.path.split(".");
    if (head !== "gstInvoice") continue;
    if ((field === "gstin" || field === "businessName") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
