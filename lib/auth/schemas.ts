import { z } from "zod";
import { emailSchema, nameSchema } from "./fields";
import { newPasswordSchema } from "./password-policy";

// Request bodies of the auth calls (spec §7). Messages are what the shopper reads.

export const signupSchema = z
  .object({ name: nameSchema, email: emailSchema, password: newPasswordSchema })
  .refine((input) => input.password.trim().toLowerCase() !== input.email, {
    message: "Your password must not be your email address.",
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

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(1024),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: "Choose a new password that differs from the current one.",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
