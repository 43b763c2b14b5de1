import "server-only";
import { z } from "zod";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { ADMIN_COUNT_CAP, adminPageParam, openPageInfo, pageWindow } from "@/lib/admin/paging";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { prisma, type Prisma, type QuotationStatus } from "@/lib/db";
import { awaitsOnlinePayment } from "@/lib/orders/checkout";
import { endOfDayIST, istDate } from "@/lib/time";
import { rupeesToPaise } from "@/lib/money";
import { queueQuotationMail, sendQueuedQuotationMail } from "./mail";
import { amountInRupees, quotationSelect, toApiQuotation } from "./quotations";

// The admin's side of quotations: list, answer and withdraw an approval. Only
// this module changes a quotation's status, quoted price, validity and
// message. Every function refuses anyone but an admin itself (docs/adr/0001).

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

/**
 * The last moment a quotation may be valid till: the end of 31 December 9999 in India. A later one
 * ("275760-09-13", a year typed with six digits) was stored, then read back as an invalid date, so the
 * shopper's quotations (GET /api/quotation/my) answered 500 and the approval's mail was never sent.
 */
const LATEST_VALID_UNTIL = endOfDayIST("9999-12-31");

/** What the shopper reads when an admin turns a quotation down (a rejection, or an approval withdrawn). */
const messageToShopper = z
  .string({ error: "Tell the shopper why." })
  .trim()
  .min(1, "Tell the shopper why.")
  .max(2000, "The message can be at most 2000 characters.");

/** An admin's answer. Approving needs a price and a validity date in the future; rejecting needs a message. */
export const quotationResponseSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({
      decision: z.literal("approve"),
      quotedPrice: amountInRupees("quotedPrice"),
      validUntil: z.preprocess(
        validUntilDate,
        z.coerce
          .date({ error: "validUntil must be a date." })
          .max(LATEST_VALID_UNTIL, "validUntil must be no later than 31 December 9999."),
      ),
      message: z.string().trim().max(2000, "The message can be at most 2000 characters.").optional().default(""),
    }),
    z.object({ decision: z.literal("reject"), message: messageToShopper }),
  ],
  { error: "decision must be approve or reject." },
);
export type QuotationResponse = z.infer<typeof quotationResponseSchema>;

/** Withdrawing an approval (a wrong price, say): the shopper is told why. */
export const withdrawQuotationSchema = z.object({ message: messageToShopper });
export type WithdrawQuotationInput = z.infer<typeof withdrawQuotationSchema>;

const adminQuotationSelect = { ...quotationSelect, user: { select: { name: true, email: true } } };

/**
 * One page of quotations for the console: the pending ones oldest first (a
 * queue, as with exchanges), the others newest first. Counted up to
 * ADMIN_COUNT_CAP in that order (docs/adr/0044): "all" grows without bound.
 */
export async function listQuotationsForAdmin(viewer: Viewer, { status, page }: QuotationFilter) {
  assertAdmin(viewer);
  const where = status === "all" ? {} : { status: status.toUpperCase() as QuotationStatus };
  const orderBy: Prisma.QuotationOrderByWithRelationInput[] =
    status === "pending" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "asc" }];
  const { skip, take } = pageWindow(page, ADMIN_QUOTATIONS_PAGE_SIZE);
  const [rows, counted] = await Promise.all([
    prisma.quotation.findMany({ where, orderBy, skip, take: take + 1, select: adminQuotationSelect }),
    prisma.quotation.count({ where, orderBy, take: ADMIN_COUNT_CAP + 1 }),
  ]);
  const shown = rows.slice(0, take);
  return {
    quotations: shown.map((row) => ({ ...toApiQuotation(row), customer: row.user })),
    ...openPageInfo(page, ADMIN_QUOTATIONS_PAGE_SIZE, counted, shown.length, rows.length > take),
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
  const mail = await prisma.$transaction(async (tx) => {
    const updated = await tx.quotation.updateMany({
      where: { id: quotationId, status: "PENDING" },
      data: { ...data, respondedAt: now, respondedById: adminId },
    });
    if (updated.count === 0) return false;
    // With the answer: a process ending before it is delivered leaves it to the send-mails job.
    return queueQuotationMail(quotationId, response.decision === "approve" ? "approved" : "rejected", tx);
  });
  if (mail === false) {
    const exists = await prisma.quotation.findUnique({ where: { id: quotationId }, select: { status: true } });
    if (!exists) throw notFound("No such quotation.");
    throw conflict(`This quotation was already ${exists.status.toLowerCase()}.`);
  }
  await sendQueuedQuotationMail(mail);
}

/**
 * Takes an approval back before anything is ordered at its price (an admin
 * typed ₹4,250 for ₹42,500): the quotation becomes rejected, with the admin's
 * message and no price or validity, as a rejection has. Pending, already
 * rejected, or held by an order (also one still waiting for its online
 * payment) is a 409; an unknown id a 404. Returns the quotation as the console lists it.
 *
 * Checkout locks the quotation's row before it reads it (lib/orders/checkout.ts), and so does this:
 * whichever comes second waits and then sees the first's result — a withdrawal after a checkout finds its
 * order, a checkout after a withdrawal finds the quotation rejected. A `NOT EXISTS (order)` inside the
 * UPDATE alone would not see an order a checkout has written but not committed yet.
 */
export async function withdrawQuotation(
  viewer: Viewer,
  quotationId: string,
  input: WithdrawQuotationInput,
  now = new Date(),
) {
  assertAdmin(viewer);
  const adminId = viewer.id;
  // Checked here too: the shopper reads this message, whoever calls.
  const parsed = withdrawQuotationSchema.safeParse(input);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? "Tell the shopper why.";
    throw invalidInput(problem, [{ path: "message", message: problem }]);
  }
  const { message } = parsed.data;
  const { row, mail } = await prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<Array<{ status: QuotationStatus }>>`
      SELECT "status" FROM "Quotation" WHERE "id" = ${quotationId} FOR UPDATE`;
    if (!locked) throw notFound("No such quotation.");
    if (locked.status === "PENDING")
      throw conflict("This quotation has not been answered yet: there is no approval to withdraw.");
    if (locked.status !== "APPROVED") throw conflict(`This quotation was already ${locked.status.toLowerCase()}.`);
    // A statement of its own after the lock: it sees an order a checkout committed while this waited.
    const holder = await tx.order.findUnique({
      where: { quotationId },
      select: { number: true, paymentMethod: true, paymentStatus: true },
    });
    if (holder && awaitsOnlinePayment(holder))
      throw conflict(
        `Order #${holder.number} of this quotation is waiting for its online payment, so the approval cannot be withdrawn yet. If it is paid, cancel that order first; if not, it is cancelled by itself when its payment window closes, and you can withdraw the approval then.`,
      );
    if (holder)
      throw conflict(
        `This quotation has already been ordered (order #${holder.number}), so its approval cannot be withdrawn. Cancel that order first if it must not go ahead.`,
      );
    const withdrawn = await tx.quotation.update({
      where: { id: quotationId },
      data: {
        status: "REJECTED",
        quotedPrice: null,
        validUntil: null,
        adminResponse: message,
        respondedAt: now,
        respondedById: adminId,
      },
      select: adminQuotationSelect,
    });
    // With the withdrawal: a process ending before it is delivered leaves it to the send-mails job.
    return { row: withdrawn, mail: await queueQuotationMail(quotationId, "withdrawn", tx) };
  });
  await sendQueuedQuotationMail(mail);
  return { ...toApiQuotation(row), customer: row.user };
}
