import { describe, expect, it } from "vitest";
import { normaliseIndianMobile, STATES_AND_UNION_TERRITORIES } from "./india";
import { indianStateSchema, pinSchema } from "./india-schema";

describe("Indian formats", () => {
  it("lists 28 states and 8 union territories", () => {
    expect(STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    expect(indianStateSchema.safeParse("Maharashtra").success).toBe(true);
    expect(indianStateSchema.safeParse("Bombay").success).toBe(false);
  });

  it("accepts 6-digit PIN codes that do not start with 0", () => {
    expect(pinSchema.safeParse(" 400050 ").data).toBe("400050");
    for (const pin of ["040005", "40005", "4000501"]) expect(pinSchema.safeParse(pin).success, pin).toBe(false);
  });

  it("normalises Indian mobile numbers to +91XXXXXXXXXX", () => {
    expect(normaliseIndianMobile("98765 43210")).toBe("+919876543210");
    expect(normaliseIndianMobile("+91-98765-43210")).toBe("+919876543210");
    expect(normaliseIndianMobile("09876543210")).toBe("+919876543210");
    expect(normaliseIndianMobile("5876543210")).toBeNull();
    expect(normaliseIndianMobile("+1 415 555 0100")).toBeNull();
  });
});
