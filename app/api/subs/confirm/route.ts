import { json, parseWith, readJsonOrForm, route, seeOther } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { confirmNewsletterSubscription } from "@/lib/content/newsletter";
import { newsletterLinkMessages, newsletterLinkSchema } from "@/lib/content/newsletter-schema";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";

/**
 * POST /api/subs/confirm {email, token} (JSON, or the confirm page's form) → the address is
 * subscribed: 200 {message}, or for the form a 303 back to /newsletter/confirm?done=1.
 * 400 for a token that is not genuine, has expired or predates an unsubscribe.
 */
export const POST = route(async (request: Request) => {
  const locale = requestLocale(request);
  const { fields, form } = await readJsonOrForm(request);
  const { email, token } = parseWith(newsletterLinkSchema, fields, locale);
  await confirmNewsletterSubscription(email, token);
  if (form) return seeOther(localizedPath(locale, "/newsletter/confirm?done=1"));
  return json({ message: newsletterLinkMessages.confirmed });
});
