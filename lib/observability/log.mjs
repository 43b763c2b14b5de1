// The shop's one logger, used by the server (server.mjs), the API's error
// handling (lib/api/http.ts), Next's onRequestError (instrumentation.ts) and
// the database pool (lib/db.ts). Plain JavaScript so server.mjs can import it
// without a build; Next bundles its own copy, which behaves the same.
//
// One line per event. In production (NODE_ENV=production, which server.mjs and
// `next start` set) a JSON object per line, for a log pipeline:
//   {"time":"…","level":"error","msg":"request failed","requestId":"…","method":"GET","path":"/api/x","status":503,…}
// Elsewhere a readable line. LOG_FORMAT=json|pretty overrides.
//
// What is never written: request or response bodies, headers (cookies,
// Authorization), query-string values (only their names), and — wherever they
// turn up in a message, a stack or a field — anything that looks like a
// password, token, session cookie, signature, card number or UPI id (redact()).

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };

const MAX_STRING = 4000;
const MAX_DEPTH = 5;
const REDACTED = "[redacted]";

/** Field names whose values are never logged, whatever they hold. */
const SECRET_KEY =
  /pass(word|phrase|wd)|secret|token|authori[sz]ation|cookie|signature|api[-_]?key|private[-_]?key|^otp$|cvv|cvc|^card$|card_?number|^upi|[-_]upi|upi_?id|^vpa$|[-_]vpa/i;

/** Fields the logger itself fills from trusted values: not scrubbed (a request id must match its header). */
const OWN_FIELDS = new Set(["time", "level", "requestId", "method", "status", "durationMs"]);

/**
 * Patterns replaced inside any logged string. Each is narrow enough to leave
 * ordinary text alone; the Luhn check keeps order numbers and timestamps.
 * @type {Array<[RegExp, string | ((match: string, ...groups: string[]) => string)]>}
 */
const SECRET_PATTERNS = [
  // user:password@ in connection strings and URLs
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi, `$1${REDACTED}@`],
  // Authorization values
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${REDACTED}`],
  // JWT / JWE compact tokens (next-auth session tokens, signed tokens)
  [/\beyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*){1,4}/g, REDACTED],
  // cookie pairs of session-like cookies
  [/\b([\w.-]*(?:session|token|csrf)[\w.-]*=)[^;\s,]+/gi, `$1${REDACTED}`],
  // key: value / key=value pairs naming a secret (Prisma's argument dumps, query strings)
  [
    /(["']?\b[\w-]*(?:passw(?:or)?d|secret|token|signature|cvv|card_?number|upi_?id|vpa)[\w-]*["']?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,;&}\]]+)/gi,
    `$1"${REDACTED}"`,
  ],
  // HMAC-SHA256 hex digests (Razorpay signatures) and other long hex secrets
  [/\b[a-f0-9]{64}\b/gi, REDACTED],
  // card numbers: 14–19 digits, optionally grouped by spaces or dashes, passing the Luhn check
  // (13-digit millisecond timestamps are left alone)
  [/\b\d(?:[ -]?\d){13,18}\b/g, (match) => (passesLuhn(match.replace(/[ -]/g, "")) ? "[card]" : match)],
  // UPI ids (handle@psp): an @ followed by a dot-less provider name; e-mail addresses keep their domain
  [/\b[\w.-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}\b(?![.@\w-])/g, "[upi]"],
];

function passesLuhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `text` with secrets replaced and long text cut. */
export function redactText(text) {
  const full = String(text);
  // Cut before scrubbing (a huge message costs no more than a long one), with
  // room for a secret that straddles the limit to be recognised and replaced.
  let result = full.length > MAX_STRING + 256 ? full.slice(0, MAX_STRING + 256) : full;
  for (const [pattern, replacement] of SECRET_PATTERNS) {
    result = result.replace(pattern, /** @type {any} */ (replacement));
  }
  return full.length > MAX_STRING || result.length > MAX_STRING ? `${result.slice(0, MAX_STRING)}…` : result;
}

/**
 * A copy of `value` safe to log: secret-named fields dropped to "[redacted]",
 * strings scrubbed, errors turned into plain objects, depth bounded.
 * @param {unknown} value
 * @returns {unknown}
 */
export function redact(value, depth = 0) {
  if (value === null || value === undefined) return value;
  if (typeof value === "string") return redactText(value);
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return String(value);
  if (value instanceof Error) return redact(describeError(value), depth);
  if (typeof value !== "object") return undefined;
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, item] of Object.entries(value)) {
    if (depth === 0 && OWN_FIELDS.has(key)) copy[key] = item;
    else copy[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return copy;
}

/**
 * The parts of an error worth logging. The stack only when asked (500s:
 * a bug to find), not for expected failures such as an unavailable database.
 * @param {unknown} error
 * @param {{ stack?: boolean }} [options]
 */
export function describeError(error, { stack = false } = {}) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  // One line: Prisma's messages start with blank lines and a heading.
  const described = { name: error.name, message: error.message.trim().replace(/\s*\n\s*/g, " ") };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === "string" || typeof code === "number") described.code = code;
  const digest = /** @type {{ digest?: unknown }} */ (error).digest;
  if (typeof digest === "string") described.digest = digest;
  if (stack && error.stack) described.stack = error.stack;
  if (error.cause !== undefined) {
    described.cause = error.cause instanceof Error ? describeError(error.cause) : String(error.cause);
  }
  return described;
}

/**
 * Where a request went, without query values (they may hold a phone number,
 * an e-mail or search text): the path, and the names of the query parameters.
 * @param {string | undefined} url  a path with query (`/shop?q=x`) or an absolute URL
 */
export function describePath(url) {
  if (!url) return {};
  const raw = String(url);
  const queryStart = raw.indexOf("?");
  let path = queryStart === -1 ? raw : raw.slice(0, queryStart);
  if (/^[a-z]+:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      // keep it as given
    }
  }
  /** @type {{ path: string, query?: string[] }} */
  const described = { path: path.slice(0, 512) };
  if (queryStart !== -1) {
    const names = [...new URLSearchParams(raw.slice(queryStart + 1)).keys()];
    if (names.length) described.query = [...new Set(names)].slice(0, 20);
  }
  return described;
}

/**
 * One line naming a LOG_FORMAT or LOG_LEVEL the logger would ignore (it falls
 * back to its default), or null; lib/config/runtime-env.mjs refuses to start with one.
 * @param {Record<string, string | undefined>} env
 */
export function logSettingsProblem(env = process.env) {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format && format !== "json" && format !== "pretty") {
    return `LOG_FORMAT must be json or pretty (unset: json in production), not "${env.LOG_FORMAT}".`;
  }
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (level && !Object.hasOwn(LEVELS, level)) {
    return `LOG_LEVEL must be one of ${Object.keys(LEVELS).join(", ")} (unset: info), not "${env.LOG_LEVEL}".`;
  }
  return null;
}

/** @param {Record<string, string | undefined>} env */
function chooseFormat(env) {
  const wanted = env.LOG_FORMAT?.trim().toLowerCase();
  if (wanted === "json" || wanted === "pretty") return wanted;
  return env.NODE_ENV === "production" ? "json" : "pretty";
}

/** @param {Record<string, string | undefined>} env */
function chooseLevel(env) {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  return wanted && Object.hasOwn(LEVELS, wanted) ? /** @type {keyof typeof LEVELS} */ (wanted) : "info";
}

function writeLine(line) {
  if (typeof process !== "undefined" && process.stdout?.write) process.stdout.write(`${line}\n`);
  else console.log(line);
}

/** @param {Record<string, unknown>} entry */
function prettyLine(entry) {
  const { time, level, msg, error, ...fields } = entry;
  const parts = [String(time).slice(11, 23), String(level).toUpperCase().padEnd(5), msg];
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) parts.push(`${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  }
  if (error && typeof error === "object") {
    const { stack, ...rest } = /** @type {Record<string, unknown>} */ (error);
    parts.push(`error=${JSON.stringify(rest)}`);
    if (typeof stack === "string") parts.push(`\n${stack}`);
  }
  return parts.join(" ");
}

/**
 * @typedef {{ error?: unknown, [field: string]: unknown }} LogFields
 * @typedef {(msg: string, fields?: LogFields) => void} LogMethod
 * @typedef {{ debug: LogMethod, info: LogMethod, warn: LogMethod, error: LogMethod }} Logger
 */

/**
 * @param {{ env?: Record<string, string | undefined>, write?: (line: string) => void, now?: () => Date }} [options]
 * @returns {Logger}
 */
export function createLogger({ env = process.env, write = writeLine, now = () => new Date() } = {}) {
  /** @param {keyof typeof LEVELS} level */
  const method =
    (level) =>
    (/** @type {string} */ msg, /** @type {LogFields} */ fields = {}) => {
      // Read on every line (two lookups): tests and tools may change the environment after import.
      if (LEVELS[level] < LEVELS[chooseLevel(env)]) return;
      const { error, ...rest } = fields;
      const entry = /** @type {Record<string, unknown>} */ ({
        time: now().toISOString(),
        level,
        msg: redactText(msg),
        .../** @type {Record<string, unknown>} */ (redact(rest)),
      });
      if (error !== undefined) {
        entry.error = redact(error instanceof Error ? describeError(error) : error);
      }
      try {
        write(chooseFormat(env) === "json" ? JSON.stringify(entry) : prettyLine(entry));
      } catch {
        // Logging must never take a request down with it.
      }
    };
  return { debug: method("debug"), info: method("info"), warn: method("warn"), error: method("error") };
}

/**
 * Set (true) on an error that was logged where it happened, so that whatever reports it again on
 * its way out (Next's onRequestError, lib/observability/request-errors.ts) does not log it twice.
 * A registered symbol: Next bundles this file more than once.
 */
export const alreadyLogged = Symbol.for("kosh.alreadyLogged");

/** Whether `error`, or an error it wraps (`cause`), was marked alreadyLogged. */
export function wasLogged(error) {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    if (/** @type {Record<symbol, unknown>} */ (current)[alreadyLogged] === true) return true;
    current = /** @type {{ cause?: unknown }} */ (current).cause;
  }
  return false;
}

/** The process's logger, configured from the environment. */
export const log = createLogger();
