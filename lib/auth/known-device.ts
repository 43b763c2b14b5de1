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
//
// Each entry is signed over the account's tokenVersion too, so whatever ends
// every session (a password reset or change, "log out everywhere", deletion)
// also forgets every device: a browser that signed in before a reset (perhaps
// the one that stole the password) is counted with the account again until it
// logs in with the new password. One cookie holds entries for the last
// MAX_ACCOUNTS accounts that signed in on this browser, the newest first.

export const KNOWN_DEVICE_COOKIE = "kosh_known_device";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts one browser is remembered for: a family sharing a phone, not a shop counter. ~95 bytes each. */
export const MAX_ACCOUNTS = 4;
const ENTRY = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const SEPARATOR = "~";

type Account = { id: string; tokenVersion: number };
type Entry = { userId: string; deviceId: string; value: string };

const signature = (userId: string, deviceId: string, tokenVersion: number) =>
  purposeSignature("known-device", `${userId}.${deviceId}.${tokenVersion}`);

/** The well-formed entries a cookie value holds, at most MAX_ACCOUNTS, one per account (signatures unchecked). */
function entriesOf(value: string | null | undefined): Entry[] {
  const entries: Entry[] = [];
  for (const part of value?.split(SEPARATOR, MAX_ACCOUNTS) ?? []) {
    const match = ENTRY.exec(part);
    if (match && !entries.some((entry) => entry.userId === match[1]))
      entries.push({ userId: match[1]!, deviceId: match[2]!, value: part });
  }
  return entries;
}

/**
 * The device id a cookie value holds for `account` as it is now: null when it
 * has no entry for it, or one signed for an earlier tokenVersion, or forged.
 */
export function knownDeviceId(value: string | null | undefined, account: Account): string | null {
  const entry = entriesOf(value).find((e) => e.userId === account.id);
  if (!entry) return null;
  const sent = entry.value.slice(entry.value.lastIndexOf(".") + 1);
  return sameSignature(signature(account.id, entry.deviceId, account.tokenVersion), sent) ? entry.deviceId : null;
}

/** The cookie a request carries, if any. */
export function knownDeviceOf(request: Request): string | null {
  return cookieValue(request.headers.get("cookie"), KNOWN_DEVICE_COOKIE);
}

/**
 * Set-Cookie after a login (or a password change, which proves the password
 * too): this account's entry first, the same one when it is still valid, else
 * a new one, then the other accounts' entries, the oldest dropped past
 * MAX_ACCOUNTS. Sent only to the login routes.
 */
export function knownDeviceCookie(account: Account, current: string | null): string {
  const deviceId = knownDeviceId(current, account) ?? randomBytes(16).toString("base64url");
  const mine = `${account.id}.${deviceId}.${signature(account.id, deviceId, account.tokenVersion)}`;
  const others = entriesOf(current)
    .filter((entry) => entry.userId !== account.id)
    .map((entry) => entry.value);
  return serialize([mine, ...others].slice(0, MAX_ACCOUNTS).join(SEPARATOR), MAX_AGE_SECONDS);
}

/** Set-Cookie without `userId`'s entry (its account is gone), removing the cookie when no other is left. */
export function knownDeviceCookieWithout(userId: string, current: string | null): string {
  const others = entriesOf(current)
    .filter((entry) => entry.userId !== userId)
    .map((entry) => entry.value);
  return others.length ? serialize(others.join(SEPARATOR), MAX_AGE_SECONDS) : serialize("", 0);
}

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
