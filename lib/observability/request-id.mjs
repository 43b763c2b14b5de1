// Every request gets an id: written in each log line about it and returned as
// X-Request-Id, so a shopper's or API client's report ("it said 503, request
// id …") leads to the log line.
//
// Whose id: a client could send any X-Request-Id (another request's id, or
// text made to confuse a log search), so the shop makes its own — unless the
// operator names a header that their own proxy sets and overwrites on every
// request (TRUSTED_REQUEST_ID_HEADER, e.g. x-request-id behind nginx with
// `proxy_set_header X-Request-Id $request_id`, or x-vercel-id on Vercel). Then
// the proxy's and the shop's logs share one id. Even a trusted value is used
// only if it looks like an id.
//
// server.mjs assigns the id as a request arrives and puts it on the request's
// x-request-id header (replacing whatever the client sent), so the code Next
// runs reads it from there. Under `next start` or on Vercel nothing assigns
// one up front, so requestIdFor() applies the same rule itself.

export const REQUEST_ID_HEADER = "x-request-id";

const SERVER_ASSIGNS_KEY = Symbol.for("kosh.serverAssignsRequestIds");
const LOOKS_LIKE_AN_ID = /^[A-Za-z0-9][A-Za-z0-9._:/+=-]{0,127}$/;

/**
 * @param {Headers | Record<string, string | string[] | undefined>} headers
 * @param {string} name lower-case
 */
function headerValue(headers, name) {
  if (typeof (/** @type {Headers} */ (headers).get) === "function") return /** @type {Headers} */ (headers).get(name);
  const value = /** @type {Record<string, string | string[] | undefined>} */ (headers)[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The header a trusted proxy sets the request id in (TRUSTED_REQUEST_ID_HEADER), lower-case, or null.
 * @param {Record<string, string | undefined>} [env]
 */
export function trustedRequestIdHeader(env = process.env) {
  return env.TRUSTED_REQUEST_ID_HEADER?.trim().toLowerCase() || null;
}

/**
 * A new request's id: the trusted proxy's, when configured and well-formed, else a fresh UUID.
 * @param {Headers | Record<string, string | string[] | undefined>} headers
 * @param {string | null} [trustedHeader] from trustedRequestIdHeader()
 */
export function assignRequestId(headers, trustedHeader = trustedRequestIdHeader()) {
  if (trustedHeader) {
    const value = headerValue(headers, trustedHeader)?.trim();
    if (value && LOOKS_LIKE_AN_ID.test(value)) return value;
  }
  return globalThis.crypto.randomUUID();
}

/** Called once by server.mjs: from now on x-request-id on a request is the server's own. */
export function markServerAssignsRequestIds() {
  /** @type {Record<symbol, unknown>} */ (globalThis)[SERVER_ASSIGNS_KEY] = true;
}

export function serverAssignsRequestIds() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[SERVER_ASSIGNS_KEY] === true;
}

/**
 * The id of the request with these headers, as the code inside Next sees it:
 * the one server.mjs assigned, or (no server.mjs) one chosen by the same rule.
 * Call it once per request and reuse the result: without server.mjs a fresh
 * UUID is made on every call.
 * @param {Headers | Record<string, string | string[] | undefined>} headers
 */
export function requestIdFor(headers) {
  if (serverAssignsRequestIds()) {
    const assigned = headerValue(headers, REQUEST_ID_HEADER);
    if (assigned) return assigned;
  }
  return assignRequestId(headers);
}
