import { DELETE_ACCOUNT_TEXT, deleteAccount } from "@/lib/account/delete-account";
import { json, readJson, route } from "@/lib/api/http";
import { knownDeviceCookieWithout, knownDeviceOf } from "@/lib/auth/known-device";
import { deleteAccountSchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { clearedSessionCookie, withCookie } from "@/lib/auth/session-cookie";
import { clearedSignedInHintCookie } from "@/lib/auth/signed-in-hint";

/**
 * POST /api/auth/delete-account {password} → {message}: deletes the signed-in
 * shopper's account (docs/adr/0033-account-deletion.md). 401 for a wrong
 * password (as the password change), 429 past the same limit, 403 for an
 * admin, 409 while an order is in progress. Every session ends; this
 * browser's session and signed-in hint cookies are removed, and the account's entry in its
 * known-device cookie (the cookie itself unless it remembers other accounts).
 */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, deleteAccountSchema);
  const device = knownDeviceOf(request);
  await deleteAccount(user.id, input, device);
  const response = json({ message: DELETE_ACCOUNT_TEXT.deleted });
  for (const cookie of [clearedSessionCookie(), clearedSignedInHintCookie(), knownDeviceCookieWithout(user.id, device)])
    withCookie(response, cookie);
  return response;
});
