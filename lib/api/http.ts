import "server-only";
import { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/observability/database-errors";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/observability/database-outage.mjs";
import { describeError, describePath, log } from "@/lib/observability/log.mjs";
import { requestIdFor } from "@/lib/observability/request-id.mjs";
import { DomainError, type DomainErrorKind } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locale";
import { requestLocale } from "./locale";
import { translateBody } from "./messages";

// One error shape for the whole /api (DESIGN.md): { message, code?, issues? }
// with the right HTTP status. Route handlers read as a recipe:
//   throttle → parse (zod) → authorise → call lib/ → json(…)
// lib/ throws domain errors (lib/errors.ts), which errorResponse answers with
// the status of their kind; handlers throw ApiError for what only HTTP knows.

export type ApiErrorBody = { message: string; code?: string; issues?: Array<{ path: string; message: string }> };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues?: ApiErrorBody["issues"],
    readonly headers?: HeadersInit,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, issues?: ApiErrorBody["issues"]) =>
  new ApiError(400, message, "BAD_REQUEST", issues);
export const unauthorized = (message = "Please log in to continue.") => new ApiError(401, message, "UNAUTHORIZED");
export const forbidden = (message = "You are not allowed to do that.") => new ApiError(403, message, "FORBIDDEN");
export const notFound = (message = "Not found.") => new ApiError(404, message, "NOT_FOUND");
export const conflict = (message: string) => new ApiError(409, message, "CONFLICT");
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many requests. Please try again later.") =>
  new ApiError(429, message, "RATE_LIMITED", undefined, { "Retry-After": String(retryAfterSeconds) });

export function json<T>(body: T, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

/** A 303 to one of the shop's own paths, after a plain form's POST: the browser then GETs the page. */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}

function issuesOf(error: z.ZodError): NonNullable<ApiErrorBody["issues"]> {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

let hindiZodErrors: z.core.$ZodErrorMap | undefined;

/**
 * Zod's own messages in the request's language: Hindi from zod's Hindi locale for ?lang=hi.
 * A schema's own messages ("Enter your name.") win over these (zod's order) and are
 * translated at the edge with the rest (lib/api/messages.ts).
 */
function parseOptions(locale: Locale) {
  if (locale !== "hi") return undefined;
  hindiZodErrors ??= z.locales.hi().localeError;
  return { error: hindiZodErrors };
}

/** Validates a value against a schema; a failure becomes a 400 naming the first problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, locale: Locale = "en"): z.infer<S> {
  const result = schema.safeParse(value, parseOptions(locale));
  if (!result.success) {
    const issues = issuesOf(result.error);
    const first = issues[0];
    // "email: Invalid email address", unless the message already names its field.
    const message = !first
      ? "Invalid input."
      : !first.path || first.message.startsWith(first.path)
        ? first.message
        : `${first.path}: ${first.message}`;
    throw badRequest(message, issues);
  }
  return result.data;
}

/** JSON request bodies: at most 64 KB (the largest real one, a product with a 5,000-character description, is far below). */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Razorpay's webhook events are a few KB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, `The request body is too large: at most ${limitBytes / 1024} KB.`, "PAYLOAD_TOO_LARGE");
/**
 * PostgreSQL cannot keep a NUL character (U+0000) in text, so a request
 * carrying one anywhere (the address, a JSON string or key, a form field) is
 * refused here with a 400, before the database would answer it with a 500.
 */
export const nulCharacter = () =>
  new ApiError(400, "The request contains a NUL character (%00 or \\u0000), which is not accepted.", "BAD_REQUEST");

/**
 * Walks the value with a list of its parts still to look at, not by recursion: a 64 KB body of
 * 30,000 nested brackets is valid JSON, and a recursive walk overflowed the stack (a 500).
 */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

export const unsupportedMediaType = (message = "Send the request body as JSON (Content-Type: application/json).") =>
  new ApiError(415, message, "UNSUPPORTED_MEDIA_TYPE");

/** The media type a request's Content-Type names, lower-cased, without its parameters ("" when none). */
export const mediaTypeOf = (request: Request) =>
  request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * Reads the whole body, refusing (413, or `tooLarge()`) as soon as it grows
 * past `limit` bytes: counted as it streams in, so a Content-Length that lies
 * or is missing (chunked) changes nothing.
 */
export async function readBody(
  request: Request,
  limit: number,
  tooLarge: () => Error = () => payloadTooLarge(limit),
): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A multipart/form-data body, capped like readBody (`tooLarge()` past `limit`
 * bytes), as FormData; a 400 saying `help` when it cannot be parsed as one.
 */
export async function readFormData(
  request: Request,
  limit: number,
  tooLarge: () => Error,
  help: string,
): Promise<FormData> {
  const body = await readBody(request, limit, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, {
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw badRequest(help);
  }
  for (const [name, value] of form) if (containsNul(name) || containsNul(value)) throw nulCharacter();
  return form;
}

/** The body as UTF-8 text (as `request.text()` decodes it), capped like readBody: for the payment webhook. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

function isJsonContentType(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * Reads and validates a JSON body: 415 unless it is sent as application/json,
 * 413 past JSON_BODY_LIMIT_BYTES, 400 for malformed JSON (not a 500) or
 * invalid input. A handler that needs a user calls requireUser() first, so
 * nothing a guest sends is read.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (!isJsonContentType(request.headers.get("content-type"))) throw unsupportedMediaType();
  const text = await readBodyText(request, JSON_BODY_LIMIT_BYTES);
  return parseJsonText(text, schema, requestLocale(request));
}

/**
 * JSON text a request carried (its body, or a form field holding JSON) read and validated as
 * readJson does: 400 with `notJson` when it is not JSON, 400 for a NUL character it escapes
 * ("\u0000", which a form's own NUL check cannot see), 400 for invalid input.
 */
export function parseJsonText<S extends z.ZodType>(
  text: string,
  schema: S,
  locale: Locale,
  notJson = "The request body must be valid JSON.",
): z.infer<S> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(notJson);
  }
  if (containsNul(body)) throw nulCharacter();
  return parseWith(schema, body, locale);
}

/** A plain HTML form's body (or RFC 8058's one-click unsubscribe): a few short fields. */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The fields of a small body sent as JSON (an object) or as a plain HTML form
 * (urlencoded or multipart, at most FORM_BODY_LIMIT_BYTES; a field's first
 * text value), and whether it was a form: a page's form without JavaScript
 * is answered with a redirect, a JSON client with JSON.
 */
export async function readJsonOrForm(request: Request): Promise<{ fields: Record<string, unknown>; form: boolean }> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return { fields: await readJson(request, z.record(z.string(), z.unknown())), form: false };
  }
  const form = await readFormData(
    request,
    FORM_BODY_LIMIT_BYTES,
    () => payloadTooLarge(FORM_BODY_LIMIT_BYTES),
    "The request body must be a valid form.",
  );
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return { fields, form: true };
}

/**
 * Validates URL query parameters, each as a string. A name given twice counts
 * once, by its first value, as forms (readJsonOrForm) and ?lang (requestLocale)
 * read it: `?lang=hi&lang=en` must not answer English products with Hindi messages.
 */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) if (!(name in params)) params[name] = value;
  return parseWith(schema, params, requestLocale(request));
}

/** Where an error response is going: the request (for the log line) and its id (returned as X-Request-Id). */
export type ErrorContext = { request: Request; requestId: string };

/**
 * Turns anything thrown in a handler into the API's error shape. With the
 * request's context (route() passes it) the response carries X-Request-Id
 * and every 5xx is logged as one line with that id: a 503 when the database
 * is unavailable (lib/observability/database-errors.ts), a 500 with its
 * stack otherwise. 4xx answers are the client's to fix and are not logged.
 */
export function errorResponse(thrown: unknown, extra: Record<string, unknown> = {}, context?: ErrorContext): Response {
  const error = thrown instanceof DomainError ? apiErrorOf(thrown) : thrown;
  const unavailable = !(error instanceof ApiError) && isDatabaseUnavailable(error);
  const status = error instanceof ApiError ? error.status : unavailable ? 503 : 500;
  if (status >= 500) {
    log.error(unavailable ? "database unavailable" : "request failed", {
      requestId: context?.requestId,
      method: context?.request.method,
      ...describePath(context?.request.url),
      status,
      // The stack only for bugs: an outage or a deliberate 5xx (ApiError) needs none.
      error: describeError(error, { stack: status === 500 && !(error instanceof ApiError) }),
    });
  }
  const headers = new Headers(error instanceof ApiError ? error.headers : undefined);
  if (context) headers.set("X-Request-Id", context.requestId);
  // The same body in the request's language (?lang=hi); English is answered as it is.
  const locale = context ? requestLocale(context.request) : "en";
  const answer = (body: ApiErrorBody & Record<string, unknown>) =>
    json(translateBody(body, locale), { status, headers });
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { ...extra, message: error.message };
    if (error.code) body.code = error.code;
    if (error.issues) body.issues = error.issues;
    return answer(body);
  }
  if (unavailable) {
    headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return answer({
      ...extra,
      message: "The shop is temporarily unavailable. Please try again shortly.",
      code: "UNAVAILABLE",
    });
  }
  return answer({ ...extra, message: "Something went wrong. Please try again.", code: "INTERNAL" });
}

/**
 * A handler's JSON answer with its `message` in the request's language
 * (?lang=hi): "Added to cart." → "कार्ट में जोड़ दिया गया।". Anything else —
 * English requests, answers without a known message, CSV, redirects — is
 * returned untouched, the same Response object.
 */
async function localized(response: Response, locale: Locale): Promise<Response> {
  if (locale === "en" || !response.headers.get("content-type")?.startsWith("application/json")) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("message" in body)) return response;
  const translated = translateBody(body as { message?: unknown }, locale);
  if (translated === body || JSON.stringify(translated) === JSON.stringify(body)) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(translated), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The HTTP status of each kind of domain error. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  "invalid-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "rate-limited": 429,
  "upstream-failed": 502,
  unavailable: 503,
};

function apiErrorOf(error: DomainError): ApiError {
  const { issues, retryAfterSeconds } = error.details;
  const headers = retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) };
  const known = new ApiError(STATUS_OF[error.kind], error.message, error.code, issues, headers);
  known.stack = error.stack;
  return known;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** "Shop.example:443" → "shop.example": a host as browsers write it in Origin (lower case, no default port). */
function normalHost(host: string): string | null {
  try {
    const url = new URL(`http://${host.trim()}`);
    return url.port === "443" ? url.hostname : url.host;
  } catch {
    return null;
  }
}

/**
 * Where the shop's own pages are, as hosts: NEXTAUTH_URL's (the public
 * address, whatever a proxy does to Host), the URL Next built for the request,
 * and the host the request was sent to (Host, or X-Forwarded-Host from a proxy
 * that rewrote Host). A page on another website cannot make a browser send
 * any of these for it: browsers set Host, and X-Forwarded-Host is not a header
 * a page may add without a CORS preflight, which /api never grants.
 */
function ownHosts(request: Request, env: Record<string, string | undefined>): Set<string> {
  const candidates = [new URL(request.url).host, request.headers.get("host") ?? ""];
  const publicUrl = env.NEXTAUTH_URL?.trim();
  if (publicUrl && URL.canParse(publicUrl)) candidates.push(new URL(publicUrl).host);
  candidates.push(...(request.headers.get("x-forwarded-host") ?? "").split(","));
  return new Set(candidates.map(normalHost).filter((host) => host !== null));
}

/**
 * An Origin over plain http when the shop is served over https (NEXTAUTH_URL):
 * a page a network attacker injected into an http response for the shop's
 * host, not one of the shop's own.
 */
function downgraded(origin: string, env: Record<string, string | undefined>): boolean {
  const publicUrl = env.NEXTAUTH_URL?.trim();
  if (!publicUrl || !URL.canParse(publicUrl) || !URL.canParse(origin)) return false;
  return new URL(publicUrl).protocol === "https:" && new URL(origin).protocol === "http:";
}

/** The host an Origin header names; null for "null" (sandboxed frames, some redirects) or garbage. */
function originHost(origin: string): string | null {
  return URL.canParse(origin) ? normalHost(new URL(origin).host) : null;
}

/**
 * Refuses (403) a state-changing request that another website made a browser
 * send: marked `Sec-Fetch-Site: cross-site`, or carrying an Origin that is not
 * the shop's own (which also covers a sibling subdomain or port, "same-site"
 * to the browser and so sent with SameSite=Lax cookies). Defence in depth
 * beside the SameSite=Lax session cookie, and the only defence for login,
 * which needs no cookie (a forged login would sign the shopper into someone
 * else's account). Servers and apps send neither header: Razorpay's webhook
 * and API clients are unaffected.
 */
export function assertNotCrossSite(request: Request, env: Record<string, string | undefined> = process.env): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  const foreignOrigin =
    origin !== null && (!ownHosts(request, env).has(originHost(origin) ?? "") || downgraded(origin, env));
  if (request.headers.get("sec-fetch-site") === "cross-site" || foreignOrigin) {
    throw forbidden("Requests from other websites are not accepted.");
  }
}

/**
 * Wraps a route handler so every failure answers in the API's error shape,
 * with X-Request-Id, and server errors are logged with that id;
 * `errorFields` are added to every error body (the payment calls' `success: false`).
 * Cross-site state changes are refused before the handler runs. With
 * ?lang=hi the answer's messages are in Hindi (lib/api/messages.ts).
 */
export function route<C = unknown>(handler: Handler<C>, errorFields?: Record<string, unknown>): Handler<C> {
  return async (request, context) => {
    try {
      assertNotCrossSite(request);
      // Route ids and query values come from the address.
      if (request.url.includes("%00")) throw nulCharacter();
      return await localized(await handler(request, context), requestLocale(request));
    } catch (error) {
      return errorResponse(error, errorFields, { request, requestId: requestIdFor(request.headers) });
    }
  };
}
