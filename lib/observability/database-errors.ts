// Which failures mean "the database is unavailable right now" (the shop
// answers 503 with Retry-After and recovers by itself), as opposed to a bug or
// a bad request (500 / 4xx). Framework-free and safe in the browser bundle:
// the error pages import DATABASE_UNAVAILABLE_DIGEST from here.
//
// What the driver stack raises when PostgreSQL is gone, going or coming back
// (seen against a real server: refused, stopped, restarted, terminated
// backends, a host that accepts but never answers):
//   - Prisma errors with a connection code (P1001 can't reach, P1008 timed out,
//     P1017 connection closed, P2037 too many connections, P2024 pool timeout,
//     P2028 a transaction that could not start or expired in time);
//   - Prisma errors carrying the adapter's DriverAdapterError, whose kind says
//     DatabaseNotReachable / ConnectionClosed / SocketTimeout, or whose
//     PostgreSQL SQLSTATE is a connection failure (class 08), a shutdown or
//     start-up (57P01–57P03: "terminating connection due to administrator
//     command", "the database system is starting up / shutting down"), a
//     statement timeout (57014) or too many connections (53300) — raw queries
//     report these as P2010 with the SQLSTATE in originalCode;
//   - plain errors from `pg` and `pg-pool` that Prisma passes through untouched:
//     "Connection terminated unexpectedly", "timeout expired" (connect timeout),
//     "Query read timeout", "timeout exceeded when trying to connect" (pool) …;
//   - socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT, EHOSTUNREACH, …).
// Anything else (constraint violations, a missing table, bad credentials, a
// bug) is not "unavailable": it stays a 500 so it is noticed and fixed.

/** The digest the error pages recognise (Next.js keeps a digest an error already has). */
export const DATABASE_UNAVAILABLE_DIGEST = "KOSH_DATABASE_UNAVAILABLE";

/**
 * Thrown in place of the driver's error when the database is unavailable
 * (lib/db.ts converts it), so every layer can tell an outage from a bug.
 * The original error is kept as `cause` for the logs.
 */
export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
  constructor(cause?: unknown) {
    // The driver's reason, for logs and scripts; never shown to shoppers or API clients.
    const reason = cause instanceof Error ? cause.message.trim().split("\n").at(-1)?.trim().slice(0, 200) : undefined;
    super(reason ? `The database is unavailable: ${reason}` : "The database is unavailable.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
const UNAVAILABLE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 57014
// query_canceled (statement_timeout), 53300 too_many_connections; class 08 below.
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// The exact messages of pg / pg-pool errors that carry no code.
const DRIVER_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];
// P2028 also covers programming errors ("Transaction not found"); only its timeouts count.
const TRANSACTION_TIMEOUT =
  /Unable to start a transaction in the given time|cannot be executed on an expired transaction/;

type Inspectable = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

function isSqlStateUnavailable(code: unknown): boolean {
  return typeof code === "string" && (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/** The DriverAdapterError's payload: `{ kind, originalCode?, code? }`. */
function isAdapterCauseUnavailable(cause: unknown): boolean {
  if (typeof cause !== "object" || cause === null) return false;
  const { kind, originalCode, code } = cause as { kind?: unknown; originalCode?: unknown; code?: unknown };
  if (typeof kind === "string" && UNAVAILABLE_ADAPTER_KINDS.has(kind)) return true;
  return isSqlStateUnavailable(originalCode) || (kind === "postgres" && isSqlStateUnavailable(code));
}

function isOneUnavailable(error: Inspectable): boolean {
  if (error.name === "DatabaseUnavailableError") return true;
  const message = typeof error.message === "string" ? error.message : "";
  if (typeof error.code === "string") {
    if (UNAVAILABLE_PRISMA_CODES.has(error.code) || SOCKET_CODES.has(error.code)) return true;
    if (error.code === "P2028" && TRANSACTION_TIMEOUT.test(message)) return true;
    // A pg DatabaseError (has a severity) with a connection SQLSTATE.
    if ("severity" in error && isSqlStateUnavailable(error.code)) return true;
  }
  if (error.name === "DriverAdapterError" && isAdapterCauseUnavailable(error.cause)) return true;
  return error.name === "Error" && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error` (or what it wraps) says the database cannot be reached or answer right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const current = queue.shift();
    if (typeof current !== "object" || current === null || seen.has(current) || seen.size > 8) continue;
    seen.add(current);
    const inspectable = current as Inspectable;
    if (isOneUnavailable(inspectable)) return true;
    queue.push(inspectable.cause, inspectable.meta?.driverAdapterError);
  }
  return false;
}
