import { z } from "zod";

// The contact form's rules, shared by the form (client) and POST /api/contact
// (server). No "server-only" here: the browser bundle imports it too.

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
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  emailTooLong: `An e-mail address has at most ${CONTACT_LIMITS.email} characters.`,
  subjectRequired: "Please choose a subject.",
  messageRequired: "Please enter a message.",
  messageTooLong: `Please keep your message to ${CONTACT_LIMITS.message} characters or fewer.`,
} as const;

/** A trimmed, lower-cased e-mail address; shared with the newsletter. */
export function emailSchema(messages: { required: string; invalid: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(CONTACT_LIMITS.email, messages.tooLong)
    .pipe(z.email(messages.invalid))
    .transform((email) => email.toLowerCase());
}

const subjectByKey = new Map<string, ContactSubjectValue>(
  CONTACT_SUBJECTS.flatMap((s) => [
    [s.value.toLowerCase(), s.value],
    [s.label.toLowerCase(), s.value],
  ]),
);

/** Accepts the label the form shows ("Order Issue", as the spec's client sends) or the code ("ORDER_ISSUE"). */
const subjectSchema = z
  .string({ error: contactMessages.subjectRequired })
  .trim()
  .transform((value, ctx) => {
    const subject = subjectByKey.get(value.toLowerCase());
    if (!subject) {
      ctx.addIssue({ code: "custom", message: contactMessages.subjectRequired });
      return z.NEVER;
    }
    return subject;
  });

export const contactMessageSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(CONTACT_LIMITS.name, contactMessages.nameTooLong),
  email: emailSchema({
    required: contactMessages.emailRequired,
    invalid: contactMessages.emailInvalid,
    tooLong: contactMessages.emailTooLong,
  }),
  subject: subjectSchema,
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(CONTACT_LIMITS.message, contactMessages.messageTooLong),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;

/** The spec's result texts under the form. */
export const CONTACT_RESULT = {
  success: "Message sent successfully!",
  failure: "Error sending message. Please try again.",
} as const;
