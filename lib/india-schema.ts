import { z } from "zod";
import { normaliseIndianMobile, PIN_PATTERN, STATES_AND_UNION_TERRITORIES } from "@/lib/india";

// The zod schemas of lib/india.ts's formats, for the handlers (server). Apart
// from it so that client components importing the formats do not download zod.

export const pinSchema = z.string().trim().regex(PIN_PATTERN, "Enter a valid 6-digit PIN code.");

export const indianMobileSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const normalised = normaliseIndianMobile(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message: "Enter a valid 10-digit Indian mobile number." });
      return z.NEVER;
    }
    return normalised;
  });

export const indianStateSchema = z.enum(STATES_AND_UNION_TERRITORIES, {
  error: "Choose a state or union territory.",
});
