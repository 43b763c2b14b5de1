import { z } from "zod";
import commonPasswords from "./common-passwords.json";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./config";

// NIST SP 800-63B style: a length range and a block list of the most common
// passwords; no composition rules, no truncation (argon2 hashes all of it).

const COMMON = new Set<string>(commonPasswords);

/** True for a password on the shipped list of the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/** A new password: 8 to 128 characters, not one of the most common passwords. Used as given (no trimming). */
export const newPasswordSchema = z
  .string({ error: "Enter a password." })
  .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, {
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
    abort: true,
  })
  .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, {
    message: `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`,
    abort: true,
  })
  .refine((value) => !isCommonPassword(value), {
    message: "This password is too common. Choose one that is harder to guess.",
  });

/** The message when a new password is the account's e-mail address (sign-up, a reset, a password change). */
export const PASSWORD_IS_EMAIL = "Your password must not be your email address.";

/** True when a new password is the account's (stored, lower-cased) e-mail address, in any letter case or padding. */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email;
}
