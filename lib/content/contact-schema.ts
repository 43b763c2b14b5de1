import { z } from "zod";
import { hasHiddenCharacters } from "@/lib/typed-text";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactMessages, type ContactSubjectValue } from "./contact-fields";

// The contact form's rules, shared by the form (client) and POST /api/contact
// (server). No "server-only" here: the form loads it with import() when it
// checks a message; its subjects, limits and messages are in
// lib/content/contact-fields.ts, which the form imports up front without zod.

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
    .normalize("NFC")
    .min(1, contactMessages.nameRequired)
    .max(CONTACT_LIMITS.name, contactMessages.nameTooLong)
    // Shown to the team in its alert mail ("From {name} <{email}>."), the inbox and the CSV export: a line
    // break would write lines of its own there (a guest's "(signed in)"), a bidi override reorder the rest.
    .refine((name) => !hasHiddenCharacters(name), contactMessages.nameHidden),
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
