import { json, readJson, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { resetPassword } from "@/lib/auth/password-reset";
import { PASSWORD_RESET_TEXT, passwordResetConfirmSchema } from "@/lib/auth/schemas";

/**
 * POST /api/auth/password-reset/confirm {token, password} → {message}: sets the
 * new password and logs every session out. A bad, expired or used link, or a
 * password the policy refuses: 400, nothing changed. Does not sign in.
 */
export const POST = route(async (request) => {
  const input = await readJson(request, passwordResetConfirmSchema);
  await resetPassword(input, requestLocale(request));
  return json({ message: PASSWORD_RESET_TEXT.done });
});
