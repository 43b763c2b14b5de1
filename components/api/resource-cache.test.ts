import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./client";
import {
  changeResource,
  forgetResources,
  loadResource,
  reloadResource,
  setResource,
  watchResource,
} from "./resource-cache";
import { deferred } from "@/test/deferred";

// The browser's copies of /api answers: what the cart, wishlist and account
// pages rely on (one read shared, changes shown at once and never overwritten
// by an older read, a failed change rolled back and re-read). The hook on top
// is exercised by the e2e cart, orders and account specs.

let keys = 0;
/** A key no other test uses (the cache is one per page, like the browser's). */
const freshKey = () => `/api/test-${++keys}`;

describe("loadResource()", () => {
  it("reads once for everyone who asks at the same time, then answers from what it kept", async () => {
    const key = freshKey();
    const read = vi.fn(async () => ({ count: 1 }));
    const [a, b] = await Promise.all([loadResource(key, read), loadResource(key, read)]);
    expect(a).toEqual({ count: 1 });
    expect(b).toEqual({ count: 1 });
    expect(await loadResource(key, read)).toEqual({ count: 1 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("resolves to undefined when the read fails, and reads again when asked next", async () => {
    const key = freshKey();
    const read = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new ApiRequestError(503, "down"))
      .mockResolvedValueOnce({ ok: true });
    expect(await loadResource(key, read)).toBeUndefined();
    expect(await loadResource(key, read)).toEqual({ ok: true });
  });
});

describe("changeResource(): optimistic changes on top of the server's answers", () => {
  it("shows quick changes added up while they are in flight, then the server's answer", async () => {
    const key = freshKey();
    await loadResource(key, async () => 0);
    const first = deferred<number>();
    const second = deferred<number>();
    const seen: (number | undefined)[] = [];
    const plusOne = (shown: number | undefined) => {
      seen.push(shown);
      return (shown ?? 0) + 1;
    };
    const a = changeResource<number, number>(key, first.promise, plusOne, (r) => r);
    const b = changeResource<number, number>(key, second.promise, plusOne, (r) => r);
    expect(seen).toEqual([0, 1]);
    first.resolve(1);
    second.resolve(2);
    await Promise.all([a, b]);
    expect(await loadResource(key)).toBe(2);
  });

  it("keeps a later change shown when an earlier one's answer lands: a heart clicked on and off stays off", async () => {
    const key = freshKey();
    await loadResource(key, async () => [] as string[]);
    const added = deferred<string[]>();
    const removed = deferred<string[]>();
    const add = changeResource<string[], string[]>(
      key,
      added.promise,
      (list) => [...(list ?? []), "flask"],
      (r) => r,
    );
    const remove = changeResource<string[], string[]>(
      key,
      removed.promise,
      (list) => (list ?? []).filter((item) => item !== "flask"),
      (r) => r,
    );
    expect(await loadResource(key)).toEqual([]);
    // The add reached the server first (changes go one at a time): its answer has the flask, the remove's not yet.
    added.resolve(["flask"]);
    await add;
    expect(await loadResource(key)).toEqual([]);
    removed.resolve([]);
    await remove;
    expect(await loadResource(key)).toEqual([]);
  });

  it("drops a read that started before the change: the older answer never replaces the newer one", async () => {
    const key = freshKey();
    const read = deferred<string[]>();
    const loading = loadResource(key, () => read.promise);
    await changeResource<string[], string[]>(
      key,
      Promise.resolve(["bag"]),
      () => ["bag"],
      (r) => r,
    );
    read.resolve([]);
    await loading;
    expect(await loadResource(key)).toEqual(["bag"]);
  });

  it("rolls a failed change back to the server's last answer, rethrows, and re-reads once no change is in flight", async () => {
    const key = freshKey();
    const read = vi.fn<() => Promise<number>>().mockResolvedValueOnce(5).mockResolvedValueOnce(6);
    await loadResource(key, read);
    const failing = deferred<number>();
    const other = deferred<number>();
    const plusOne = (shown: number | undefined) => (shown ?? 0) + 1;
    const failed = changeResource<number, number>(key, failing.promise, plusOne, (r) => r);
    const pending = changeResource<number, number>(key, other.promise, plusOne, (r) => r);
    failing.reject(new ApiRequestError(500, "Server error"));
    await expect(failed).rejects.toThrow("Server error");
    // The failed change is undone, the other still shown; not re-read yet while it is in flight (its read
    // would be dropped).
    expect(await loadResource(key)).toBe(6);
    expect(read).toHaveBeenCalledTimes(1);
    other.resolve(6);
    await pending;
    // Nobody shows the key in this test, so the re-read forgets it and the next load reads the server's truth.
    expect(await loadResource(key)).toBe(6);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe("reloadResource(), setResource() and forgetResources()", () => {
  it("reloads a key nobody shows by forgetting it: the next load reads the server again", async () => {
    const key = freshKey();
    const read = vi.fn<() => Promise<string>>().mockResolvedValueOnce("before").mockResolvedValueOnce("after");
    await loadResource(key, read);
    expect(await reloadResource(key)).toBeUndefined();
    expect(await loadResource(key)).toBe("after");
  });

  it("keeps what the server just answered without reading", async () => {
    const key = freshKey();
    const read = vi.fn(async () => "read");
    setResource(key, "saved");
    expect(await loadResource(key, read)).toBe("saved");
    expect(read).not.toHaveBeenCalled();
  });

  it("forgets the matching keys (a shopper logging out) and drops their reads in flight", async () => {
    const mine = freshKey();
    const other = freshKey();
    await loadResource(other, async () => "catalogue");
    const read = deferred<string>();
    const loading = loadResource(mine, () => read.promise);
    forgetResources((key) => key === mine);
    read.resolve("previous shopper's cart");
    await loading;
    expect(await loadResource(mine, async () => "new shopper's cart")).toBe("new shopper's cart");
    expect(await loadResource(other)).toBe("catalogue");
  });
});

describe("a failed read of a key someone shows", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is tried again after a network failure or a 5xx, seconds later, until it succeeds", async () => {
    vi.useFakeTimers();
    // The jitter in the middle of its range (at its ends, two retries could fall inside the 8.5 s below: ~1 % of runs).
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const key = freshKey();
    const stop = watchResource(key, () => {});
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiRequestError(503, "Service unavailable"))
      .mockResolvedValueOnce("orders");
    expect(await loadResource(key, read)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(1);
    // 5 s ±50 %, then 10 s ±50 %.
    await vi.advanceTimersByTimeAsync(7_500);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(await loadResource(key)).toBe("orders");
    stop();
  });

  it("is not tried again after a 4xx, nor when nobody shows it any more", async () => {
    vi.useFakeTimers();
    const refused = freshKey();
    const stopRefused = watchResource(refused, () => {});
    const signedOut = vi.fn(async () => {
      throw new ApiRequestError(401, "Please log in");
    });
    await loadResource(refused, signedOut);
    const gone = freshKey();
    const stopGone = watchResource(gone, () => {});
    const failing = vi.fn(async () => {
      throw new ApiRequestError(500, "Server error");
    });
    await loadResource(gone, failing);
    stopGone();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    stopRefused();
  });
});
