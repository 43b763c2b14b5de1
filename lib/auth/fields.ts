import { z } from "zod";
import { hasHiddenCharacters, hasLetter, HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";

// Account fields shared by sign-up and the profile.

/** Trimmed and lower-cased, as stored. */
export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Enter a valid email address." }));

export const nameSchema = z
  .string({ error: "Enter your name." })
  .trim()
  .normalize("NFC")
  .min(1, "Enter your name.")
  .max(100, "Use at most 100 characters for your name.")
  .refine((name) => !hasHiddenCharacters(name), HIDDEN_CHARACTERS_MESSAGE)
  .refine(hasLetter, "Enter your name.");
