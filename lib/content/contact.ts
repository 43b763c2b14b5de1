import "server-only";
import { prisma } from "@/lib/db";
import type { RateLimit } from "@/lib/rate-limit";
import type { ContactMessageData } from "./contact-schema";

/** Per client address: 5 messages in 10 minutes is plenty for a person and dull for a spammer. */
export const CONTACT_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000 };

export const CONTACT_THROTTLED_MESSAGE =
  "You have sent several messages in a short time. Please try again in a few minutes.";

/**
 * Stores a validated message for the admin inbox (unread until an admin opens
 * it), linked to the shopper's account when they were logged in.
 */
export async function saveContactMessage(
  data: ContactMessageData,
  userId: string | null = null,
): Promise<{ id: string }> {
  return prisma.contactMessage.create({
    data: { name: data.name, email: data.email, subject: data.subject, message: data.message, userId },
    select: { id: true },
  });
}
