import "server-only";
import { randomBytes } from "node:crypto";
import { cookieValue } from "@/lib/http/cookies.mjs";
import { usesSecureCookies } from "./config";
import { purposeSignature, sameSignature } from "./purpose-signature";

// "This browser has signed in to this account before" (OWASP's device
// cookies): a login sets it; a later login that presents it for the same
// account counts its wrong passwords apart from the account's. So someone who
// only knows a shopper's email can throttle logins to the account from
// elsewhere (10 wrong passwords: 15 minutes) but not the shopper's own
// browser, which keeps its own allowance. It grants nothing else: the
// password is checked as always.

export const KNOWN_DEVICE_COOKIE = "kosh_known_device";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const signature = (payload: string) => purposeSignature("known-device", payload);

/** The cookie's value for this account on a new device: "<user id>.<device id>.<signature>". */
function newValue(userId: string): string {
  const payload = `${userId}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${signature(payload)}`;
}

/** The account and device a genuine cookie value names; null for anything else. */
export function readKnownDevice(value: string | null | undefined): { userId: string; deviceId: string } | null {
  const parts = value?.split(".");
  if (parts?.length !== 3) return null;
  const [userId, deviceId, sent] = parts as [string, string, string];
  if (!sameSignature(signature(`${userId}.${deviceId}`), sent)) return null;
  return { userId, deviceId };
}

/** The cookie a request carries, if any. */
export function knownDeviceOf(request: Request): string | null {
  return cookieValue(request.headers.get("cookie"), KNOWN_DEVICE_COOKIE);
}

/**
 * Set-Cookie after a login: the same value when the browser already had one
 * for this account, else a new one. Sent only to the login routes.
 */
export function knownDeviceCookie(userId: string, current: string | null): string {
  const value = readKnownDevice(current)?.userId === userId ? current! : newValue(userId);
  return serialize(value, MAX_AGE_SECONDS);
}

/** Set-Cookie that removes the cookie: the account it names is gone (deleted). */
export const clearedKnownDeviceCookie = () => serialize("", 0);

function serialize(value: string, maxAgeSeconds: number): string {
  const parts = [
    `${KNOWN_DEVICE_COOKIE}=${value}`,
    "Path=/api/auth",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (usesSecureCookies()) parts.push("Secure");
  return parts.join("; ");
}
