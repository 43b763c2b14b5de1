import { json, readJson, route } from "@/lib/api/http";
import { authenticate } from "@/lib/auth/accounts";
import { knownDeviceCookie, knownDeviceOf } from "@/lib/auth/known-device";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionCookie, withCookie } from "@/lib/auth/session-cookie";
import { issueSessionToken } from "@/lib/auth/session-token";
import { signedInHintCookie } from "@/lib/auth/signed-in-hint";
import { clientAddress } from "@/lib/request";

/**
 * POST /api/auth/login {email, password} → {token, expiresAt, user} and the
 * session cookie. API clients send the token as `Authorization: Bearer`.
 * Wrong password and unknown email answer the same 401; throttled: 429. The
 * browser is remembered as one that signed in to the account (lib/auth/known-device.ts).
 */
export const POST = route(async (request) => {
  const input = await readJson(request, loginSchema);
  const device = knownDeviceOf(request);
  const user = await authenticate(input, clientAddress(request), device);
  const { token, expiresAt, maxAgeSeconds } = await issueSessionToken(user);
  const body = {
    message: "Login successful!",
    token,
    expiresAt: expiresAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
  };
  const response = withCookie(json(body), sessionCookie(token, maxAgeSeconds));
  return withCookie(withCookie(response, signedInHintCookie(maxAgeSeconds)), knownDeviceCookie(user, device));
});
