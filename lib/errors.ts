// What went wrong, in the shop's own words. lib/ throws these and knows
// nothing of HTTP: the /api edge (errorResponse in lib/api/http.ts) answers
// each kind with its status and the one { message, code, issues? } body, and
// pages turn them into notFound(), a redirect or a message on screen.

export type DomainErrorKind =
  | "invalid-input"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "rate-limited"
  | "unavailable"
  | "upstream-failed";

/** One field's problem, e.g. { path: "email", message: "Enter a valid email address." }. */
export type FieldIssue = { path: string; message: string };

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A stable name for clients, e.g. "COD_LIMIT". */
    readonly code: string,
    readonly details: { issues?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind);

/** Input that breaks a rule: the message names the first problem; `issues` lists them per field. */
export const invalidInput = (message: string, issues?: FieldIssue[]) =>
  new DomainError("invalid-input", message, "BAD_REQUEST", { issues });
/** Nobody is signed in (or the session is gone). */
export const unauthenticated = (message = "Please log in to continue.") =>
  new DomainError("unauthenticated", message, "UNAUTHORIZED");
/** Signed in, but not allowed (an admin page for a shopper). */
export const forbidden = (message = "You are not allowed to do that.") =>
  new DomainError("forbidden", message, "FORBIDDEN");
/** No such record, or not the asker's: the two are never told apart. */
export const notFound = (message = "Not found.") => new DomainError("not-found", message, "NOT_FOUND");
/** The request is fine but the state forbids it now (out of stock, already shipped). */
export const conflict = (message: string, code = "CONFLICT") => new DomainError("conflict", message, code);
export const tooLarge = (message: string) => new DomainError("too-large", message, "TOO_LARGE");
/** Over a limit; try again after `retryAfterSeconds`. */
export const rateLimited = (retryAfterSeconds: number, message = "Too many requests. Please try again later.") =>
  new DomainError("rate-limited", message, "RATE_LIMITED", { retryAfterSeconds });
/** Switched off or out of reach for now (a setting missing, a dependency down). */
export const unavailable = (message: string, code = "UNAVAILABLE", retryAfterSeconds?: number) =>
  new DomainError("unavailable", message, code, { retryAfterSeconds });
/** A service we called (Razorpay) answered with an error. */
export const upstreamFailed = (message: string, code: string) => new DomainError("upstream-failed", message, code);
