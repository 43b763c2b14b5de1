// GET /media/<sha256>.<ext> — an image admins uploaded (lib/uploads/media.ts),
// from the database, so every instance serves it. The address is the hash of
// the bytes, so the answer never changes: browsers and CDNs keep it for a
// year without asking again, and a browser that asks anyway (a reload) with
// its ETag gets 304 without the bytes being read. HEAD answers the same
// headers (Next runs GET for it).
import { notFound, route } from "@/lib/api/http";
import { IMMUTABLE_IMAGE_HEADERS } from "@/lib/api/image-responses";
import { parseMediaName } from "@/lib/uploads/image-format.mjs";
import { readMediaImage } from "@/lib/uploads/media";

type Context = { params: Promise<{ file: string }> };

/** Whether an If-None-Match list names this entity tag (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

export const GET = route(async (request, { params }: Context) => {
  const name = (await params).file;
  const parsed = parseMediaName(name);
  if (!parsed) throw notFound("There is no such image.");
  const etag = `"${parsed.sha256}"`;
  const ifNoneMatch = request.headers.get("if-none-match");
  const revalidating = ifNoneMatch !== null && matches(ifNoneMatch, etag);
  const image = await readMediaImage(name, { withBytes: !revalidating });
  if (!image) throw notFound("There is no such image.");
  const headers = { ETag: etag, ...IMMUTABLE_IMAGE_HEADERS };
  if (revalidating) return new Response(null, { status: 304, headers });
  return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, "Content-Type": image.mimeType, "Content-Length": String(image.size) },
  });
});
