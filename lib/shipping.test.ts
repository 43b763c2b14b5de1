import { describe, expect, it } from "vitest";
import { DELIVERY_DAYS, DELIVERY_ZONE_DAYS, FLAT_SHIPPING_FEE_PAISE, shippingFeeFor } from "./shipping";

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

describe("DELIVERY_ZONE_DAYS", () => {
  it("keeps every zone inside the policy the pages state: standard 4–7 business days, remote up to 10", () => {
    const { standard, remoteMax } = DELIVERY_DAYS;
    for (const [zone, days] of Object.entries(DELIVERY_ZONE_DAYS)) {
      const max = zone === "remote" ? remoteMax : standard.max;
      expect(days.min, zone).toBeGreaterThanOrEqual(standard.min);
      expect(days.max, zone).toBeLessThanOrEqual(max);
      expect(days.min, zone).toBeLessThanOrEqual(days.max);
    }
  });
});
