import type { ExchangeReason, ExchangeStatus } from "@/lib/generated/prisma/enums";

// The exchange policy (spec §6) and the values an exchange request may carry,
// defined once: the API's validation, the shopper's form, the admin queue and
// the e-mails read them from here. No server-only imports: the form uses it.

/** Spec §6, verbatim: quoted by every refusal and shown beside the form. */
export const EXCHANGE_POLICY =
  "Returns and exchanges must be reported within 24 hours of delivery; no refunds; one exchange per order; the customer pays exchange shipping.";

/** How long after the Delivered step an exchange may be requested. */
export const EXCHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Reasons as the API and the form name them, in the form's order. */
export const EXCHANGE_REASON_LABELS = {
  DAMAGED: "Damaged",
  DEFECTIVE: "Defective",
  WRONG_ITEM: "Wrong item",
  WRONG_SIZE_OR_COLOUR: "Wrong size/colour",
  OTHER: "Other",
} as const satisfies Record<ExchangeReason, string>;
export type ExchangeReasonLabel = (typeof EXCHANGE_REASON_LABELS)[ExchangeReason];
export const EXCHANGE_REASONS = Object.values(EXCHANGE_REASON_LABELS) as [
  ExchangeReasonLabel,
  ...ExchangeReasonLabel[],
];

export const EXCHANGE_STATUS_LABELS = {
  REQUESTED: "Requested",
  APPROVED: "Approved",
  REJECTED: "Rejected",
  /** Approved, then its replacement shipment was cancelled: it waits for a new decision (docs/adr/0034). */
  REPLACEMENT_CANCELLED: "Replacement cancelled",
  /** Withdrawn by the shopper before the shop decided; not the order's one exchange (docs/adr/0010). */
  WITHDRAWN: "Withdrawn",
} as const satisfies Record<ExchangeStatus, string>;
export type ExchangeStatusLabel = (typeof EXCHANGE_STATUS_LABELS)[ExchangeStatus];

/**
 * The states an admin decides from: a new request, and an approved one whose
 * replacement was cancelled (approve again: a new replacement; or reject).
 */
export const EXCHANGE_DECIDABLE = ["REQUESTED", "REPLACEMENT_CANCELLED"] as const satisfies readonly ExchangeStatus[];

/** Whether an exchange (its status as the /api shows it) waits for the admin's decision. */
export const awaitsDecision = (status: string) =>
  EXCHANGE_DECIDABLE.some((decidable) => EXCHANGE_STATUS_LABELS[decidable] === status);

/** Longest note a shopper may add, and the admin's message. */
export const EXCHANGE_NOTE_MAX = 1000;
export const EXCHANGE_MESSAGE_MAX = 1000;
/** Photos one request may carry (each checked like the admin's product images). */
export const EXCHANGE_PHOTO_MAX = 3;
