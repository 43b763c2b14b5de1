import { json, readJson, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { PASSWORD_RESET_TEXT, passwordResetRequestSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/request";

/**
 * POST /api/auth/password-reset/request {email} → {message}: the same answer
 * whether or not the address has an account (lib/auth/password-reset.ts);
 * the account, if any, is e-mailed a reset link in the request's language.
 * Too many requests from one client address: 429.
 */
export const POST = route(async (request) => {
  const { email } = await readJson(request, passwordResetRequestSchema);
  await requestPasswordReset(email, clientAddress(request), requestLocale(request));
  return json({ message: PASSWORD_RESET_TEXT.requested });
});
