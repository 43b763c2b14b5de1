// Headers and the not-found answer shared by the routes that serve pictures
// (/media, /uploads, /demo-images). Their addresses never change meaning
// (content hashes, random names, deterministic drawings), so a found picture
// is cached for a year without revalidation; a picture is never run as a
// page (nosniff, a CSP that allows nothing).

export const IMMUTABLE_IMAGE_HEADERS = {
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'",
} as const;

/** A plain-text 404 that no cache keeps (the name may be served later, e.g. by another deploy). */
export function imageNotFound(): Response {
  return new Response("Not found\n", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
