import { describe, expect, it } from "vitest";
import { deliveryConfig } from "./config";
import { DEFAULT_HOLIDAYS } from "./holidays";

describe("deliveryConfig", () => {
  it("defaults to a 14:00 IST cut-off, a ₹50,000 COD limit, the national holidays and no COD on the islands", () => {
    const config = deliveryConfig({});
    expect(config.cutoffMinutes).toBe(14 * 60);
    expect(config.codLimitPaise).toBe(5_000_000);
    expect([...config.holidays]).toEqual(DEFAULT_HOLIDAYS.map((holiday) => holiday.date));
    for (const national of ["2026-01-26", "2026-08-15", "2026-10-02", "2027-01-26", "2027-08-15", "2027-10-02"])
      expect(config.holidays.has(national), national).toBe(true);
    expect([...config.codUnavailableStates]).toEqual(["Andaman and Nicobar Islands", "Lakshadweep"]);
  });

  it("takes the operator's settings; DELIVERY_HOLIDAYS replaces the list", () => {
    const config = deliveryConfig({
      DELIVERY_CUTOFF_IST: "11:30",
      COD_LIMIT_RUPEES: "20000",
      DELIVERY_HOLIDAYS: " 2026-11-09 ,2026-11-10",
      COD_UNAVAILABLE_STATES: "",
    });
    expect(config).toMatchObject({ cutoffMinutes: 11 * 60 + 30, codLimitPaise: 2_000_000 });
    expect([...config.holidays]).toEqual(["2026-11-09", "2026-11-10"]);
    expect(config.codUnavailableStates.size).toBe(0);
  });

  it("refuses a state name it does not know in COD_UNAVAILABLE_STATES", () => {
    expect(() => deliveryConfig({ COD_UNAVAILABLE_STATES: "Andaman & Nicobar" })).toThrow(
      /COD_UNAVAILABLE_STATES names "Andaman & Nicobar"/,
    );
  });
});
