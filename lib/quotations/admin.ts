import "server-only";
import { z } from "zod";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { adminPageParam, pageInfo, pageWindow } from "@/lib/admin/paging";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { prisma, type QuotationStatus } from "@/lib/db";
import { endOfDayIST, istDate } from "@/lib/time";
import { rupeesToPaise } from "@/lib/money";
import { amountInRupees, quotationSelect, toApiQuotation } from "./quotations";

// The admin's side of quotations: list and answer. Only this module changes a
// quotation's status, quoted price, validity and message. Both functions
// refuse anyone but an admin themselves (docs/adr/0001).

export const quotationFilterSchema = z.object({
  status: z
    .enum(["pending", "approved", "rejected", "all"], { error: "status must be pending, approved, rejected or all." })
    .optional()
    .default("pending"),
  page: adminPageParam,
});
export type QuotationFilter = z.infer<typeof quotationFilterSchema>;

export const ADMIN_QUOTATIONS_PAGE_SIZE = 50;

/**
 * A date alone (the form's date field) is valid through that whole day in
 * India, as the shopper reads it; one the calendar does not have ("2027-02-31",
 * which Date would read as 3 March) is no date. Anything else is left to z.coerce.date.
 */
function validUntilDate(value: unknown): unknown {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return value;
  const end = endOfDayIST(text);
  return istDate(end) === text ? end : new Date(Number.NaN);
}

/** An admin's answer. Approving needs a price and a validity date in the future; rejecting needs a message. */
export const quotationResponseSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({
      decision: z.literal("approve"),
      quotedPrice: amountInRupees("quotedPrice"),
      validUntil: z.preprocess(validUntilDate, z.coerce.date({ error: "validUntil must be a date." })),
      message: z.string().trim().max(2000, "The message can be at most 2000 characters.").optional().default(""),
    }),
    z.object({
      decision: z.literal("reject"),
      message: z
        .string()
        .trim()
        .min(1, "Tell the shopper why.")
        .max(2000, "The message can be at most 2000 characters."),
    }),
  ],
  { error: "decision must be approve or reject." },
);
export type QuotationResponse = z.infer<typeof quotationResponseSchema>;

/**
 * One page of quotations for the console: the pending ones oldest first (a
 * queue, as with exchanges), the others newest first.
 */
export async function listQuotationsForAdmin(viewer: Viewer, { status, page }: QuotationFilter) {
  assertAdmin(viewer);
  const where = status === "all" ? {} : { status: status.toUpperCase() as QuotationStatus };
  const [rows, total] = await Promise.all([
    prisma.quotation.findMany({
      where,
      orderBy: status === "pending" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "asc" }],
      ...pageWindow(page, ADMIN_QUOTATIONS_PAGE_SIZE),
      select: { ...quotationSelect, user: { select: { name: true, email: true } } },
    }),
    prisma.quotation.count({ where }),
  ]);
  return {
    quotations: rows.map((row) => ({ ...toApiQuotation(row), customer: row.user })),
    ...pageInfo(page, ADMIN_QUOTATIONS_PAGE_SIZE, total),
  };
}

/** Records the admin's answer once: a quotation already answered is a 409. */
export async function respondToQuotation(
  viewer: Viewer,
  quotationId: string,
  response: QuotationResponse,
  now = new Date(),
) {
  assertAdmin(viewer);
  const adminId = viewer.id;
  if (response.decision === "approve" && response.validUntil.getTime() <= now.getTime()) {
    throw invalidInput("validUntil must be in the future.");
  }
  const data =
    response.decision === "approve"
      ? {
          status: "APPROVED" as const,
          quotedPrice: rupeesToPaise(response.quotedPrice),
          validUntil: response.validUntil,
          adminResponse: response.message || null,
        }
      : { status: "REJECTED" as const, quotedPrice: null, validUntil: null, adminResponse: response.message };
  const updated = await prisma.quotation.updateMany({
    where: { id: quotationId, status: "PENDING" },
    data: { ...data, respondedAt: now, respondedById: adminId },
  });
  if (updated.count === 0) {
    const exists = await prisma.quotation.findUnique({ where: { id: quotationId }, select: { status: true } });
    if (!exists) throw notFound("No such quotation.");
    throw conflict(`This quotation was already ${exists.status.toLowerCase()}.`);
  }
}
