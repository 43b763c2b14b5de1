import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { STATES_AND_UNION_TERRITORIES } from "@/lib/india";
import { stateKey } from "./state-names";

describe("state names", () => {
  it("every state and union territory has its English name and a Hindi name", () => {
    for (const state of STATES_AND_UNION_TERRITORIES) {
      expect(en.States.names[stateKey(state)], state).toBe(state);
      expect(hi.States.names[stateKey(state)], state).toMatch(/^[\u0900-\u097F ]+$/);
    }
    expect(Object.keys(en.States.names)).toHaveLength(STATES_AND_UNION_TERRITORIES.length);
  });
});
