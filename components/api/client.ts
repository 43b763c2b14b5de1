// The browser's one way to call the shop's /api: same-origin JSON with the
// session cookie (the web UI never holds a token a script can read), one
// error shape, and changes sent in the order they were made. Components call
// these, never fetch() themselves.

export type ApiIssue = { path: string; message: string };

/** A refused /api call: its status and what the server said ({ message, code, issues }). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export type ApiCall = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; a FormData (files) as multipart. */
  body?: unknown;
  headers?: HeadersInit;
  /** Makes a retried create (an order, a payment) return the first answer: one key per attempt. */
  idempotencyKey?: string;
  /** "no-store" for answers that change under the page (the session, a delivery estimate). */
  cache?: RequestCache;
  signal?: AbortSignal;
  /** Stands in for the browser's fetch (unit tests answer for the server with it). */
  fetchImpl?: typeof fetch;
};

/** The shop language of the page in the browser: "hi" on a Hindi page (<html lang="hi-IN">). */
function pageLocale(): "en" | "hi" {
  return typeof document !== "undefined" && document.documentElement.lang === "hi-IN" ? "hi" : "en";
}

/**
 * The /api path as a page in `locale` calls it: a Hindi page adds `lang=hi`, so
 * the answer's messages (and catalogue data) come in Hindi
 * (docs/adr/0026-api-messages-by-locale.md); English pages call the path as it is.
 */
export function localizedApiPath(path: string, locale: "en" | "hi" = pageLocale()): string {
  if (locale !== "hi" || !path.startsWith("/api/")) return path;
  const [beforeHash, hash] = path.split("#", 2) as [string, string | undefined];
  if (/[?&]lang=/.test(beforeHash)) return path;
  return `${beforeHash}${beforeHash.includes("?") ? "&" : "?"}lang=hi${hash === undefined ? "" : `#${hash}`}`;
}

/** Calls /api at once; resolves to the JSON answer, throws ApiRequestError on a non-2xx one. */
export async function requestJson<T>(path: string, call: ApiCall = {}): Promise<T> {
  const headers = new Headers(call.headers);
  const multipart = call.body instanceof FormData;
  if (call.body !== undefined && !multipart) headers.set("Content-Type", "application/json");
  if (call.idempotencyKey) headers.set("Idempotency-Key", call.idempotencyKey);
  const init: RequestInit = {
    method: call.method ?? "GET",
    // The API is same-origin: the session cookie goes with every call, and nowhere else.
    credentials: "same-origin",
    headers,
    cache: call.cache,
    signal: call.signal,
    body: call.body === undefined ? undefined : multipart ? (call.body as FormData) : JSON.stringify(call.body),
  };
  const url = localizedApiPath(path);
  const response = await (call.fetchImpl ? call.fetchImpl(url, init) : fetch(url, init));
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, code, issues } = (data ?? {}) as { message?: unknown; code?: unknown; issues?: unknown };
    throw new ApiRequestError(
      response.status,
      typeof message === "string" ? message : "",
      typeof code === "string" ? code : undefined,
      Array.isArray(issues) ? (issues as ApiIssue[]) : undefined,
    );
  }
  return data as T;
}

// Changes go to the server one at a time, in the order the shopper made them:
// two quick clicks (heart on, heart off) sent side by side could reach the
// server in the other order and leave the opposite of what the screen shows.
let pendingChanges: Promise<unknown> = Promise.resolve();

/** Like requestJson, but a change (anything but GET) waits for the changes sent before it. */
export function apiFetch<T>(path: string, call: ApiCall = {}): Promise<T> {
  if ((call.method ?? "GET") === "GET") return requestJson<T>(path, call);
  const result = pendingChanges.then(
    () => requestJson<T>(path, call),
    () => requestJson<T>(path, call),
  );
  pendingChanges = result.catch(() => undefined);
  return result;
}

/**
 * What to tell the person: the server's first field problem, else its
 * message, else `fallback` (also for a network failure, whose own text helps
 * nobody).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  return error.issues?.[0]?.message || error.message || fallback;
}

/** The HTTP status of a refused call; null for anything else. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}
