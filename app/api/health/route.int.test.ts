import net from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getPrisma } from "@/lib/db";
import { HEALTH_REUSE_MS } from "@/lib/health";
import { cutDatabase, restoreDatabase } from "@/test/integration/database";
import { GET } from "./route";

const call = () => GET(new Request("http://shop.test/api/health"));

// Only Date is faked (the probe's own timeout is a real timer): each test starts a minute after the last,
// so no test reuses another's probe, and a test moves the clock past HEALTH_REUSE_MS itself.
let clock = Date.now();
const later = (ms: number) => vi.setSystemTime((clock += ms));

/** Counts the probes that reach the database: the real client's `$queryRaw`, spied on, not replaced. */
function countProbes() {
  const client = getPrisma();
  return vi.spyOn(client, "$queryRaw");
}

describe("GET /api/health", () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    vi.useFakeTimers({ toFake: ["Date"], now: (clock += 60_000) });
    vi.stubEnv("LOG_FORMAT", "json");
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await restoreDatabase();
  });

  it("answers 200 when the database is reachable", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "reachable" });
    expect(lines).toEqual([]);
  });

  it("answers 503 'unreachable' without the host, port or driver's message, which go to the log", async () => {
    await cutDatabase();
    const response = await call();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: "unavailable", database: "unreachable" });
    for (const detail of ["127.0.0.1", ":1", "nobody", "nothing", "reach database", "ECONNREFUSED", "Prisma"]) {
      expect(text).not.toContain(detail);
    }

    // The operator's side: one line with the same request id and the reason.
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: "error",
      msg: "health check failed",
      requestId,
      path: "/api/health",
      status: 503,
    });
    expect(line.error.name).toBe("DatabaseUnavailableError");
    expect(JSON.stringify(line.error.cause)).toContain("Can't reach database server");
    expect(lines[0]).not.toContain("nothing");
  });

  // With the pool's wait at 60 s, only the connect timeout (DATABASE_CONNECT_TIMEOUT_MS, 2 s by default) can
  // answer before the test's own 15 s limit: no stopwatch, so the machine's speed cannot decide the result.
  it("answers 503 when the database host accepts connections but never answers", { timeout: 15_000 }, async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      vi.stubEnv("DATABASE_POOL_TIMEOUT_MS", "60000");
      await cutDatabase(`postgresql://kosh:x@127.0.0.1:${(silent.address() as net.AddressInfo).port}/kosh`);
      const response = await call();
      expect(response.status).toBe(503);
    } finally {
      silent.close();
    }
  });

  it("asks the database once for many concurrent and repeated requests, and again once the answer is a second old", async () => {
    const probes = countProbes();
    const concurrent = await Promise.all(Array.from({ length: 50 }, call));
    expect(concurrent.map((response) => response.status)).toEqual(Array(50).fill(200));
    for (let i = 0; i < 20; i += 1) {
      later(HEALTH_REUSE_MS / 40);
      expect((await call()).status).toBe(200);
    }
    expect(probes).toHaveBeenCalledTimes(1);

    later(HEALTH_REUSE_MS);
    expect((await call()).status).toBe(200);
    expect(probes).toHaveBeenCalledTimes(2);
  });

  it("answers 503 at the first probe after the database went away, and 200 at the first after it came back", async () => {
    expect((await call()).status).toBe(200);
    await cutDatabase();
    later(HEALTH_REUSE_MS);
    const down = await Promise.all(Array.from({ length: 20 }, call));
    expect(down.map((response) => response.status)).toEqual(Array(20).fill(503));
    // Each 503 is logged with its own request id, from one shared probe.
    expect(lines).toHaveLength(20);
    expect(new Set(down.map((response) => response.headers.get("x-request-id"))).size).toBe(20);

    await restoreDatabase();
    const probes = countProbes();
    later(HEALTH_REUSE_MS);
    const up = await Promise.all(Array.from({ length: 20 }, call));
    expect(up.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await up[0]!.json()).toEqual({ status: "ok", database: "reachable" });
    expect(probes).toHaveBeenCalledTimes(1);
  });
});
