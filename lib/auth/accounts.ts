import "server-only";
import { randomBytes } from "node:crypto";
import { invalidInput, rateLimited, unauthenticated } from "@/lib/errors";
import { isUniqueViolation, prisma } from "@/lib/db";
import { consumeRateLimit, resetRateLimit, type RateLimitResult } from "@/lib/rate-limit";
import {
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT,
  SIGNUP_NOTICES_PER_ACCOUNT,
  SIGNUPS_PER_ADDRESS,
} from "./config";
import { knownDeviceId } from "./known-device";
import type { Locale } from "@/lib/i18n/locale";
import { deliverAfterResponse, queueRenderedMail, sendAccountMailAfterResponse } from "@/lib/mail/queue";
import { hashPassword, verifyPassword } from "./password";
import { renderPasswordChangedMail } from "./password-reset-mail";
import { renderSignupAttemptMail } from "./signup-notice-mail";
import { PASSWORD_IS_EMAIL, passwordIsEmail } from "./password-policy";
import type { ChangePasswordInput, LoginInput, SignupInput } from "./schemas";
import type { SessionUser } from "./types";

// Sign-up, login, password change and revocation: the rules, whatever the route.

export const INVALID_CREDENTIALS = "Invalid credentials!";
/** A wrong current password in a password change or an account deletion (401). */
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

/** A user as authentication returns it: never the hash. */
export type AuthenticatedUser = SessionUser & { tokenVersion: number };

const userSelect = { id: true, name: true, email: true, role: true, tokenVersion: true } as const;

// A hash of a random password with the current parameters, verified against when
// the email is unknown, so both failures cost the same time. Started at import.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}
void dummyPasswordHash();

const accountKey = (email: string) => `login:account:${email}`;
const addressKey = (address: string) => `login:address:${address}`;
const deviceKey = (deviceId: string) => `login:device:${deviceId}`;

function throttled(results: RateLimitResult[], what: string): never {
  const retryAfterSeconds = Math.max(...results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw rateLimited(
    retryAfterSeconds,
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/**
 * Creates a customer account, or, when the email already has one, e-mails that
 * account's owner (in `locale`) that someone tried to sign up with it, and
 * changes nothing (docs/adr/0039-sign-up-does-not-reveal-accounts.md). Both
 * return the same way after the same work (the password is hashed, the notice
 * count is taken, the mail leaves after the response), so the answer does not
 * tell which addresses have accounts. Too many sign-ups from one client address: 429.
 */
export async function signUp(input: SignupInput, clientAddress: string, locale: Locale = "en"): Promise<void> {
  const limit = await consumeRateLimit(`signup:address:${clientAddress}`, SIGNUPS_PER_ADDRESS);
  if (!limit.allowed) throttled([limit], "sign-ups from your network");
  const [existing, notices, passwordHash] = await Promise.all([
    prisma.user.findUnique({
      where: { email: input.email },
      select: { id: true, name: true, email: true, deletedAt: true },
    }),
    consumeRateLimit(`signup:notice:${input.email}`, SIGNUP_NOTICES_PER_ACCOUNT),
    hashPassword(input.password),
  ]);
  if (existing) return tellOwnerOfSignupAttempt(existing, notices.allowed, locale);
  try {
    await prisma.user.create({
      data: { name: input.name, email: input.email, passwordHash, role: "CUSTOMER" },
      select: { id: true },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent sign-up with the same email won the race: its owner is told, as above.
    const winner = await prisma.user.findUnique({
      where: { email: input.email },
      select: { id: true, name: true, email: true, deletedAt: true },
    });
    if (winner) await tellOwnerOfSignupAttempt(winner, notices.allowed, locale);
  }
}

async function tellOwnerOfSignupAttempt(
  owner: { id: string; name: string; email: string; deletedAt: Date | null },
  allowed: boolean,
  locale: Locale,
): Promise<void> {
  // A deleted account (its anonymised address) can never be opened again: nobody to tell.
  if (owner.deletedAt || !allowed) return;
  // Under the account's row lock: an account being deleted at this moment gets no notice (sendAccountMailAfterResponse).
  await sendAccountMailAfterResponse(owner.id, "sign-up attempt notice", async () =>
    renderSignupAttemptMail(owner, locale),
  );
}

/**
 * Checks an email and password. Every failure answers "Invalid credentials!"
 * after the same work (a dummy hash is verified for unknown emails). Attempts
 * are counted before the check, per account and per client address, so
 * parallel guesses cannot slip past the limit; a success clears the account's
 * count. A browser that signed in to this account since its sessions were
 * last ended (its known-device cookie, ./known-device.ts) is counted on its own instead of with the
 * account, so guesses from elsewhere cannot lock the shopper out.
 */
export async function authenticate(
  input: LoginInput,
  clientAddress: string,
  knownDevice: string | null = null,
): Promise<AuthenticatedUser> {
  const user = await prisma.user.findUnique({
    where: { email: input.email },
    select: { ...userSelect, passwordHash: true, deletedAt: true },
  });
  const device = user && knownDeviceId(knownDevice, user);
  const attemptsKey = device ? deviceKey(device) : accountKey(input.email);
  const limits = await Promise.all([
    consumeRateLimit(attemptsKey, LOGIN_FAILURES_PER_ACCOUNT),
    consumeRateLimit(addressKey(clientAddress), LOGIN_ATTEMPTS_PER_ADDRESS),
  ]);
  if (limits.some((limit) => !limit.allowed)) throttled(limits, "login attempts");

  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // A deleted account has no password to match (docs/adr/0033); refused here too, whatever its row holds.
  if (!user || user.deletedAt || !valid) throw unauthenticated(INVALID_CREDENTIALS);

  await resetRateLimit(attemptsKey);
  return { id: user.id, name: user.name, email: user.email, role: user.role, tokenVersion: user.tokenVersion };
}

/**
 * Checks the signed-in user's current password before a change only they may
 * make (a password change, deleting the account). Wrong guesses count against
 * the account's login limit, or the known device's, as in authenticate, so a
 * stolen session cannot guess faster than a login could; a right one clears
 * that count. A wrong password is a 401, past the limit a 429. Returns the account's e-mail address.
 */
export async function verifyCurrentPassword(
  userId: string,
  password: string,
  knownDevice: string | null = null,
): Promise<{ email: string }> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, passwordHash: true, tokenVersion: true },
  });
  if (!user) throw unauthenticated();
  const device = knownDeviceId(knownDevice, user);
  const attemptsKey = device ? deviceKey(device) : accountKey(user.email);
  const limit = await consumeRateLimit(attemptsKey, LOGIN_FAILURES_PER_ACCOUNT);
  if (!limit.allowed) throttled([limit], "password attempts");
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthenticated(WRONG_CURRENT_PASSWORD);
  await resetRateLimit(attemptsKey);
  return { email: user.email };
}

/**
 * Changes a password after checking the current one (verifyCurrentPassword). The new one must not be the
 * account's e-mail address (400), as at sign-up and in a reset. Bumps tokenVersion, so every other
 * session ends; the caller issues the current device a fresh token. An account deleted meanwhile is a 401.
 * The owner is told by e-mail, in `locale`, as after a reset: whoever changed it may not be them.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordInput,
  knownDevice: string | null = null,
  locale: Locale = "en",
): Promise<AuthenticatedUser> {
  const { email } = await verifyCurrentPassword(userId, input.currentPassword, knownDevice);
  if (passwordIsEmail(input.newPassword, email)) {
    throw invalidInput(PASSWORD_IS_EMAIL, [{ path: "newPassword", message: PASSWORD_IS_EMAIL }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Only an account that still exists: one deleted after the check above keeps no password (docs/adr/0033).
  // The owner's notice is written with the new password: a process ending before it is delivered leaves it
  // to the send-mails job.
  const { updated, mail } = await prisma.$transaction(async (tx) => {
    const [changed] = await tx.user.updateManyAndReturn({
      where: { id: userId, deletedAt: null },
      data: { passwordHash, tokenVersion: { increment: 1 } },
      select: userSelect,
    });
    if (!changed) return { updated: null, mail: null };
    const notice = async () => renderPasswordChangedMail(changed, locale, "changed");
    return { updated: changed, mail: await queueRenderedMail("password changed notice", notice, tx) };
  });
  if (!updated) throw unauthenticated();
  if (mail) await deliverAfterResponse(mail);
  return updated;
}

/**
 * Lifts the account's wrong-password lockout (its login:account count), as a
 * successful login does: after a password reset the owner can log in at once.
 */
export async function clearLoginLockout(email: string): Promise<void> {
  await resetRateLimit(accountKey(email));
}

/** "Log out everywhere": every token issued so far stops working. */
export async function revokeAllSessions(userId: string): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } }, select: { id: true } });
}
