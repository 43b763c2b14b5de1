// The contact form's subjects, limits and messages, for the form (client) and
// POST /api/contact (server). No zod here, so that the form can import it up
// front; the rules are lib/content/contact-schema.ts.

import { HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";

export const CONTACT_SUBJECTS = [
  { value: "ORDER_ISSUE", label: "Order Issue" },
  { value: "RETURNS", label: "Returns" },
  { value: "FEEDBACK", label: "Feedback" },
  { value: "OTHER", label: "Other" },
] as const;

export type ContactSubjectValue = (typeof CONTACT_SUBJECTS)[number]["value"];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const contactMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please keep your name under ${CONTACT_LIMITS.name + 1} characters.`,
  /** A line break, tab, bidi override or zero-width character: as an account's name (lib/typed-text.ts). */
  nameHidden: HIDDEN_CHARACTERS_MESSAGE,
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  emailTooLong: `An e-mail address has at most ${CONTACT_LIMITS.email} characters.`,
  subjectRequired: "Please choose a subject.",
  messageRequired: "Please enter a message.",
  messageTooLong: `Please keep your message to ${CONTACT_LIMITS.message} characters or fewer.`,
} as const;

/** The spec's result texts under the form. */
export const CONTACT_RESULT = {
  success: "Message sent successfully!",
  failure: "Error sending message. Please try again.",
} as const;
