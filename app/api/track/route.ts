import { json, notFound, readQuery, route, tooManyRequests } from "@/lib/api/http";
import { optionalUser } from "@/lib/auth/session";
import { NO_TRACKING_MESSAGE, trackQuerySchema } from "@/lib/orders/tracking";
import { trackOrderWithinLimits } from "@/lib/orders/tracking-limits";
import { consumeRateLimit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";

/**
 * Lookups are throttled per address, and per shopper too when signed in, so
 * number + phone pairs cannot be guessed at speed: fresh accounts from one
 * address do not bring fresh allowances. Each phone number has its own budgets
 * of misses, per address and from all addresses together (lib/orders/tracking-limits.ts).
 */
const TRACK_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * GET /api/track?orderId=…&phone=… → the order's steps from its fulfilment
 * history. The owner needs no phone; anyone else needs the order's phone.
 */
export const GET = route(async (request) => {
  const query = readQuery(request, trackQuerySchema);
  const user = await optionalUser(request);
  const address = clientAddress(request);
  for (const key of [`track:${address}`, ...(user ? [`track:user:${user.id}`] : [])]) {
    const limit = await consumeRateLimit(key, TRACK_LIMIT);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  }
  const tracking = await trackOrderWithinLimits({ ...query, userId: user?.id }, address);
  if (!tracking) throw notFound(NO_TRACKING_MESSAGE);
  return json(tracking);
});
