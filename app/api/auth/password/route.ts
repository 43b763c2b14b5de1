import { json, readJson, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { changePassword } from "@/lib/auth/accounts";
import { knownDeviceCookie, knownDeviceOf } from "@/lib/auth/known-device";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { sessionCookie, withCookie } from "@/lib/auth/session-cookie";
import { issueSessionToken } from "@/lib/auth/session-token";

/**
 * POST /api/auth/password {currentPassword, newPassword} → {message, token, expiresAt}.
 * Every other session ends; this one continues with the fresh token and cookie, and stays a known
 * device (lib/auth/known-device.ts) while every other is forgotten. The owner is
 * e-mailed that the password changed, in the request's language.
 */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, changePasswordSchema);
  const device = knownDeviceOf(request);
  const updated = await changePassword(user.id, input, device, requestLocale(request));
  const { token, expiresAt, maxAgeSeconds } = await issueSessionToken(updated);
  const body = {
    message: "Password changed. Other devices have been logged out.",
    token,
    expiresAt: expiresAt.toISOString(),
  };
  // Every device is forgotten with the old sessions (lib/auth/known-device.ts) but this one, which knew the password.
  return withCookie(withCookie(json(body), sessionCookie(token, maxAgeSeconds)), knownDeviceCookie(updated, device));
});
