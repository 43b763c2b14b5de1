import "server-only";

/**
 * The client's address for throttling. Behind Vercel or a reverse proxy the
 * first x-forwarded-for entry is the client; the proxy must overwrite (not
 * append to) what the client sent, as Vercel and a correctly set-up nginx do.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
}
