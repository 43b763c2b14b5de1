import { z } from "zod";
import { emailSchema, nameSchema } from "./fields";
import { newPasswordSchema, PASSWORD_IS_EMAIL, passwordIsEmail } from "./password-policy";

// Request bodies of the auth calls (spec §7). Messages are what the shopper reads.

export const signupSchema = z
  .object({ name: nameSchema, email: emailSchema, password: newPasswordSchema })
  .refine((input) => !passwordIsEmail(input.password, input.email), {
    message: PASSWORD_IS_EMAIL,
    path: ["password"],
  });
export type SignupInput = z.infer<typeof signupSchema>;

const BOTH_REQUIRED = "Both email and password are required!";

/** Login takes any non-empty email text: a malformed one is simply unknown ("Invalid credentials!"). */
export const loginSchema = z.object({
  email: z.string({ error: BOTH_REQUIRED }).trim().toLowerCase().min(1, BOTH_REQUIRED).max(320, BOTH_REQUIRED),
  // Longer than any password we accept, but bounded so nobody makes the server hash megabytes.
  password: z.string({ error: BOTH_REQUIRED }).min(1, BOTH_REQUIRED).max(1024, "That password is too long."),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The signed-in shopper's password, asked again before a change only they may make. Bounded like login's. */
const currentPasswordSchema = z
  .string({ error: "Enter your current password." })
  .min(1, "Enter your current password.")
  .max(1024, "That password is too long.");

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: "Choose a new password that differs from the current one.",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/delete-account: the current password confirms it is the owner (lib/account/delete-account.ts). */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What the password reset calls answer (the Api namespace of messages/<locale>.json has each in Hindi). */
export const PASSWORD_RESET_TEXT = {
  requested: "If an account exists for that address, we've sent a link to reset its password. It works for 1 hour.",
  throttled: "Too many password reset requests from your network. Please try again later.",
  invalid: "This password reset link is not valid or has already been used. Please ask for a new one.",
  expired: "This password reset link has expired. Please ask for a new one.",
  done: "Your password has been reset and every device has been logged out. Please log in with your new password.",
  passwordIsEmail: PASSWORD_IS_EMAIL,
} as const;

/** POST /api/auth/password-reset/request. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/password-reset/confirm: the link's token (checked by lib/auth/password-reset.ts) and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_TEXT.invalid })
    .min(1, PASSWORD_RESET_TEXT.invalid)
    .max(256, PASSWORD_RESET_TEXT.invalid),
  password: newPasswordSchema,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
