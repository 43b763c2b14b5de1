import { checkGstInvoice, type GstInvoiceErrors, type GstInvoiceInput } from "@/lib/gstin";

// Checkout's "I need a GST invoice" as plain data: what the form holds, what
// it sends, and where the server's problems belong. No React here, so it is
// tested on its own; the fields are in gst-invoice-fields.tsx.

export type GstChoice = GstInvoiceInput & { wanted: boolean };

/** Unticked (an explicit choice each time), with the profile's saved business ready to fill in. */
export function initialGstChoice(saved: GstInvoiceInput | null): GstChoice {
  return { wanted: false, gstin: saved?.gstin ?? "", businessName: saved?.businessName ?? "" };
}

/** What the payment calls send as `gstInvoice`: the fields when ticked, else nothing (a consumer's invoice). */
export function gstInvoiceToSend(choice: GstChoice): GstInvoiceInput | null {
  return choice.wanted ? { gstin: choice.gstin, businessName: choice.businessName } : null;
}

/** The form's check before sending, as the server will check it (the GSTIN's state must be the shipping state). */
export function checkGstChoice(choice: GstChoice, shippingState: string): GstInvoiceErrors {
  return choice.wanted ? checkGstInvoice(choice, shippingState) : {};
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
