import "server-only";
import { rateLimited } from "@/lib/errors";
import { normaliseIndianMobile } from "@/lib/india";
import { consumeRateLimit, peekRateLimit, type RateLimit } from "@/lib/rate-limit";
import { trackOrder, type TrackQuery, type Tracking } from "./tracking";

// Tracking by order number and phone (spec §2) is open to anyone who knows both. Order numbers
// count up one by one, so whoever knows a shopper's phone number could try every number with it;
// the per-address limit (app/api/track/route.ts) only slows one address, not many. So each phone
// number also has a budget of look-ups that found nothing, from every address together: past
// it, look-ups with that number are refused for the rest of the hour, found or not (else the
// one that matches would still say so). The owner, signed in, needs no phone and is never held
// back by someone else's guesses.

/** Look-ups with one phone number that found nothing, per hour, whoever made them. */
export const TRACK_PHONE_MISSES: RateLimit = { limit: 50, windowMs: 60 * 60 * 1000 };

export const TRACK_PHONE_LIMITED_MESSAGE =
  "Too many look-ups with this phone number. Please try again later, or log in to see your orders.";

const phoneKey = (phone: string) => `track:phone:${phone}`;

/** trackOrder, with the phone number's budget of misses (429 once it is spent). */
export async function trackOrderWithinLimits(query: TrackQuery & { userId?: string | null }): Promise<Tracking | null> {
  const tracking = await trackOrder(query);
  // Only the owner is given the order's internal id.
  if (tracking?.orderId) return tracking;
  const phone = query.phone ? normaliseIndianMobile(query.phone) : null;
  // Without a usable phone number nothing but the owner's look-up can match.
  if (!phone) return tracking;
  const budget = await peekRateLimit(phoneKey(phone), TRACK_PHONE_MISSES);
  if (!budget.allowed) throw rateLimited(budget.retryAfterSeconds, TRACK_PHONE_LIMITED_MESSAGE);
  if (tracking) return tracking;
  await consumeRateLimit(phoneKey(phone), TRACK_PHONE_MISSES);
  return null;
}
