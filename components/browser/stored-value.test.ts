import { describe, expect, it, vi } from "vitest";
import { inOwnTask, storedValue } from "./stored-value";
import { deferred } from "@/test/deferred";

// The signed-in hint and the remembered PIN code: read once per page, off the
// rendering task, and never allowed to overwrite what the page stored since.

describe("storedValue()", () => {
  it("reads once, when the first component subscribes, and tells every subscriber", async () => {
    const stored = deferred<string | null>();
    const read = vi.fn(() => stored.promise);
    const pin = storedValue(read, null);
    expect(read).not.toHaveBeenCalled();

    const first = vi.fn();
    const second = vi.fn();
    pin.subscribe(first);
    pin.subscribe(second);
    expect(read).toHaveBeenCalledTimes(1);
    expect(pin.get()).toBeNull();

    stored.resolve("560001");
    await stored.promise;
    await Promise.resolve();
    expect(pin.get()).toBe("560001");
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    pin.subscribe(vi.fn());
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keeps a value the page stored while the read was on its way", async () => {
    const stored = deferred<string | null>();
    const pin = storedValue(() => stored.promise, null);
    const listener = vi.fn();
    pin.subscribe(listener);

    pin.set("110001");
    expect(pin.get()).toBe("110001");
    stored.resolve("560001");
    await stored.promise;
    await Promise.resolve();
    expect(pin.get()).toBe("110001");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the initial value when the read fails", async () => {
    const stored = deferred<boolean>();
    const hint = storedValue(() => stored.promise, false);
    hint.subscribe(vi.fn());
    stored.reject(new Error("SecurityError"));
    await stored.promise.catch(() => {});
    await Promise.resolve();
    expect(hint.get()).toBe(false);
  });
});

describe("inOwnTask()", () => {
  it("runs the read after the current task, and passes its failure on", async () => {
    const read = vi.fn(() => "value");
    const answer = inOwnTask(read);
    expect(read).not.toHaveBeenCalled();
    await expect(answer).resolves.toBe("value");
    await expect(
      inOwnTask(() => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
  });
});
