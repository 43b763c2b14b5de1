import net from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cutDatabase, restoreDatabase } from "@/test/integration/database";
import { GET } from "./route";

const call = () => GET(new Request("http://shop.test/api/health"));

describe("GET /api/health", () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    vi.stubEnv("LOG_FORMAT", "json");
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
  });
  afterEach(async () => {
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
});
