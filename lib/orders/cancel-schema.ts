import { z } from "zod";
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, type CancelReason } from "./cancel-reasons";

// The body of POST /api/orders/{id}/cancel, for its handler. Apart from
// lib/orders/cancel-reasons.ts so that the cancel dialog, which offers the
// same list, does not download zod.

const REASON_KEYS = Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]];

export const cancelOrderSchema = z.object({
  reason: z.enum(REASON_KEYS, { error: `reason must be one of ${REASON_KEYS.join(", ")}.` }),
  note: z
    .string({ error: "note must be text." })
    .trim()
    .max(CANCEL_NOTE_MAX_LENGTH, `note can be at most ${CANCEL_NOTE_MAX_LENGTH} characters.`)
    .optional()
    .default(""),
});
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;
