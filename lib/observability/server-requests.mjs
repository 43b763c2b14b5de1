// What server.mjs does for every request:
//   - gives it an id (request-id.mjs), put on the request's x-request-id
//     header for the code inside Next and returned as X-Request-Id;
// and for every request Next.js answers (not the response cache's hits,
// which are answered from memory at once and are the hot path):
//   - answers 503 + Retry-After instead of 500 when the database was seen
//     unavailable while the request ran (database-outage.mjs): Next renders a
//     page whose data is unreachable with its error page and a 500, and offers
//     no way to choose that status;
//   - logs one line when the request was slow (LOG_SLOW_REQUEST_MS);
//   - logs and answers a request Next's handler failed on entirely.

import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableSince } from "./database-outage.mjs";
import { describeError, describePath, log as defaultLog } from "./log.mjs";
import { assignRequestId, REQUEST_ID_HEADER, trustedRequestIdHeader } from "./request-id.mjs";

export const DEFAULT_SLOW_REQUEST_MS = 1000;

/**
 * LOG_SLOW_REQUEST_MS: requests taking at least this long are logged (default 1000; 0 turns it off).
 * @param {Record<string, string | undefined>} [env]
 */
export function slowRequestThreshold(env = process.env) {
  const raw = env.LOG_SLOW_REQUEST_MS?.trim();
  if (!raw) return DEFAULT_SLOW_REQUEST_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`LOG_SLOW_REQUEST_MS must be a whole number of milliseconds (0 turns it off), not "${raw}".`);
  }
  return value === 0 ? Infinity : value;
}

/** @typedef {import("./log.mjs").Logger} Logger */

class ObservedRequest {
  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   * @param {string} requestId
   * @param {number} startedAt
   * @param {{ log: Logger, slowMs: number, now: () => number }} settings
   */
  constructor(request, response, requestId, startedAt, settings) {
    this.request = request;
    this.response = response;
    this.requestId = requestId;
    this.startedAt = startedAt;
    this.settings = settings;
  }

  where() {
    return { requestId: this.requestId, method: this.request.method, ...describePath(this.request.url) };
  }

  /** For a request Next.js answers: the outage's 503 and the slow-request line. */
  watch() {
    const { response, startedAt } = this;
    // Node sends the status line through writeHead, also when a handler only
    // sets statusCode and writes, so this sees the status every response gets.
    const writeHead = response.writeHead;
    response.writeHead = /** @type {typeof response.writeHead} */ (
      function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
        response.writeHead = writeHead;
        if (statusCode === 500 && databaseUnavailableSince(startedAt)) {
          statusCode = 503;
          if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
          response.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
        }
        return writeHead.call(response, statusCode, ...rest);
      }
    );
    if (this.settings.slowMs !== Infinity) response.once("close", () => this.logIfSlow());
  }

  logIfSlow() {
    const { response, settings } = this;
    const durationMs = settings.now() - this.startedAt;
    if (durationMs < settings.slowMs) return;
    settings.log.warn("slow request", {
      ...this.where(),
      status: response.statusCode,
      durationMs,
      // 'close' also comes when the client went away before the end.
      ...(!response.writableFinished && { aborted: true }),
    });
  }

  /** @param {unknown} error what Next's request handler rejected with */
  fail(error) {
    const { response } = this;
    const unavailable = databaseUnavailableSince(this.startedAt);
    this.settings.log.error("request failed", {
      ...this.where(),
      status: unavailable ? 503 : 500,
      error: describeError(error, { stack: !unavailable }),
    });
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end(unavailable ? "Service Unavailable" : "Internal Server Error");
  }
}

/**
 * Made once at start-up; returns what to call first for every request.
 * @param {{ log?: Logger, slowMs?: number, now?: () => number, env?: Record<string, string | undefined> }} [options]
 */
export function createRequestObserver({
  log = defaultLog,
  slowMs = DEFAULT_SLOW_REQUEST_MS,
  now = Date.now,
  env = process.env,
} = {}) {
  const trustedHeader = trustedRequestIdHeader(env);
  const settings = { log, slowMs, now };
  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  return function observeRequest(request, response) {
    const startedAt = now();
    const requestId = assignRequestId(request.headers, trustedHeader);
    // Replaces whatever the client sent: from here on the header is the server's.
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader("X-Request-Id", requestId);
    return new ObservedRequest(request, response, requestId, startedAt, settings);
  };
}

/**
 * Logs what nothing else caught, as one line each. The process keeps running,
 * as Next.js itself decides for a server (its own listeners print these too).
 * @param {Logger} [log]
 */
export function logUncaughtErrors(log = defaultLog) {
  process.on("uncaughtException", (error) => {
    log.error("uncaught exception", { error: describeError(error, { stack: true }) });
  });
  process.on("unhandledRejection", (reason) => {
    const unavailable = reason instanceof Error && reason.name === "DatabaseUnavailableError";
    log.error("unhandled rejection", { error: describeError(reason, { stack: !unavailable }) });
  });
}
