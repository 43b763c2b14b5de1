import "server-only";
import { rateLimited } from "@/lib/errors";
import { normaliseIndianMobile } from "@/lib/india";
import { consumeRateLimit, releaseRateLimit, type RateLimit } from "@/lib/rate-limit";
import { trackOrder, type TrackQuery, type Tracking } from "./tracking";

// Tracking by order number and phone (spec §2) is open to anyone who knows both. Order numbers
// count up one by one, so whoever knows a shopper's phone number could try every number with it;
// the per-address limit (app/api/track/route.ts) only slows one address, not many. So look-ups
// with a phone number that found nothing are counted twice: per phone number and client address,
// and per phone number from every address together. Past either budget, look-ups with that number
// are refused for the rest of the hour, found or not (else the one that matches would still say so):
// from that address only, or, past the phone's ceiling, from everywhere. The owner, signed in,
// needs no phone and is never held back by someone else's guesses.
//
// The numbers: a shopper mistyping their own order number misses a few times, not 5 in an hour, so
// one address (one attacker, or a carrier NAT's crowd guessing one phone) spends 5 and is stopped
// there without touching the owner's look-ups from their own network. Locking the phone for
// everyone takes 100 misses, i.e. 20 addresses; and however many addresses guess, a phone number
// gets at most 100 wrong guesses an hour (2,400 a day), against order numbers that run to the
// thousands, for an answer that shows an order's steps and dates, nothing of its address or payment.

/** Look-ups with one phone number from one client address that found nothing, per hour. */
export const TRACK_PHONE_MISSES_PER_ADDRESS: RateLimit = { limit: 5, windowMs: 60 * 60 * 1000 };
/** Look-ups with one phone number that found nothing, per hour, from every address together. */
export const TRACK_PHONE_MISSES: RateLimit = { limit: 100, windowMs: 60 * 60 * 1000 };

export const TRACK_PHONE_LIMITED_MESSAGE =
  "Too many look-ups with this phone number. Please try again later, or log in to see your orders.";

const phoneKey = (phone: string) => `track:phone:${phone}`;
const phoneAddressKey = (phone: string, address: string) => `track:phone:${phone}:${address}`;

/**
 * trackOrder, with the phone number's budgets of misses (429 once either is spent). A look-up with a
 * phone number takes its place in both budgets before it answers, and gives it back when it found the
 * order or was refused: so look-ups sent all at once are held to the budgets as if sent one by one (each
 * read the count before any had added to it, and one address's burst of 25 guesses had 17 answered).
 */
export async function trackOrderWithinLimits(
  query: TrackQuery & { userId?: string | null },
  clientAddress: string,
): Promise<Tracking | null> {
  const tracking = await trackOrder(query);
  // Only the owner is given the order's internal id.
  if (tracking?.orderId) return tracking;
  const phone = query.phone ? normaliseIndianMobile(query.phone) : null;
  // Without a usable phone number nothing but the owner's look-up can match.
  if (!phone) return tracking;
  const budgets: Array<[string, RateLimit]> = [
    [phoneAddressKey(phone, clientAddress), TRACK_PHONE_MISSES_PER_ADDRESS],
    [phoneKey(phone), TRACK_PHONE_MISSES],
  ];
  const now = new Date();
  const held = await Promise.all(budgets.map(([key, limit]) => consumeRateLimit(key, limit, now)));
  const spent = held.filter((budget) => !budget.allowed);
  // A refused look-up or a found order is no miss: its place goes back, so neither locks anyone out.
  if (spent.length || tracking) await Promise.all(budgets.map(([key, limit]) => releaseRateLimit(key, limit, now)));
  if (spent.length) throw rateLimited(Math.max(...spent.map((b) => b.retryAfterSeconds)), TRACK_PHONE_LIMITED_MESSAGE);
  return tracking;
}
