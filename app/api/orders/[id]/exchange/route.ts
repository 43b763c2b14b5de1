import { z } from "zod";
import {
  badRequest,
  json,
  mediaTypeOf,
  notFound,
  parseJsonText,
  parseWith,
  readFormData,
  readJson,
  route,
  unsupportedMediaType,
} from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import {
  checkExchangePhoto,
  EXCHANGE_TEXT,
  exchangeRequestSchema,
  getExchangeForOwner,
  requestExchange,
  throttleExchangeRequests,
  type ExchangePhotoUpload,
} from "@/lib/exchanges/exchanges";
import { EXCHANGE_PHOTO_MAX } from "@/lib/exchanges/policy";
import { imageTooLarge, MAX_UPLOAD_BYTES } from "@/lib/uploads/images";

type Context = { params: Promise<{ id: string }> };

const idSchema = z.string().trim().min(1).max(64);

/** Room for the multipart boundaries, headers and the JSON field around the photos. */
const MULTIPART_OVERHEAD = 128 * 1024;

const MULTIPART_HELP = EXCHANGE_TEXT.multipartHelp(EXCHANGE_PHOTO_MAX);

/** The request and its photos, from a JSON body or a multipart one (`exchange` JSON field + `photos` files). */
async function readExchangeRequest(request: Request) {
  if (mediaTypeOf(request) !== "multipart/form-data")
    return { input: await readJson(request, exchangeRequestSchema), photos: [] };
  const limit = EXCHANGE_PHOTO_MAX * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
  const form = await readFormData(request, limit, imageTooLarge, MULTIPART_HELP);
  const field = form.get("exchange");
  if (typeof field !== "string") throw badRequest(MULTIPART_HELP);
  const input = parseJsonText(field, exchangeRequestSchema, requestLocale(request), EXCHANGE_TEXT.fieldNotJson);
  // A file input left empty sends a nameless, empty part: that is no photo.
  const files = form.getAll("photos").filter((part) => !(part instanceof File && part.size === 0 && !part.name));
  if (files.some((part) => !(part instanceof File))) throw badRequest(MULTIPART_HELP);
  if (files.length > EXCHANGE_PHOTO_MAX) throw badRequest(EXCHANGE_TEXT.tooManyPhotos(EXCHANGE_PHOTO_MAX));
  const photos: ExchangePhotoUpload[] = [];
  for (const file of files as File[]) {
    if (file.size > MAX_UPLOAD_BYTES) throw imageTooLarge();
    photos.push(checkExchangePhoto(new Uint8Array(await file.arrayBuffer())));
  }
  return { input, photos };
}

/**
 * POST /api/orders/{id}/exchange — the owner asks to exchange lines of a delivered order
 * within 24 hours of delivery → 201 { exchange }.
 *   JSON: { items: [{ orderItemId, quantity, reason }], note? }
 *   or multipart/form-data: that JSON in the field `exchange`, plus up to 3 `photos` (JPEG, PNG or WebP, ≤ 5 MB each).
 * 404 for someone else's order; 409 (quoting the policy) outside the window or for a second request;
 * 429 past EXCHANGE_REQUEST_RATE_LIMIT requests per shopper (counted before the photos are read).
 */
export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  await throttleExchangeRequests(user.id);
  const orderId = parseWith(idSchema, (await params).id);
  const type = mediaTypeOf(request);
  if (type !== "application/json" && type !== "multipart/form-data") throw unsupportedMediaType();
  const { input, photos } = await readExchangeRequest(request);
  const exchange = await requestExchange(user.id, orderId, input, photos);
  return json({ exchange }, { status: 201 });
});

/** GET /api/orders/{id}/exchange → { exchange } — the owner's exchange request for the order; 404 when none. */
export const GET = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const exchange = await getExchangeForOwner(user.id, parseWith(idSchema, (await params).id));
  if (!exchange) throw notFound("There is no exchange request for that order.");
  return json({ exchange });
});
