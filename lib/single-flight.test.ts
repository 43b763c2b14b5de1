import { describe, expect, it } from "vitest";
import { deferred } from "@/test/deferred";
import { callersOwn, singleFlight } from "./single-flight";

describe("singleFlight", () => {
  it("runs concurrent calls of one key once, gives waiters their copy, and runs again once settled", async () => {
    const shared = singleFlight<{ rows: number[] }>({ forWaiter: (value) => structuredClone(value) });
    const query = deferred<{ rows: number[] }>();
    let runs = 0;
    const run = () => {
      runs += 1;
      return query.promise;
    };
    const calls = [shared("tiffin", run), shared("tiffin", run), shared("tiffin", run)];
    const other = shared("kadhai", async () => ({ rows: [9] }));
    query.resolve({ rows: [1, 2] });
    const [first, ...waiters] = await Promise.all(calls);
    expect(runs).toBe(1);
    expect(await other).toEqual({ rows: [9] });
    for (const answer of waiters) {
      expect(answer).toEqual(first);
      expect(answer).not.toBe(first);
    }

    await shared("tiffin", run);
    expect(runs).toBe(2);
  });

  it("rejects every waiter with the run's error, and the next call runs again", async () => {
    const shared = singleFlight<string>();
    const failure = new Error("connection refused");
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw failure;
    };
    const calls = await Promise.allSettled([shared("k", failing), shared("k", failing), shared("k", failing)]);
    expect(calls).toEqual(Array.from({ length: 3 }, () => ({ status: "rejected", reason: failure })));
    expect(runs).toBe(1);

    expect(await shared("k", async () => "again")).toBe("again");
  });

  it("keeps an error marked callersOwn to the runner: one waiter runs next, the others wait for it", async () => {
    const shared = singleFlight<string>();
    const refusal = callersOwn(new Error("too many searches"));
    const runners: string[] = [];
    const as =
      (who: string, refused = false) =>
      async () => {
        runners.push(who);
        await Promise.resolve();
        if (refused) throw refusal;
        return `run by ${who}`;
      };
    const calls = await Promise.allSettled([shared("k", as("a", true)), shared("k", as("b")), shared("k", as("c"))]);
    expect(calls).toEqual([
      { status: "rejected", reason: refusal },
      { status: "fulfilled", value: "run by b" },
      { status: "fulfilled", value: "run by b" },
    ]);
    expect(runners).toEqual(["a", "b"]);
  });

  it("starts a run of its own when the one in flight may no longer be shared, and later calls share the new one", async () => {
    let clock = 100;
    let changedAt = 0;
    const shared = singleFlight<string>({ joinable: (startedAt) => startedAt > changedAt, now: () => clock });
    const old = deferred<string>();
    const fresh = deferred<string>();
    const runs: string[] = [];
    const first = shared("k", () => (runs.push("old"), old.promise));
    clock = 101;
    changedAt = 101; // the data changed after the first run started
    clock = 102;
    const second = shared("k", () => (runs.push("fresh"), fresh.promise));
    const third = shared("k", () => (runs.push("third"), fresh.promise));
    old.resolve("old rows");
    fresh.resolve("new rows");
    expect(await Promise.all([first, second, third])).toEqual(["old rows", "new rows", "new rows"]);
    expect(runs).toEqual(["old", "fresh"]);
  });
});
