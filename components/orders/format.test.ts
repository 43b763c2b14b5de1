import { describe, expect, it } from "vitest";
import { deliveryWindowText, formatOrderDateTime, fulfillmentBadge, paymentMethodLabel } from "./format";

describe("order formatting", () => {
  it("shows times in India's time zone", () => {
    // 20:00 UTC is 01:30 the next day in IST.
    expect(formatOrderDateTime("2026-12-01T20:00:00.000Z")).toMatch(/^2 Dec 2026, 1:30\s?am$/i);
  });

  it("states a delivery window, or one day when both ends agree", () => {
    expect(deliveryWindowText({ earliest: "2026-12-03T06:00:00.000Z", latest: "2026-12-08T06:00:00.000Z" })).toBe(
      "between Thu, 3 December 2026 and Tue, 8 December 2026",
    );
    expect(deliveryWindowText({ earliest: "2026-12-08T04:00:00.000Z", latest: "2026-12-08T10:00:00.000Z" })).toBe(
      "on Tue, 8 December 2026",
    );
    // An order's stored promise is a pair of India calendar dates.
    expect(deliveryWindowText({ earliest: "2026-11-27", latest: "2026-11-30" })).toBe(
      "between Fri, 27 November 2026 and Mon, 30 November 2026",
    );
  });

  it("badges Delivered green, anything else yellow, blank as Processing", () => {
    expect(fulfillmentBadge("Delivered").className).toContain("green");
    expect(fulfillmentBadge("Shipped")).toEqual({ text: "Shipped", className: expect.stringContaining("yellow") });
    expect(fulfillmentBadge("").text).toBe("Processing");
    expect(fulfillmentBadge(null).text).toBe("Processing");
  });

  it("names the payment methods as checkout does", () => {
    expect(paymentMethodLabel("COD")).toBe("Cash on Delivery (COD)");
    expect(paymentMethodLabel("Online")).toMatch(/^Pay Online/);
  });
});
