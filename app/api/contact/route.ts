import { json, readJson, route, tooManyRequests } from "@/lib/api/http";
import { optionalUser } from "@/lib/auth/session";
import { CONTACT_RATE_LIMIT, CONTACT_THROTTLED_MESSAGE, saveContactMessage } from "@/lib/content/contact";
import { CONTACT_RESULT } from "@/lib/content/contact-fields";
import { contactMessageSchema } from "@/lib/content/contact-schema";
import { consumeRateLimit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";

/** POST /api/contact {name, email, subject, message} → 201 {message} */
export const POST = route(async (request: Request) => {
  const gate = await consumeRateLimit(`contact:ip:${clientAddress(request)}`, CONTACT_RATE_LIMIT);
  if (!gate.allowed) throw tooManyRequests(gate.retryAfterSeconds, CONTACT_THROTTLED_MESSAGE);
  const input = await readJson(request, contactMessageSchema);
  const user = await optionalUser(request);
  await saveContactMessage(input, user?.id ?? null);
  return json({ message: CONTACT_RESULT.success }, { status: 201 });
});
