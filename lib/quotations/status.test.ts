import { describe, expect, it } from "vitest";
import { shownQuotationStatus, validityPassed } from "./status";

describe("a quotation's shown status", () => {
  it("shows an approved quotation past its date as expired, and leaves every other status alone", () => {
    expect(shownQuotationStatus({ status: "approved", expired: true })).toBe("expired");
    expect(shownQuotationStatus({ status: "approved", expired: false })).toBe("approved");
    expect(shownQuotationStatus({ status: "rejected", expired: false })).toBe("rejected");
    expect(shownQuotationStatus({ status: "pending", expired: false })).toBe("pending");
  });

  it("counts the valid-till moment itself as still valid, as checkout does", () => {
    const at = new Date("2026-11-27T18:29:59.999Z");
    expect(validityPassed(at, at)).toBe(false);
    expect(validityPassed(at, new Date(at.getTime() + 1))).toBe(true);
  });
});
