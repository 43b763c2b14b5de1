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
import { fieldFocus, focusRing } from "@/components/ui/focus-ring";

type Field = keyof ContactMessageInput;
type Values = Record<Field, string>;
type Result = { tone: "success" | "error"; text: string; detail?: string };

const empty: Values = { name: "", email: "", subject: "", message: "" };

const inputClass = `mt-1 block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-neutral-900 placeholder:text-neutral-500 ${fieldFocus} aria-invalid:border-red-700`;

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

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div>
      <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="font-medium text-neutral-900">
              Name
            </label>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={set("name")}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy("name")}
              className={inputClass}
            />
            {error("name")}
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="font-medium text-neutral-900">
              Email
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={set("email")}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("email")}
              className={inputClass}
            />
            {error("email")}
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="font-medium text-neutral-900">
            Subject
          </label>
          <select
            id={`${id}-subject`}
            name="subject"
            required
            value={values.subject}
            onChange={set("subject")}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy("subject")}
            className={inputClass}
          >
            <option value="" disabled>
              Choose Subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.label}>
                {subject.label}
              </option>
            ))}
          </select>
          {error("subject")}
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="font-medium text-neutral-900">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            value={values.message}
            onChange={set("message")}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[describedBy("message"), `${id}-message-count`].filter(Boolean).join(" ")}
            className={inputClass}
          />
          {error("message")}
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
