import { describe, expect, it } from "vitest";
import { addBusinessDays, expectedDelivery, FLAT_SHIPPING_FEE_PAISE, shippingFeeFor } from "./shipping";

describe("shippingFeeFor", () => {
  it("charges the flat ₹49 below ₹999", () => {
    expect(FLAT_SHIPPING_FEE_PAISE).toBe(4_900);
    expect(shippingFeeFor(100)).toBe(4_900);
    expect(shippingFeeFor(99_899)).toBe(4_900);
  });

  it("ships free from ₹999 up", () => {
    expect(shippingFeeFor(99_900)).toBe(0);
    expect(shippingFeeFor(1_500_000)).toBe(0);
  });

  it("charges nothing for an empty cart", () => {
    expect(shippingFeeFor(0)).toBe(0);
  });
});

describe("describeShippingPolicy", () => {
  it("states the one rule with the module's figures", async () => {
    const { describeShippingPolicy } = await import("./shipping");
    expect(describeShippingPolicy()).toBe("Free shipping on orders of ₹999 and above; a flat ₹49 below that.");
  });
});

describe("expectedDelivery", () => {
  it("counts business days in India, skipping the weekend", () => {
    // Friday 20 Nov 2026, 11:00 IST: 4 business days → Thursday 26 Nov, 7 → Tuesday 1 Dec.
    const placed = new Date("2026-11-20T05:30:00Z");
    const { earliest, latest } = expectedDelivery(placed);
    expect(earliest.toISOString().slice(0, 10)).toBe("2026-11-26");
    expect(latest.toISOString().slice(0, 10)).toBe("2026-12-01");
  });

  it("treats a late-evening UTC time as the next IST day", () => {
    // Sunday 23:30 UTC is Monday 05:00 IST: one business day later is Tuesday (IST).
    const next = addBusinessDays(new Date("2026-11-22T23:30:00Z"), 1);
    expect(next.toISOString()).toBe("2026-11-23T23:30:00.000Z");
  });
});
