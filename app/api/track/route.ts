import { json, notFound, readQuery, route, tooManyRequests } from "@/lib/api/http";
import { optionalUser } from "@/lib/auth/session";
import { NO_TRACKING_MESSAGE, trackOrder, trackQuerySchema } from "@/lib/orders/tracking";
import { consumeRateLimit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";

/** Lookups are throttled per shopper (or per address for guests), so id + phone pairs cannot be guessed at speed. */
const TRACK_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * GET /api/track?orderId=…&phone=… → the order's steps from its fulfilment
 * history. The owner needs no phone; anyone else needs the order's phone.
 */
export const GET = route(async (request) => {
  const query = readQuery(request, trackQuerySchema);
  const user = await optionalUser(request);
  const limit = await consumeRateLimit(user ? `track:user:${user.id}` : `track:${clientAddress(request)}`, TRACK_LIMIT);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const tracking = await trackOrder({ ...query, userId: user?.id });
  if (!tracking) throw notFound(NO_TRACKING_MESSAGE);
  return json(tracking);
});
