"use client";

import { useId, useState, type FormEvent } from "react";
import {
  CONTACT_LIMITS,
  CONTACT_RESULT,
  CONTACT_SUBJECTS,
  contactMessageSchema,
  type ContactMessageInput,
} from "@/lib/content/contact-schema";
import { ApiRequestError, requestJson } from "@/components/api/client";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus-ring";

type Field = keyof ContactMessageInput;
type Values = Record<Field, string>;
type Result = { tone: "success" | "error"; text: string; detail?: string };

const empty: Values = { name: "", email: "", subject: "", message: "" };

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[] | string; message: string }>) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = (Array.isArray(issue.path) ? String(issue.path[0] ?? "") : issue.path) as Field;
    if (field in empty && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Spec §2 "Contact": name, email, subject, message and Send Message; the result shows under the form. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

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
    setResult(null);
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const first = (Object.keys(empty) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await requestJson("/api/contact", { method: "POST", body: values });
      setResult({ tone: "success", text: CONTACT_RESULT.success });
      setValues(empty);
    } catch (error) {
      const refused = error instanceof ApiRequestError ? error : null;
      if (refused?.status === 400 && refused.issues) setErrors(fieldErrors(refused.issues));
      const detail = refused?.status === 429 && refused.message ? refused.message : undefined;
      setResult({ tone: "error", text: CONTACT_RESULT.failure, detail });
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" {...bound("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          <TextField
            label="Email"
            {...bound("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
          />
        </div>
        <SelectField label="Subject" {...bound("subject")}>
          <option value="" disabled>
            Choose Subject
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.label}>
              {subject.label}
            </option>
          ))}
        </SelectField>
        <div>
          <TextAreaField
            label="Message"
            {...bound("message")}
            describedBy={`${id}-message-count`}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
          />
          <p id={`${id}-message-count`} className="mt-1 text-right text-sm text-neutral-600">
            {values.message.length} / {CONTACT_LIMITS.message} characters
          </p>
        </div>
        <button
          type="submit"
          disabled={pending}
          className={`rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 ${focusRing} disabled:cursor-wait disabled:opacity-75`}
        >
          {pending ? "Sending…" : "Send Message"}
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
