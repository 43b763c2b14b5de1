import { z } from "zod";
import { emailSchema } from "./contact-schema";

// The "Stay in the Loop" box's rules, shared by the form and POST /api/subs/subscribe.

export const newsletterMessages = {
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  emailTooLong: "That e-mail address is too long.",
  subscribed: "Thanks for subscribing! Look out for new arrivals and offers in your inbox.",
  alreadySubscribed: "You're already subscribed. Thanks for staying in the loop!",
  resubscribed: "Welcome back! You're subscribed again.",
  /** Spec §8: shown when the server sends no message. */
  fallbackFailure: "Something went wrong",
} as const;

export const newsletterSubscribeSchema = z.object({
  email: emailSchema({
    required: newsletterMessages.emailRequired,
    invalid: newsletterMessages.emailInvalid,
    tooLong: newsletterMessages.emailTooLong,
  }),
});
