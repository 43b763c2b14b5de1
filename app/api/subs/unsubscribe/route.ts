import { json, parseWith, readJsonOrForm, route, seeOther } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { unsubscribeFromNewsletter } from "@/lib/content/newsletter";
import { newsletterLinkMessages, newsletterLinkSchema } from "@/lib/content/newsletter-schema";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";

/**
 * POST /api/subs/unsubscribe → the address is off the list at once. Takes {email, token} as
 * JSON, as the unsubscribe page's form (303 back to /newsletter/unsubscribe?done=1), or as
 * RFC 8058's one-click: ?email=&token= with the form body List-Unsubscribe=One-Click (200).
 * 400 for a token that is not genuine.
 */
export const POST = route(async (request: Request) => {
  const locale = requestLocale(request);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { fields, form } = await readJsonOrForm(request);
  const oneClick = fields["List-Unsubscribe"] === "One-Click";
  const { email, token } = parseWith(newsletterLinkSchema, { ...query, ...fields }, locale);
  await unsubscribeFromNewsletter(email, token);
  if (form && !oneClick) return seeOther(localizedPath(locale, "/newsletter/unsubscribe?done=1"));
  return json({ message: newsletterLinkMessages.unsubscribed });
});
