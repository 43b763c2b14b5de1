import { z } from "zod";
import { notFound, parseWith, route } from "@/lib/api/http";
import { requireUser } from "@/lib/auth/session";
import { getExchangePhoto } from "@/lib/exchanges/exchanges";

type Context = { params: Promise<{ id: string; photoId: string }> };

const idSchema = z.string().trim().min(1).max(64);

/**
 * GET /api/orders/{id}/exchange/photos/{photoId} — a photo sent with an exchange request,
 * for the order's owner or an admin only (checked by getExchangePhoto); anyone else gets a 404.
 * Kept by no cache, not even the browser's: on a shared device it is gone once the shopper logs out.
 */
export const GET = route<Context>(async (request, { params }) => {
  const viewer = await requireUser(request);
  const { id, photoId } = await params;
  const photo = await getExchangePhoto(viewer, parseWith(idSchema, id), parseWith(idSchema, photoId));
  if (!photo) throw notFound("No such photo.");
  return new Response(photo.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
});
