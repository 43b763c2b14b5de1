import "server-only";
import { z } from "zod";
import { invalidInput } from "@/lib/errors";
import { Prisma, prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import { validityPassed } from "./status";
import { formatINR, isWholePaise, paiseToRupees, rupeesToPaise } from "@/lib/money";
import { deliverAfterResponse } from "@/lib/mail/queue";
import { queueShopAlert, quotedText } from "@/lib/mail/shop-alerts";
import { enforceRateLimit } from "@/lib/rate-limit";
import { withUserLock } from "@/lib/user-lock";
import { PRODUCT_LIMITS } from "@/lib/catalog/admin-limits";
import { assertOffered, optionSchema } from "@/lib/cart/cart";

// Quotation requests (corporate gifting and bulk orders): a shopper asks for a
// price on several products; an admin answers with a quoted price, a
// valid-till date and a message. Money in paise here; rupees at the API edge.

export const MAX_QUOTATION_ITEMS = 50;
export const MAX_QUOTATION_QUANTITY = 100_000;

/**
 * An amount in rupees as a form or client sends it, a budget or a quoted
 * price: a number or its text ("1500.50"), nothing else (z.coerce alone read
 * true as ₹1 and [500] as ₹500); more than ₹0, at most ₹1 crore as a product's
 * price (paise fit the database's integer columns), whole paise.
 */
export function amountInRupees(field: string) {
  const notAnAmount = `${field} must be an amount in rupees.`;
  return z
    .union([z.number(), z.string().trim().min(1, notAnAmount)], { error: notAnAmount })
    .pipe(z.coerce.number({ error: notAnAmount }))
    .pipe(
      z
        .number()
        .positive(`${field} must be more than ₹0.`)
        .max(PRODUCT_LIMITS.maxPriceRupees, `${field} can be at most ₹1,00,00,000.`)
        .refine(isWholePaise, `${field} can have at most two decimals (paise).`),
    );
}

export const createQuotationSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string({ error: "productId is required." }).trim().min(1, "productId is required.").max(64),
        quantity: z
          .number({ error: "quantity must be a whole number." })
          .int("quantity must be a whole number.")
          .min(1, "quantity must be at least 1.")
          .max(MAX_QUOTATION_QUANTITY, `quantity can be at most ${MAX_QUOTATION_QUANTITY}.`),
        /** The cart line's size and colour; none for a bulk request (its notes can say). */
        size: optionSchema,
        color: optionSchema,
      }),
      { error: "items must be a list of products, each with its productId and quantity." },
    )
    .min(1, "Add at least one product to the quotation.")
    .max(MAX_QUOTATION_ITEMS, `At most ${MAX_QUOTATION_ITEMS} products per quotation.`),
  /** Rupees, as the shopper types them. */
  budget: amountInRupees("budget"),
  specialNotes: z
    .string()
    .trim()
    .max(2000, "Special requirements can be at most 2000 characters.")
    .optional()
    .default(""),
});
export type CreateQuotationInput = z.infer<typeof createQuotationSchema>;

/**
 * Quotation requests per shopper: a business asks for a few quotes, and each
 * request lands in the admin's queue with up to 50 lines and 2,000 characters
 * of notes, so a script must not be able to fill it. DB-backed (every instance).
 */
export const QUOTATION_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Counts one quotation request against the shopper's limit; a 429 with Retry-After beyond it. */
export async function throttleQuotationRequests(userId: string): Promise<void> {
  await enforceRateLimit(
    `quotations:create:user:${userId}`,
    QUOTATION_RATE_LIMIT,
    "You have sent a lot of quotation requests in a short time. Please try again later.",
  );
}

/**
 * Creates a pending quotation for the caller. Fields like status or quotedPrice in the input are never read.
 * Under the shopper's row lock: a request that raced the account's deletion (docs/adr/0033) writes nothing (404).
 */
export async function createQuotation(
  userId: string,
  input: Omit<CreateQuotationInput, "items"> & {
    items: Array<{ productId: string; quantity: number; size?: string; color?: string }>;
  },
  /** The language of the page it was asked from: the answer's e-mail is written in it. */
  locale: Locale = "en",
) {
  // The same product (in the same size and colour) twice becomes one line with the quantities added.
  const lines = new Map<string, { productId: string; size: string; color: string; quantity: number }>();
  for (const { productId, size = "", color = "", quantity } of input.items) {
    const key = JSON.stringify([productId, size, color]);
    const line = lines.get(key) ?? { productId, size, color, quantity: 0 };
    lines.set(key, { ...line, quantity: line.quantity + quantity });
  }
  // The limit is per product: lines of one product added up are held to it as one line is.
  const perProduct = new Map<string, number>();
  for (const line of lines.values())
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  if ([...perProduct.values()].some((quantity) => quantity > MAX_QUOTATION_QUANTITY)) {
    const message = `quantity can be at most ${MAX_QUOTATION_QUANTITY}.`;
    throw invalidInput(message, [{ path: "items", message }]);
  }
  const products = await prisma.product.findMany({
    where: { id: { in: [...perProduct.keys()] }, isActive: true },
    select: { id: true, name: true, sizes: true, colors: true },
  });
  const missing = [...perProduct.keys()].filter((id) => !products.some((p) => p.id === id));
  if (missing.length) throw invalidInput(`These products are not available: ${missing.join(", ")}.`);
  for (const line of lines.values())
    assertOffered(
      products.find((p) => p.id === line.productId)!,
      line.size,
      line.color,
    );
  const names = new Map(products.map((product) => [product.id, product.name]));
  const { quotation, alert } = await withUserLock(userId, async (tx) => {
    const created = await tx.quotation.create({
      data: {
        userId,
        budget: rupeesToPaise(input.budget),
        specialNotes: input.specialNotes,
        locale,
        items: { create: [...lines.values()] },
      },
      select: { id: true, status: true, user: { select: { name: true, email: true } } },
    });
    // The team's alert with the request: a process ending before it is delivered leaves it to the send-mails job.
    const queued = await queueShopAlert(
      {
        what: `quotation ${created.id}`,
        subject: `Quotation requested by ${created.user.name}, budget ${formatINR(rupeesToPaise(input.budget))}`,
        lines: [
          ...[...lines.values()].map((line) => {
            const options = [line.size, line.color].filter(Boolean).join(", ");
            return `${names.get(line.productId)}${options ? ` (${options})` : ""} × ${line.quantity}`;
          }),
          `From ${created.user.name} <${created.user.email}>.`,
          ...(input.specialNotes ? quotedText("Notes", input.specialNotes) : []),
        ],
        adminPath: "/admin/quotations",
      },
      tx,
    );
    return { quotation: created, alert: queued };
  });
  if (alert) await deliverAfterResponse(alert);
  return { id: quotation.id, status: quotation.status };
}

/** What every quotation view reads. */
export const quotationSelect = {
  id: true,
  status: true,
  budget: true,
  specialNotes: true,
  quotedPrice: true,
  validUntil: true,
  adminResponse: true,
  createdAt: true,
  items: {
    orderBy: { id: "asc" },
    select: { quantity: true, size: true, color: true, product: { select: { id: true, name: true } } },
  },
  order: { select: { id: true } },
} satisfies Prisma.QuotationSelect;

/** The spec's quotation shape (§3): rupees, lower-case status, items' productId populated with { _id, name }. */
export function toApiQuotation(row: Prisma.QuotationGetPayload<{ select: typeof quotationSelect }>, now = new Date()) {
  return {
    _id: row.id,
    status: row.status.toLowerCase(),
    budget: paiseToRupees(row.budget),
    specialNotes: row.specialNotes,
    items: row.items.map((item) => ({
      productId: { _id: item.product.id, name: item.product.name },
      quantity: item.quantity,
      size: item.size,
      color: item.color,
    })),
    quotedPrice: row.quotedPrice === null ? null : paiseToRupees(row.quotedPrice),
    validityDate: row.validUntil?.toISOString() ?? null,
    /**
     * Approved, not ordered, and past its validity date: checkout refuses it, so it no longer reads as a
     * price the shopper can buy at (status stays "approved", as the spec's shape has it).
     */
    expired: row.status === "APPROVED" && !row.order && !!row.validUntil && validityPassed(row.validUntil, now),
    adminResponse: row.adminResponse,
    createdAt: row.createdAt.toISOString(),
    /** The order placed from this quotation, once checked out. */
    orderId: row.order?.id ?? null,
  };
}

/**
 * Most quotations one list returns (newest first), as ORDER_HISTORY_LIMIT for orders: the rate
 * limit slows a script down but a shopper's requests add up, each with up to 50 lines.
 */
export const QUOTATION_HISTORY_LIMIT = 100;

/** The caller's quotations, newest first (the latest QUOTATION_HISTORY_LIMIT). */
export async function listMyQuotations(userId: string) {
  const rows = await prisma.quotation.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: QUOTATION_HISTORY_LIMIT,
    select: quotationSelect,
  });
  return rows.map((row) => toApiQuotation(row));
}

export type MyQuotation = Awaited<ReturnType<typeof listMyQuotations>>[number];
