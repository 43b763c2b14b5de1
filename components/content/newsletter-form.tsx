"use client";

import { useId, useState, type FormEvent } from "react";

type Result = { tone: "success" | "error"; text: string };

/** The "Stay in the Loop" box: POST /api/subs/subscribe with the e-mail in the JSON body. */
export function NewsletterForm() {
  const inputId = useId();
  const resultId = useId();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Loaded on the first submit: the rules use zod, which the home page need not download up front.
    const { newsletterMessages, newsletterSubscribeSchema } = await import("@/lib/content/newsletter-schema");
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setResult({ tone: "error", text: parsed.error.issues[0]?.message ?? newsletterMessages.emailInvalid });
      return;
    }
    setPending(true);
    setResult(null);
    try {
      const response = await fetch("/api/subs/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body: unknown = await response.json().catch(() => null);
      const message =
        typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
          ? body.message
          : null;
      if (response.ok) {
        setResult({ tone: "success", text: message ?? newsletterMessages.subscribed });
        setEmail("");
      } else {
        setResult({ tone: "error", text: message ?? newsletterMessages.fallbackFailure });
      }
    } catch {
      setResult({ tone: "error", text: newsletterMessages.fallbackFailure });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-heading" className="rounded-xl bg-brand-50 px-6 py-10 text-center sm:px-10">
      <h2 id="newsletter-heading" className="text-2xl font-bold text-neutral-900">
        Stay in the Loop
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-neutral-700">
        Subscribe for new arrivals, exclusive offers and travel tips, straight to your inbox.
      </p>
      <form onSubmit={onSubmit} noValidate className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={result?.tone === "error" ? true : undefined}
          aria-describedby={resultId}
          className="min-w-0 flex-1 rounded-lg border border-neutral-400 bg-white px-4 py-2.5 text-neutral-900 placeholder:text-neutral-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-invalid:border-red-700"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-75"
        >
          {pending ? "Subscribing…" : "Subscribe"}
        </button>
      </form>
      <p
        id={resultId}
        role="status"
        data-tone={result?.tone}
        className={`mt-3 min-h-6 text-sm font-medium ${result?.tone === "success" ? "text-green-800" : "text-red-700"}`}
      >
        {result?.text}
      </p>
    </section>
  );
}
