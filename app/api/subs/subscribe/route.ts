import { json, readJson, route, tooManyRequests } from "@/lib/api/http";
import { NEWSLETTER_RATE_LIMIT, NEWSLETTER_THROTTLED_MESSAGE, subscribeToNewsletter } from "@/lib/content/newsletter";
import { newsletterMessages, newsletterSubscribeSchema } from "@/lib/content/newsletter-schema";
import { consumeRateLimit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";

/** POST /api/subs/subscribe {email} → 201 {message} when new, 200 {message} when already subscribed. */
export const POST = route(async (request: Request) => {
  const gate = await consumeRateLimit(`newsletter:ip:${clientAddress(request)}`, NEWSLETTER_RATE_LIMIT);
  if (!gate.allowed) throw tooManyRequests(gate.retryAfterSeconds, NEWSLETTER_THROTTLED_MESSAGE);
  const { email } = await readJson(request, newsletterSubscribeSchema);
  const outcome = await subscribeToNewsletter(email);
  switch (outcome) {
    case "subscribed":
      return json({ message: newsletterMessages.subscribed }, { status: 201 });
    case "resubscribed":
      return json({ message: newsletterMessages.resubscribed });
    case "already-subscribed":
      return json({ message: newsletterMessages.alreadySubscribed });
  }
});
