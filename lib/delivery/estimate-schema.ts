import { z } from "zod";
import { pinSchema } from "@/lib/india-schema";

// GET /api/delivery/estimate?pin=560001&total=1299 — `total` (rupees, optional)
// is an order total: with it, `cod` also respects the cash-on-delivery limit.

export const estimateQuerySchema = z.object({
  pin: z.string({ error: "Enter a valid 6-digit PIN code." }).pipe(pinSchema),
  total: z
    .string()
    .trim()
    .regex(/^\d{1,8}(?:\.\d{1,2})?$/, "total must be an amount in rupees, such as 1299 or 1299.50.")
    .transform(Number)
    .optional(),
});
