import { describe, expect, it } from "vitest";
import { listenPort } from "./listen-port.mjs";

describe("listenPort (PORT for npm start and server.mjs, server.mjs's --port)", () => {
  it("takes a port number, spaces around it allowed", () => {
    expect(listenPort("3001")).toBe(3001);
    expect(listenPort(" 3002 ")).toBe(3002);
    expect(listenPort("65535")).toBe(65535);
    expect(listenPort("1")).toBe(1);
  });

  it("uses 3000 when nothing or only blanks are given, never port 0 (a port chosen at random)", () => {
    expect(listenPort(undefined)).toBe(3000);
    expect(listenPort("")).toBe(3000);
    expect(listenPort("  ")).toBe(3000);
  });

  it("refuses anything else with null", () => {
    for (const bad of ["0", "65536", "99999", "-1", "3000.5", "3e3", "0x0BB8", "abc", "30 00", ":3000"]) {
      expect(listenPort(bad), bad).toBeNull();
    }
  });
});
