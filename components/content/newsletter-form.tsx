"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { apiFetch, messageOf } from "@/components/api/client";
import { fieldFocus, focusRing } from "@/components/ui/focus-ring";
import { loadOnce } from "@/lib/load-once";

type Result = { tone: "success" | "error"; text: string };
type MessageKey = keyof typeof import("@/lib/content/newsletter-schema").newsletterMessages;

/** The form's rules and messages: they use zod, which the home page need not download up front. */
const loadNewsletterRules = loadOnce(() => import("@/lib/content/newsletter-schema"));

/**
 * The "Stay in the Loop" form: POST /api/subs/subscribe with the e-mail in the
 * JSON body, through the shop's one client (components/api/client.ts). Its heading and text are the server's (NewsletterSection), so
 * they are not shipped in the home page's JavaScript.
 */
export function NewsletterForm() {
  const t = useTranslations("Newsletter");
  const inputId = useId();
  const resultId = useId();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rules = await loadNewsletterRules().catch(() => null);
    if (!rules) {
      // The connection dropped (or a new version was deployed) before the rules arrived: nothing was sent, the address stays.
      setResult({ tone: "error", text: t("messages.fallbackFailure") });
      return;
    }
    const { newsletterMessages, newsletterSubscribeSchema } = rules;
    // The rules' and the server's known messages are English: shown in the page's language.
    const inLanguage = (message: string) => {
      const key = (Object.keys(newsletterMessages) as MessageKey[]).find(
        (name) => newsletterMessages[name] === message,
      );
      return key ? t(`messages.${key}`) : message;
    };
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setResult({
        tone: "error",
        text: inLanguage(parsed.error.issues[0]?.message ?? newsletterMessages.emailInvalid),
      });
      return;
    }
    setPending(true);
    setResult(null);
    try {
      const answer = await apiFetch<{ message?: string } | null>("/api/subs/subscribe", {
        method: "POST",
        body: parsed.data,
      });
      setResult({ tone: "success", text: inLanguage(answer?.message || newsletterMessages.checkInbox) });
      setEmail("");
    } catch (error) {
      setResult({ tone: "error", text: inLanguage(messageOf(error, newsletterMessages.fallbackFailure)) });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={() => void loadNewsletterRules().catch(() => {})}
        noValidate
        className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          {t("emailLabel")}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("placeholder")}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={result?.tone === "error" ? true : undefined}
          aria-describedby={resultId}
          className={`min-w-0 flex-1 rounded-lg border border-neutral-400 bg-white px-4 py-2.5 text-neutral-900 placeholder:text-neutral-500 ${fieldFocus} aria-invalid:border-red-700`}
        />
        <button
          type="submit"
          disabled={pending}
          className={`rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 ${focusRing} disabled:cursor-wait disabled:opacity-75`}
        >
          {pending ? t("subscribing") : t("subscribe")}
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
    </>
  );
}
