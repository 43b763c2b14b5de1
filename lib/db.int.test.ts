import net from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseSettings, disconnectPrisma, getPrisma, Prisma } from "@/lib/db";
import { DatabaseUnavailableError } from "@/lib/observability/database-errors";
import { databaseUnavailableSince } from "@/lib/observability/database-outage.mjs";

// The database client under faults, against this file's real PostgreSQL:
// every wait is bounded, an outage surfaces as DatabaseUnavailableError
// (→ 503), anything else is left alone, and the pool heals by itself.
// (Stopping the whole server is the e2e outage test's job: the other test
// files share it.)

const databaseUrl = process.env.DATABASE_URL!;
const target = new URL(databaseUrl);

/** Points the shared client at `url` with these settings (the next query connects anew). */
async function reconnect(url: string, env: Record<string, string> = {}) {
  await disconnectPrisma();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  process.env.DATABASE_URL = url;
  return getPrisma();
}
const urlAt = (port: number) => {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return url.toString();
};

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A TCP proxy to the test database that can stop passing bytes either way, as a network partition does. */
async function partitionableProxy() {
  let partitioned = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk) => partitioned || upstream.write(chunk));
    upstream.on("data", (chunk) => partitioned || client.write(chunk));
  });
  const port = await listen(server);
  return {
    url: urlAt(port),
    set partitioned(value: boolean) {
      partitioned = value;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await reconnect(databaseUrl);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("database client: a database that cannot be reached", () => {
  it("fails a query as unavailable at once when the connection is refused, and notes the outage", async () => {
    const startedAt = Date.now();
    const prisma = await reconnect(urlAt(1));
    await expect(prisma.brand.count()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(prisma.$queryRaw`SELECT 1`).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(prisma.$transaction(async (tx) => tx.brand.count())).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(databaseUnavailableSince(startedAt)).toBe(true);
  });

  // With the connect timeout at 0.3 s and the pool's wait at 60 s, only the connect timeout can end the wait
  // before the test's own 15 s limit: no stopwatch, so the machine's speed cannot decide the result.
  it(
    "gives up on a host that accepts connections but never answers after DATABASE_CONNECT_TIMEOUT_MS",
    { timeout: 15_000 },
    async () => {
      const silent = net.createServer(() => {});
      const port = await listen(silent);
      try {
        const prisma = await reconnect(urlAt(port), {
          DATABASE_CONNECT_TIMEOUT_MS: "300",
          DATABASE_POOL_TIMEOUT_MS: "60000",
        });
        const error = await prisma.brand.count().catch((reason: unknown) => reason);
        expect(error).toBeInstanceOf(DatabaseUnavailableError);
      } finally {
        silent.close();
      }
    },
  );
});

describe("database client: a database that stops answering", () => {
  it("cancels a statement running past DATABASE_STATEMENT_TIMEOUT_MS, and the pool goes on working", async () => {
    const prisma = await reconnect(databaseUrl, { DATABASE_STATEMENT_TIMEOUT_MS: "300", DATABASE_POOL_SIZE: "1" });
    const error = await prisma.$queryRaw`SELECT pg_sleep(2)`.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(String((error as Error).cause)).toContain("statement timeout");
    await expect(prisma.$queryRaw`SELECT 1 AS ok`).resolves.toEqual([{ ok: 1 }]);
  });

  it("gives up on a connection that goes silent mid-query, then reconnects once the network is back", async () => {
    const proxy = await partitionableProxy();
    try {
      const prisma = await reconnect(proxy.url, { DATABASE_STATEMENT_TIMEOUT_MS: "300" });
      await expect(prisma.$queryRaw`SELECT 1 AS ok`).resolves.toEqual([{ ok: 1 }]);
      proxy.partitioned = true;
      const error = await prisma.$queryRaw`SELECT 2 AS ok`.catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      proxy.partitioned = false;
      await expect(prisma.$queryRaw`SELECT 3 AS ok`).resolves.toEqual([{ ok: 3 }]);
    } finally {
      proxy.close();
    }
  });
});

describe("database client: connections the server closes", () => {
  it("logs a pooled connection the server closed while idle, without crashing, and the next query works", async () => {
    vi.stubEnv("LOG_FORMAT", "json");
    const prisma = getPrisma();
    const [row] = await prisma.$queryRaw<Array<{ pid: number }>>`SELECT pg_backend_pid() AS pid`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query("SELECT pg_terminate_backend($1)", [row!.pid]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() =>
      expect(lines.some((line) => line.includes("database connection lost while idle"))).toBe(true),
    );
    const line = JSON.parse(lines.find((entry) => entry.includes("database connection lost while idle"))!);
    expect(line).toMatchObject({ level: "warn", error: { code: "57P01" } });
    await expect(prisma.$queryRaw`SELECT 1 AS ok`).resolves.toEqual([{ ok: 1 }]);
  });
});

describe("database client: other failures", () => {
  it("are left as they are, and are not taken for an outage", async () => {
    const prisma = getPrisma();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const startedAt = Date.now();
    await prisma.brand.create({ data: { name: "Fault Test", slug: "fault-test" } });
    const error = await prisma.brand
      .create({ data: { name: "Fault Test", slug: "fault-test" } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
    expect(databaseUnavailableSince(startedAt)).toBe(false);
  });
});

describe("databaseSettings", () => {
  it("has bounded defaults and refuses malformed values, naming the variable", () => {
    expect(databaseSettings({})).toEqual({
      poolSize: 10,
      connectTimeoutMs: 2000,
      poolTimeoutMs: 5000,
      statementTimeoutMs: 5000,
    });
    expect(databaseSettings({ DATABASE_STATEMENT_TIMEOUT_MS: "0" }).statementTimeoutMs).toBe(0);
    expect(() => databaseSettings({ DATABASE_CONNECT_TIMEOUT_MS: "1s" })).toThrow(
      /^DATABASE_CONNECT_TIMEOUT_MS must be/,
    );
    expect(() => databaseSettings({ DATABASE_POOL_SIZE: "0" })).toThrow(/^DATABASE_POOL_SIZE must be/);
  });
});
