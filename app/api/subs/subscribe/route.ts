import { json, readJson, route, tooManyRequests } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import {
  NEWSLETTER_RATE_LIMIT,
  NEWSLETTER_THROTTLED_MESSAGE,
  requestNewsletterSubscription,
} from "@/lib/content/newsletter";
import { newsletterMessages, newsletterSubscribeSchema } from "@/lib/content/newsletter-schema";
import { consumeRateLimit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";

/**
 * POST /api/subs/subscribe {email} → 200 {message} "please confirm", the same whatever the
 * address's state; a new address is mailed a confirmation link, in Hindi with ?lang=hi.
 */
export const POST = route(async (request: Request) => {
  const gate = await consumeRateLimit(`newsletter:ip:${clientAddress(request)}`, NEWSLETTER_RATE_LIMIT);
  if (!gate.allowed) throw tooManyRequests(gate.retryAfterSeconds, NEWSLETTER_THROTTLED_MESSAGE);
  const { email } = await readJson(request, newsletterSubscribeSchema);
  await requestNewsletterSubscription(email, requestLocale(request));
  return json({ message: newsletterMessages.checkInbox });
});
