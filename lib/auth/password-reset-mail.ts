import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import type { Mail } from "@/lib/mail/mailer";
import { mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import { escapeHtml } from "@/lib/mail/html";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";

// The password reset e-mails (./password-reset.ts), in the language of the
// page the shopper asked from (Email namespace of messages/<locale>.json).

type Recipient = { name: string; email: string };

function page(locale: Locale, heading: string, paragraphs: string[], link?: { url: string; label: string }) {
  return mailHtml(
    locale,
    heading,
    `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ""}`,
  );
}

/** "Reset your password": the link, how long it works, and what to do if it was not you. */
export function renderPasswordResetMail(user: Recipient, url: string, locale: Locale): Mail {
  const t = mailTranslator(locale);
  const subject = t("resetSubject", { store: store.name });
  const intro = t("resetIntro", { store: store.name });
  const ignore = t("resetIgnore");
  const text = mailText(locale, [t("greeting", { name: user.name }), "", intro, url, "", ignore]);
  const html = page(locale, subject, [t("greeting", { name: user.name }), intro, ignore], {
    url,
    label: t("resetLink"),
  });
  return { to: user.email, subject, text, html };
}

/** "Your password was changed": sent after a reset, so an owner who did not ask for it hears of it. */
export function renderPasswordChangedMail(user: Recipient, locale: Locale, how: "reset" | "changed" = "reset"): Mail {
  const t = mailTranslator(locale);
  const subject = t("passwordChangedSubject", { store: store.name });
  const body = t(how === "reset" ? "passwordChangedBody" : "passwordChangedInAccountBody", { store: store.name });
  const notYou = t(how === "reset" ? "passwordChangedNotYou" : "passwordChangedInAccountNotYou");
  const forgotUrl = absoluteUrl(localizedPath(locale, "/forgot-password"));
  const text = mailText(locale, [t("greeting", { name: user.name }), "", body, "", notYou, forgotUrl]);
  const html = page(locale, subject, [t("greeting", { name: user.name }), body, notYou], {
    url: forgotUrl,
    label: t("passwordChangedLink"),
  });
  return { to: user.email, subject, text, html };
}
