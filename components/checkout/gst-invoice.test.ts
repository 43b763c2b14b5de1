import { describe, expect, it } from "vitest";
import { GSTIN_TEXT } from "@/lib/gstin";
import { gstErrorsFromIssues, gstInvoiceToSend, initialGstChoice } from "./gst-invoice";
import { checkGstChoice } from "./gst-invoice-checks";

const saved = { gstin: "29AAGCB7383J1Z4", businessName: "Kaveri Traders Private Limited" };

describe("checkout's GST invoice choice", () => {
  it("starts unticked, with the profile's business ready to fill in, and sends nothing until ticked", () => {
    const choice = initialGstChoice(saved);
    expect(choice).toEqual({ wanted: false, ...saved });
    expect(gstInvoiceToSend(choice)).toBeNull();
    expect(gstInvoiceToSend({ ...choice, wanted: true })).toEqual(saved);
    expect(initialGstChoice(null)).toEqual({ wanted: false, gstin: "", businessName: "" });
  });

  it("checks the fields only when ticked, and the GSTIN's state against the shipping state", () => {
    expect(checkGstChoice({ wanted: false, gstin: "nonsense", businessName: "" }, "Goa")).toEqual({});
    expect(checkGstChoice({ wanted: true, ...saved }, "Karnataka")).toEqual({});
    expect(checkGstChoice({ wanted: true, ...saved }, "Kerala")).toEqual({
      gstin: GSTIN_TEXT.stateMismatch("Karnataka", "29", "Kerala"),
    });
    expect(checkGstChoice({ wanted: true, gstin: "29AAGCB7383J1Z5", businessName: "" }, "Karnataka")).toEqual({
      gstin: GSTIN_TEXT.checkCharacter,
      businessName: GSTIN_TEXT.businessNameRequired,
    });
  });

  it("puts the server's GST problems beside their fields and leaves the others out", () => {
    expect(
      gstErrorsFromIssues([
        { path: "shippingAddress.phone", message: "phone" },
        { path: "gstInvoice.gstin", message: "first" },
        { path: "gstInvoice.gstin", message: "second" },
        { path: "gstInvoice.businessName", message: "name" },
      ]),
    ).toEqual({ gstin: "first", businessName: "name" });
    expect(gstErrorsFromIssues(undefined)).toEqual({});
  });
});
