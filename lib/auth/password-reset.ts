import "server-only";
import { prisma } from "@/lib/db";
import { invalidInput } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { deliverAfterResponse, queueRenderedMail, sendAccountMailAfterResponse } from "@/lib/mail/queue";
import { consumeRateLimit, enforceRateLimit } from "@/lib/rate-limit";
import { absoluteUrl } from "@/lib/seo/site";
import { clearLoginLockout } from "./accounts";
import {
  PASSWORD_RESET_MAILS_PER_ACCOUNT,
  PASSWORD_RESET_REQUESTS_PER_ADDRESS,
  PASSWORD_RESET_TTL_SECONDS,
} from "./config";
import { purposeSignature, sameSignature } from "./purpose-signature";
import { hashPassword } from "./password";
import { passwordIsEmail } from "./password-policy";
import { renderPasswordChangedMail, renderPasswordResetMail } from "./password-reset-mail";
import { PASSWORD_RESET_TEXT, type PasswordResetConfirmInput } from "./schemas";

// "Forgot your password?" (docs/adr/0032-password-reset-by-email.md). A
// request e-mails the account a link to /reset-password carrying a stateless
// token: "<user id>.<expiry, seconds>.<HMAC-SHA256>", keyed from the session
// secret for this purpose only, over the id, the expiry, the account's
// tokenVersion and its current password hash. Setting a password (this reset,
// a password change) replaces the hash, and whatever ends every session ("log
// out everywhere", a reset, a change, deletion) bumps tokenVersion, so the
// link then stops working: it works once, for an hour, until the shopper
// closes every way in, and nothing about it is stored.

const PURPOSE = "password-reset";
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

type ResetAccount = { id: string; passwordHash: string; tokenVersion: number };

function signature(user: ResetAccount, expires: number): string {
  return purposeSignature(PURPOSE, `${user.id}.${expires}.${user.tokenVersion}.${user.passwordHash}`);
}

/** A reset token for the account as it is now, working for PASSWORD_RESET_TTL_SECONDS from `now`. */
export function passwordResetToken(user: ResetAccount, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + PASSWORD_RESET_TTL_SECONDS;
  return `${user.id}.${expires}.${signature(user, expires)}`;
}

/** The link a reset e-mail carries, on the shop's public address (never the request's Host), in `locale`. */
export function passwordResetUrl(token: string, locale: Locale): string {
  return absoluteUrl(localizedPath(locale, `/reset-password?token=${encodeURIComponent(token)}`));
}

/**
 * "Forgot your password?": e-mails `email`'s account a reset link in `locale`,
 * if there is such an account and it has had fewer than
 * PASSWORD_RESET_MAILS_PER_ACCOUNT this hour. Returns the same way whatever
 * happened, so the caller's answer reveals nothing; only the client address's
 * limit (the same for every address asked for) is a 429.
 */
export async function requestPasswordReset(
  email: string,
  clientAddress: string,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  await enforceRateLimit(
    `password-reset:address:${clientAddress}`,
    PASSWORD_RESET_REQUESTS_PER_ADDRESS,
    PASSWORD_RESET_TEXT.throttled,
  );
  // Counted per address asked for, known or not, so both cost the same work.
  const [user, mails] = await Promise.all([
    prisma.user.findUnique({
      where: { email },
      select: { id: true, name: true, email: true, passwordHash: true, tokenVersion: true, deletedAt: true },
    }),
    consumeRateLimit(`password-reset:account:${email}`, PASSWORD_RESET_MAILS_PER_ACCOUNT, now),
  ]);
  // A deleted account (its anonymised address included) can never be opened again.
  if (!user || user.deletedAt || !mails.allowed) return;
  // Queued under the account's row lock, so a deletion under way is waited for (sendAccountMailAfterResponse);
  // the account is read again there, so the link is signed for it as it is then. Delivered after the answer,
  // so a known address answers no slower than an unknown one.
  await sendAccountMailAfterResponse(user.id, RESET_MAIL, async (tx) => {
    const account = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: RESET_ACCOUNT });
    return renderPasswordResetMail(account, passwordResetUrl(passwordResetToken(account, now), locale), locale);
  });
}

const RESET_MAIL = "password reset mail";
const RESET_ACCOUNT = { id: true, name: true, email: true, passwordHash: true, tokenVersion: true } as const;

/** The parts of a well-formed token, or null. */
function tokenParts(token: string): { userId: string; expires: number; signature: string } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return { userId: match[1]!, expires: Number(match[2]), signature: match[3]! };
}

/**
 * Sets a new password with a reset token: a forged, tampered, used or
 * superseded token (the password changed since, or every session was ended:
 * "log out everywhere") or an expired one is a 400
 * and nothing is written. Bumps tokenVersion, so every session ends; lifts
 * the account's wrong-password lockout; e-mails the owner that the password
 * was changed, in `locale`. The password has passed the shop's policy
 * (newPasswordSchema) already.
 */
export async function resetPassword(input: PasswordResetConfirmInput, locale: Locale, now = new Date()): Promise<void> {
  const parts = tokenParts(input.token);
  const user = parts
    ? await prisma.user.findUnique({
        where: { id: parts.userId },
        select: { id: true, name: true, email: true, passwordHash: true, tokenVersion: true, deletedAt: true },
      })
    : null;
  if (!parts || !user || user.deletedAt || !sameSignature(signature(user, parts.expires), parts.signature)) {
    throw invalidInput(PASSWORD_RESET_TEXT.invalid);
  }
  if (parts.expires * 1000 <= now.getTime()) throw invalidInput(PASSWORD_RESET_TEXT.expired);
  if (passwordIsEmail(input.password, user.email)) {
    throw invalidInput(PASSWORD_RESET_TEXT.passwordIsEmail, [
      { path: "password", message: PASSWORD_RESET_TEXT.passwordIsEmail },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  // Only over the hash and version the token was signed for: of two uses at once, or a use and "log out
  // everywhere" at once, one wins. The owner's notice is written
  // with the new password: a process ending before it is delivered leaves it to the send-mails job.
  const mail = await prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash, tokenVersion: user.tokenVersion, deletedAt: null },
      data: { passwordHash, tokenVersion: { increment: 1 } },
    });
    if (count !== 1) return false;
    return queueRenderedMail("password changed notice", async () => renderPasswordChangedMail(user, locale), tx);
  });
  if (mail === false) throw invalidInput(PASSWORD_RESET_TEXT.invalid);
  await clearLoginLockout(user.email);
  if (mail) await deliverAfterResponse(mail);
}
