import "server-only";
import { prisma, type Prisma } from "@/lib/db";
import type { RateLimit } from "@/lib/rate-limit";
import { deliverAfterResponse } from "@/lib/mail/queue";
import { queueShopAlert, quotedText } from "@/lib/mail/shop-alerts";
import { withUserLock } from "@/lib/user-lock";
import { CONTACT_SUBJECTS } from "./contact-fields";
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
  // The team's alert is written with the message: a process ending before it is delivered leaves it to the
  // send-mails job. The sender's words go to the team as plain text, quoted after "Message:" (quotedText) and
  // escaped in the HTML part, never as a link or a reply-to.
  const save = async (tx: Prisma.TransactionClient) => {
    const created = await tx.contactMessage.create({ data: { ...message, userId }, select: { id: true } });
    const alert = await queueShopAlert(
      {
        what: `contact message ${created.id}`,
        subject: `Contact message: ${CONTACT_SUBJECTS.find((subject) => subject.value === data.subject)?.label ?? data.subject}`,
        lines: [
          `From ${data.name} <${data.email}>${userId ? " (signed in)" : ""}.`,
          ...quotedText("Message", data.message),
        ],
        adminPath: "/admin/inbox",
      },
      tx,
    );
    return { saved: created, alert };
  };
  const { saved, alert } = userId ? await withUserLock(userId, save) : await prisma.$transaction(save);
  if (alert) await deliverAfterResponse(alert);
  return saved;
}
