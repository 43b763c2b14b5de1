import { json, readJson, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { signUp } from "@/lib/auth/accounts";
import { signupSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/request";

/**
 * POST /api/auth/signup {name, email, password} → 201 {message}, the same answer whether or not the
 * email already has an account (docs/adr/0039): its owner is e-mailed instead, in the request's language.
 * Too many sign-ups from one client address: 429.
 */
export const POST = route(async (request) => {
  const input = await readJson(request, signupSchema);
  await signUp(input, clientAddress(request), requestLocale(request));
  return json({ message: "Signup successful! Please log in." }, { status: 201 });
});
