import "server-only";
import { prisma } from "@/lib/db";
import type { RateLimit } from "@/lib/rate-limit";
import { withUserLock } from "@/lib/user-lock";
import type { ContactMessageData } from "./contact-schema";

/** Per client address: 5 messages in 10 minutes is plenty for a person and dull for a spammer. */
export const CONTACT_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000 };

export const CONTACT_THROTTLED_MESSAGE =
  "You have sent several messages in a short time. Please try again in a few minutes.";

/**
 * Stores a validated message for the admin inbox (unread until an admin marks
 * it read there), linked to the shopper's account when they were logged in. That one is
 * written under the shopper's row lock, as every personal write is: an account
 * deleted since the session was checked (docs/adr/0033) gets nothing linked to
 * it (404), where the message would outlive the deletion that removes the rest.
 */
export async function saveContactMessage(
  data: ContactMessageData,
  userId: string | null = null,
): Promise<{ id: string }> {
  const message = { name: data.name, email: data.email, subject: data.subject, message: data.message };
  if (!userId) return prisma.contactMessage.create({ data: message, select: { id: true } });
  return withUserLock(userId, (tx) => tx.contactMessage.create({ data: { ...message, userId }, select: { id: true } }));
}
