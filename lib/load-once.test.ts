import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once, however often it is asked", async () => {
    let loads = 0;
    const rules = loadOnce(async () => ({ loaded: ++loads }));
    const [early, onPress] = await Promise.all([rules(), rules()]);
    expect(await rules()).toEqual({ loaded: 1 });
    expect(early).toBe(onPress);
    expect(loads).toBe(1);
  });

  it("tries afresh after a failed load, and keeps what then arrives", async () => {
    let calls = 0;
    const rules = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return { loaded: calls };
    });
    await expect(rules()).rejects.toThrow("Failed to fetch");
    expect(await rules()).toEqual({ loaded: 2 });
    expect(await rules()).toEqual({ loaded: 2 });
    expect(calls).toBe(2);
  });
});
