import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import type { Mail } from "@/lib/mail/mailer";
import { mailTranslator, mailHtml } from "@/lib/mail/messages";
import { escapeHtml } from "@/lib/mail/html";
import { store } from "@/lib/store";

// "Please confirm your subscription": the one mail a newsletter sign-up sends,
// in the language of the page it came from (?lang=hi), with the link whose
// page asks the address's owner to press Confirm (docs/adr/0031).

export function renderNewsletterConfirmMail(email: string, confirmUrl: string, locale: Locale): Mail {
  const t = mailTranslator(locale);
  const subject = t("newsletterConfirmSubject", { store: store.name });
  const intro = t("newsletterConfirmIntro", { store: store.name });
  const ignore = t("newsletterConfirmIgnore");
  const text = [
    intro,
    "",
    confirmUrl,
    "",
    ignore,
    "",
    t("questionsShort", { email: store.supportEmail, phone: store.supportPhone }),
    store.legalName,
  ].join("\n");
  const html = mailHtml(
    locale,
    subject,
    `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(t("newsletterConfirmButton"))}</a></p>
<p>${escapeHtml(ignore)}</p>`,
  );
  return { to: email, subject, text, html };
}
