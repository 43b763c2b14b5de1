"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactMessages } from "@/lib/content/contact-fields";
import type { ContactMessageInput } from "@/lib/content/contact-schema";
import { loadOnce } from "@/lib/load-once";
import { ApiRequestError, requestJson } from "@/components/api/client";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";

type Field = keyof ContactMessageInput;
type Values = Record<Field, string>;
type Result = { tone: "success" | "error"; text: string; detail?: string };
type Translate = ReturnType<typeof useTranslations<"ContactForm">>;

const empty: Values = { name: "", email: "", subject: "", message: "" };

/** The message key of each of the schema's (English) messages, to show it in the page's language. */
const MESSAGE_KEYS = new Map(
  Object.entries(contactMessages).map(([key, text]) => [text as string, key as keyof typeof contactMessages]),
);
const LIMIT_OF: Partial<Record<keyof typeof contactMessages, number>> = {
  nameTooLong: CONTACT_LIMITS.name + 1,
  emailTooLong: CONTACT_LIMITS.email,
  messageTooLong: CONTACT_LIMITS.message,
};

/** A rule's message in the page's language (one the form does not know, as it came). */
function translated(message: string, t: Translate): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`errors.${key}`, { max: String(LIMIT_OF[key] ?? "") }) : message;
}

/** The message key of each subject's label: "ORDER_ISSUE" → "orderIssue". */
const SUBJECT_KEYS = {
  ORDER_ISSUE: "orderIssue",
  RETURNS: "returns",
  FEEDBACK: "feedback",
  OTHER: "other",
} as const;

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[] | string; message: string }>, t: Translate) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = (Array.isArray(issue.path) ? String(issue.path[0] ?? "") : issue.path) as Field;
    if (field in empty && !errors[field]) errors[field] = translated(issue.message, t);
  }
  return errors;
}

/** The form's schema: it uses zod, which the contact page need not download up front. */
const loadContactRules = loadOnce(() => import("@/lib/content/contact-schema"));

/** Spec §2 "Contact": name, email, subject, message and Send Message; the result shows under the form. */
export function ContactForm() {
  const t = useTranslations("ContactForm");
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  /** True while a submit waits for the rules (if not loaded yet): a second press meanwhile is ignored. */
  const checking = useRef(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** What each of the four fields takes the same way: its id, error, name, value and change. */
  const bound = (field: Field) => ({
    id: `${id}-${field}`,
    error: errors[field],
    name: field,
    required: true,
    value: values[field],
    onChange: set(field),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current) return;
    setResult(null);
    checking.current = true;
    const rules = await loadContactRules()
      .catch(() => null)
      .finally(() => {
        checking.current = false;
      });
    if (!rules) {
      // The connection dropped (or a new version was deployed) before the rules arrived: nothing was sent, the fields stay.
      setResult({ tone: "error", text: t("failure") });
      return;
    }
    const parsed = rules.contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues, t);
      setErrors(found);
      const first = (Object.keys(empty) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await requestJson("/api/contact", { method: "POST", body: values });
      setResult({ tone: "success", text: t("success") });
      setValues(empty);
    } catch (error) {
      const refused = error instanceof ApiRequestError ? error : null;
      if (refused?.status === 400 && refused.issues) setErrors(fieldErrors(refused.issues, t));
      const detail = refused?.status === 429 && refused.message ? refused.message : undefined;
      setResult({ tone: "error", text: t("failure"), detail });
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={() => void loadContactRules().catch(() => {})}
        noValidate
        aria-label={t("label")}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("name")} {...bound("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          <TextField
            label={t("email")}
            {...bound("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
          />
        </div>
        <SelectField label={t("subject")} {...bound("subject")}>
          <option value="" disabled>
            {t("chooseSubject")}
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.label}>
              {t(`subjects.${SUBJECT_KEYS[subject.value]}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <TextAreaField
            label={t("message")}
            {...bound("message")}
            describedBy={`${id}-message-count`}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
          />
          <p id={`${id}-message-count`} className="mt-1 text-right text-sm text-neutral-600">
            {t("count", { count: String(values.message.length), max: String(CONTACT_LIMITS.message) })}
          </p>
        </div>
        <button type="submit" disabled={pending} className={buttonClass.primaryHero}>
          {pending ? t("sending") : t("send")}
        </button>
      </form>
      <div role="status" data-testid="contact-result" data-tone={result?.tone} className="mt-4 min-h-6">
        {result ? (
          <p className={`font-medium ${result.tone === "success" ? "text-green-800" : "text-red-700"}`}>
            {result.text}
          </p>
        ) : null}
        {result?.detail ? <p className="mt-1 text-sm text-neutral-700">{result.detail}</p> : null}
      </div>
    </div>
  );
}
