import { describe, expect, it } from "vitest";
import { memorySettingsProblem } from "./redis.mjs";

describe("memorySettingsProblem", () => {
  it("accepts a memory limit with an eviction policy that spares keys without an expiry", () => {
    expect(memorySettingsProblem("536870912", "volatile-lru")).toBeNull();
    expect(memorySettingsProblem("536870912", "volatile-ttl")).toBeNull();
  });

  it("names what hurts the cache: no limit, a policy that may evict the tags, or one that refuses writes", () => {
    expect(memorySettingsProblem("0", "noeviction")).toMatch(/^Redis has no memory limit \(maxmemory 0\)/);
    expect(memorySettingsProblem("536870912", "allkeys-lru")).toMatch(/may evict the cache's invalidation tags/);
    expect(memorySettingsProblem("536870912", "noeviction")).toMatch(/refuses writes once full/);
  });

  it("says nothing when the settings could not be read", () => {
    expect(memorySettingsProblem(undefined, undefined)).toBeNull();
  });
});
