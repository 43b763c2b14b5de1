import { describe, expect, it } from "vitest";
import { STATES_AND_UNION_TERRITORIES } from "@/lib/india";
import { PIN_DIRECTORY_SOURCE, PIN_STATES } from "./pin-directory.data";
import { lookupPin } from "./pin-directory";
import { deliveryZone } from "./zones";

describe("the PIN directory", () => {
  it("holds India's ~19,000 PIN codes under today's state names", () => {
    expect(PIN_DIRECTORY_SOURCE.pinCount).toBe(19_238);
    expect([...PIN_STATES].sort()).toEqual([...STATES_AND_UNION_TERRITORIES].sort());
  });

  it("finds a PIN code's city and state", () => {
    expect(lookupPin("560001")).toEqual({
      pin: "560001",
      city: "Bengaluru",
      state: "Karnataka",
      states: ["Karnataka"],
    });
    expect(lookupPin("400050")).toMatchObject({ city: "Mumbai", state: "Maharashtra" });
    expect(lookupPin("110001")).toMatchObject({ city: "Delhi", state: "Delhi" });
    expect(lookupPin("194101")).toMatchObject({ city: "Leh", state: "Ladakh" });
    expect(lookupPin("999999")).toBeNull();
  });

  it("knows every state a border-crossing PIN code reaches", () => {
    expect(lookupPin("140119")?.states.sort()).toEqual(["Chandigarh", "Punjab"]);
  });
});

describe("deliveryZone", () => {
  const mumbai = { city: "Mumbai", state: "Maharashtra" };
  it("tells the shop's own city and state from the rest of India and the remote areas", () => {
    expect(deliveryZone({ city: "mumbai", state: "Maharashtra" }, mumbai)).toBe("sameCity");
    expect(deliveryZone({ city: "Pune", state: "Maharashtra" }, mumbai)).toBe("sameState");
    expect(deliveryZone({ city: "Bengaluru", state: "Karnataka" }, mumbai)).toBe("restOfIndia");
    for (const state of [
      "Assam",
      "Sikkim",
      "Jammu and Kashmir",
      "Ladakh",
      "Andaman and Nicobar Islands",
      "Lakshadweep",
    ])
      expect(deliveryZone({ city: "Anywhere", state }, mumbai), state).toBe("remote");
  });
});
