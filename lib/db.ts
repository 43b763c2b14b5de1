import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./observability/database-errors";
import { noteDatabaseUnavailable } from "./observability/database-outage.mjs";
import { log } from "./observability/log.mjs";
import { Prisma, PrismaClient } from "./generated/prisma/client";
import { databaseSettings, type DatabaseSettings } from "./db-settings.mjs";

// One client per process. It is created on first use, not at import time, so
// a build never needs a database and tests can point DATABASE_URL at their
// own database before the first query.
//
// Faults (docs/adr/0005-faults-and-observability.md): every wait on the
// database is bounded, so a database that is down or stops answering turns
// into a quick 503 instead of a hung request; a failure that means "the
// database is unavailable" is rethrown as DatabaseUnavailableError; and the
// pool drops dead connections by itself, so the shop recovers without a
// restart when the database is back.
const globalForPrisma = globalThis as unknown as { koshPrisma?: PrismaClient };

export type { DatabaseSettings };
export { databaseSettings };

/**
 * The connection pool. pg-pool's own connectionTimeoutMillis bounds both
 * opening a connection and waiting for a free one; they are set apart here
 * (a client class with its own connect timeout) so a short connect timeout
 * does not turn a busy moment into errors.
 */
export function createPool(connectionString: string, settings: DatabaseSettings): pg.Pool {
  const { connectTimeoutMs, statementTimeoutMs } = settings;
  class Client extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.poolTimeoutMs,
    Client: Client as unknown as new () => pg.ClientBase,
    // The server cancels a slow statement (a clean error, the connection stays
    // usable); the driver gives up a second later if the server does not answer
    // at all (a network partition, a frozen server).
    ...(statementTimeoutMs > 0 && { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1000 }),
  });
  // A pooled connection the server closes while idle (a restart, a failover)
  // emits 'error' here; unhandled, it would end the process. The pool has
  // already dropped it; the next query opens a new one.
  pool.on("error", (error) => log.warn("database connection lost while idle", { error }));
  return pool;
}

function rethrowClassified(error: unknown): never {
  if (error instanceof DatabaseUnavailableError) throw error;
  if (isDatabaseUnavailable(error)) {
    noteDatabaseUnavailable();
    throw new DatabaseUnavailableError(error);
  }
  throw error;
}

function createClient(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set: start the shop with `npm start`, or set DATABASE_URL.");
  }
  const settings = databaseSettings();
  const client = new PrismaClient({
    adapter: new PrismaPg(createPool(connectionString, settings), { disposeExternalPool: true }),
    // Interactive transactions wait for a connection as long as any query does.
    transactionOptions: { maxWait: settings.poolTimeoutMs },
    // Production messages without Prisma's dump of the query's arguments (they may hold personal data).
    errorFormat: process.env.NODE_ENV === "production" ? "minimal" : "colorless",
  });
  // Every query, inside transactions too, passes through here.
  const classified = client.$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          rethrowClassified(error);
        }
      },
    },
  });
  // Starting an interactive transaction is not a query: its failures are classified here.
  const $transaction = ((...args: unknown[]) =>
    (Reflect.apply(classified.$transaction, classified, args) as Promise<unknown>).catch(
      rethrowClassified,
    )) as PrismaClient["$transaction"];
  // A query-only extension keeps PrismaClient's API; only its static type differs.
  return new Proxy(classified as unknown as PrismaClient, {
    get(target, property) {
      if (property === "$transaction") return $transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function getPrisma(): PrismaClient {
  globalForPrisma.koshPrisma ??= createClient();
  return globalForPrisma.koshPrisma;
}

/** The shared Prisma client (lazily connected). */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** Closes the shared client (tests and scripts call this before exiting). */
export async function disconnectPrisma(): Promise<void> {
  const client = globalForPrisma.koshPrisma;
  globalForPrisma.koshPrisma = undefined;
  await client?.$disconnect();
}

/** A unique index refused the write (P2002): someone else took the name, slug or key first. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

export * from "./generated/prisma/client";
