import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import type { Mail } from "@/lib/mail/mailer";
import { escapeHtml } from "@/lib/mail/html";
import { mailHtml, mailTranslator, mailText } from "@/lib/mail/messages";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";

// The e-mail a sign-up with an address that already has an account sends to
// that account instead of an answer saying so (docs/adr/0039), in the language
// of the page the sign-up came from (Email namespace of messages/<locale>.json).

/** "Someone tried to sign up with your address": nothing changed; log in, or reset the password if forgotten. */
export function renderSignupAttemptMail(user: { name: string; email: string }, locale: Locale): Mail {
  const t = mailTranslator(locale);
  const subject = t("signupAttemptSubject", { store: store.name });
  const body = t("signupAttemptBody", { store: store.name });
  const notYou = t("signupAttemptNotYou");
  const loginUrl = absoluteUrl(localizedPath(locale, "/login"));
  const forgotUrl = absoluteUrl(localizedPath(locale, "/forgot-password"));
  const login = t("signupAttemptLogin");
  const forgot = t("signupAttemptForgot");
  const greeting = t("greeting", { name: user.name });
  const text = mailText(locale, [greeting, "", body, "", login, loginUrl, "", forgot, forgotUrl, "", notYou]);
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = mailHtml(
    locale,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(login)} ${link(loginUrl, t("signupAttemptLoginLink"))}</p>`,
      `<p>${escapeHtml(forgot)} ${link(forgotUrl, t("passwordChangedLink"))}</p>`,
      `<p>${escapeHtml(notYou)}</p>`,
    ].join("\n"),
  );
  return { to: user.email, subject, text, html };
}
