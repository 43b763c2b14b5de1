// Browser side of the /api calls the account pages make. The session travels in
// the httpOnly cookie; no token is kept where scripts can read it.

type ErrorBody = { message?: string; code?: string; issues?: Array<{ path: string; message: string }> };

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = "ApiClientError";
  }
}

/** Fetches JSON from our /api; a non-2xx answer throws ApiClientError with the error body. */
export async function fetchJson<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  const response = await fetch(url, {
    ...rest,
    headers,
    credentials: "same-origin",
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) throw new ApiClientError(response.status, (body ?? {}) as ErrorBody);
  return body as T;
}

/** SWR fetcher for GET /api/… */
export const swrFetcher = <T>(url: string) => fetchJson<T>(url);

/** The most specific message the server gave (the first field problem, else its message), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError) return error.body.issues?.[0]?.message || error.body.message || fallback;
  return fallback;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiClientError ? error.status : null;
}
