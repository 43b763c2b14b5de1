import { describe, expect, it } from "vitest";
import { createAttemptKeys } from "./attempt-key";

describe("createAttemptKeys", () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it("keeps one key while the same content is sent again (double click, retry)", () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor("a")).toBe("key-1");
    expect(keys.keyFor("a")).toBe("key-1");
  });

  it("makes a new key when the content changes, and after reset", () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor("a")).toBe("key-1");
    expect(keys.keyFor("b")).toBe("key-2");
    keys.reset();
    expect(keys.keyFor("b")).toBe("key-3");
  });

  it("uses random UUIDs by default", () => {
    const key = createAttemptKeys().keyFor("a");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
