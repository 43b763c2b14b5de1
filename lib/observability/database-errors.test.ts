import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import { DatabaseError } from "pg";
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./database-errors";

// The shapes below are the ones seen against a real PostgreSQL (stopped,
// restarted, backends terminated, a host that never answers): Prisma's
// errors carrying the adapter's DriverAdapterError, and pg's own errors,
// which Prisma passes through untouched.

const known = (code: string, message: string, driverAdapterError?: DriverAdapterError) =>
  new Prisma.PrismaClientKnownRequestError(message, {
    code,
    clientVersion: "7.10.1",
    meta: driverAdapterError ? { driverAdapterError } : undefined,
  });
const postgres = (code: string, message: string) =>
  new DriverAdapterError({
    kind: "postgres",
    code,
    severity: "FATAL",
    message,
    detail: undefined,
    column: undefined,
    hint: undefined,
    originalCode: code,
    originalMessage: message,
  });
const rawQueryFailure = (code: string, message: string) =>
  known("P2010", `Raw query failed. Code: \`${code}\`. Message: \`${message}\``, postgres(code, message));
const socket = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect" });
const pgError = (code: string, message: string) =>
  Object.assign(new DatabaseError(message, 0, "error"), { code, severity: "FATAL" });

describe("isDatabaseUnavailable: the database is gone, going or coming back", () => {
  const unavailable: Array<[string, unknown]> = [
    [
      "refused (server stopped)",
      known(
        "P1001",
        "Can't reach database server at 127.0.0.1:5432",
        new DriverAdapterError({ kind: "DatabaseNotReachable" }),
      ),
    ],
    [
      "refused, in a raw query",
      known(
        "P2010",
        "Raw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:5432`",
        new DriverAdapterError({ kind: "DatabaseNotReachable" }),
      ),
    ],
    [
      "connection reset",
      known("P1017", "Server has closed the connection.", new DriverAdapterError({ kind: "ConnectionClosed" })),
    ],
    ["socket timeout", known("P1008", "Operation has timed out", new DriverAdapterError({ kind: "SocketTimeout" }))],
    ["too many connections", known("P2037", "Too many database connections opened")],
    ["server shutting down (57P01)", rawQueryFailure("57P01", "terminating connection due to administrator command")],
    ["server starting up (57P03)", rawQueryFailure("57P03", "the database system is starting up")],
    ["server shutting down (57P03)", rawQueryFailure("57P03", "the database system is shutting down")],
    [
      "server crashed (57P02)",
      rawQueryFailure("57P02", "terminating connection because of crash of another server process"),
    ],
    ["statement timeout (57014)", rawQueryFailure("57014", "canceling statement due to statement timeout")],
    ["connection failure (08006)", rawQueryFailure("08006", "connection failure")],
    ["model query, server shutting down", known("P2010", "…", postgres("57P01", "terminating connection"))],
    ["a transaction that could not start in time", known("P2028", "Unable to start a transaction in the given time.")],
    [
      "a transaction that expired",
      known(
        "P2028",
        "A query cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms",
      ),
    ],
    ["pg: connection dropped", new Error("Connection terminated unexpectedly")],
    ["pg-pool: connect timed out", new Error("Connection terminated due to connection timeout")],
    ["pg: connect timed out", new Error("timeout expired")],
    ["pg-pool: no free connection in time", new Error("timeout exceeded when trying to connect")],
    ["pg: the server stopped answering", new Error("Query read timeout")],
    ["pg: client broken", new Error("Client has encountered a connection error and is not queryable")],
    ["pg: database error 57P03", pgError("57P03", "the database system is in recovery mode")],
    ["socket: refused", socket("ECONNREFUSED")],
    ["socket: reset", socket("ECONNRESET")],
    ["socket: host unreachable", socket("EHOSTUNREACH")],
    ["wrapped as cause", new Error("render failed", { cause: new Error("Connection terminated unexpectedly") })],
    ["our own conversion", new DatabaseUnavailableError(new Error("Query read timeout"))],
  ];
  it.each(unavailable)("%s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe("isDatabaseUnavailable: everything else is not", () => {
  const other: Array<[string, unknown]> = [
    ["unique violation", known("P2002", "Unique constraint failed on the fields: (`email`)")],
    ["record not found", known("P2025", "No record was found for an update.")],
    ["wrong password for the database (a configuration error)", known("P1000", "Authentication failed")],
    ["missing table", rawQueryFailure("42P01", 'relation "nope" does not exist')],
    ["check constraint", rawQueryFailure("23514", "new row violates check constraint")],
    ["serialization failure", known("P2034", "Transaction failed due to a write conflict or a deadlock.")],
    ["transaction misuse", known("P2028", "Transaction not found. Transaction ID is invalid")],
    ["pool used after shutdown", new Error("Cannot use a pool after calling end on the pool")],
    ["an application error with a similar text", new Error("Connection terminated by the shopper")],
    ["a TypeError", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["pg: syntax error", pgError("42601", 'syntax error at or near "SELEC"')],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ];
  it.each(other)("%s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("survives errors that refer to themselves", () => {
    const loop = new Error("loop") as Error & { cause?: unknown };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
