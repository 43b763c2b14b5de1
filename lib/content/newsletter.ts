import "server-only";
import { prisma } from "@/lib/db";
import type { RateLimit } from "@/lib/rate-limit";

/** Per client address: 5 sign-ups in 10 minutes. */
export const NEWSLETTER_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000 };

export const NEWSLETTER_THROTTLED_MESSAGE =
  "Too many sign-ups from your connection. Please try again in a few minutes.";

export type SubscribeOutcome = "subscribed" | "already-subscribed" | "resubscribed";

/**
 * Subscribes an address once. The column is citext, so "A@B.in" and "a@b.in"
 * are one subscription; a second sign-up changes nothing, and one after an
 * unsubscribe switches the subscription back on. Safe under concurrent calls.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const created = await prisma.newsletterSubscription.createMany({ data: [{ email }], skipDuplicates: true });
  if (created.count > 0) return "subscribed";
  const revived = await prisma.newsletterSubscription.updateMany({
    where: { email, unsubscribedAt: { not: null } },
    data: { unsubscribedAt: null },
  });
  return revived.count > 0 ? "resubscribed" : "already-subscribed";
}
