import { z } from "zod";
import { emailSchema } from "./contact-schema";

// The "Stay in the Loop" box's rules, shared by the form and POST /api/subs/subscribe.

export const newsletterMessages = {
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  emailTooLong: "That e-mail address is too long.",
  /**
   * The one answer to every sign-up, whatever the address's state (new, waiting, subscribed,
   * unsubscribed), so the answer never tells whether an address is on the list
   * (docs/adr/0031-newsletter-double-opt-in.md).
   */
  checkInbox: "Thanks! Please check your inbox and confirm your subscription.",
  /** Spec §8: shown when the server sends no message. */
  fallbackFailure: "Something went wrong",
} as const;

const newsletterEmail = emailSchema({
  required: newsletterMessages.emailRequired,
  invalid: newsletterMessages.emailInvalid,
  tooLong: newsletterMessages.emailTooLong,
});

export const newsletterSubscribeSchema = z.object({ email: newsletterEmail });

/** The confirm and unsubscribe links' answers (POST /api/subs/confirm and /api/subs/unsubscribe). */
export const newsletterLinkMessages = {
  confirmed: "You're subscribed. Thanks for confirming!",
  unsubscribed: "You've been unsubscribed. You won't get our newsletter any more.",
  confirmLinkInvalid: "This confirmation link is not valid or has expired. Please subscribe again to get a new link.",
  unsubscribeLinkInvalid: "This unsubscribe link is not valid. Please use the link in our latest e-mail.",
} as const;

/**
 * What a confirm or unsubscribe link carries: the address and its signed token. A missing or
 * malformed token is read as "" and so refused as a link that is not valid, in the link's words.
 */
export const newsletterLinkSchema = z.object({
  email: newsletterEmail,
  token: z.string().trim().max(200).catch(""),
});
