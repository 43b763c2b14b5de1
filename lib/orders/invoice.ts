import "server-only";
import { canSeeOwnedBy, type Viewer } from "@/lib/auth/viewer";
import { prisma, type Prisma } from "@/lib/db";
import { istDate } from "@/lib/time";
import { store } from "@/lib/store";
import {
  EXCHANGE_DELIVERY_DESCRIPTION,
  EXCHANGE_DELIVERY_GST_BASIS_POINTS,
  EXCHANGE_DELIVERY_SAC,
} from "@/lib/exchanges/charges";
import { shippingAddressSelect } from "./orders";
import { includedTax, principalLineIndex } from "./pricing";

// GST tax invoices (reference/india.md): one per order, issued when it ships
// (goods are invoiced when they leave), numbered 1, 2, 3… without gaps within
// each financial year; cancelling an invoiced order (a refused delivery)
// issues a credit note that reverses it, in a series of its own. Prices include GST, so each amount is split into its
// taxable value and the tax it contains; inside the seller's state that tax is
// CGST + SGST (half each), to any other state IGST. The delivery charge is part
// of the same supply as the goods and carries the main line's rate.

// GST dates and years are India's (lib/time.ts).

/** The financial year (April to March, India time) of `at`, e.g. "26-27". */
export function financialYearOf(at: Date): string {
  const [istYear, istMonth] = istDate(at).split("-").map(Number) as [number, number];
  const startYear = istMonth >= 4 ? istYear : istYear - 1;
  const two = (year: number) => String(year % 100).padStart(2, "0");
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/** PREFIX/YY-YY/NNNNN: at most 16 characters, as GST allows, for up to 999,999 a year. */
export function formatInvoiceNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear}/${String(serial).padStart(5, "0")}`;
}

/**
 * The next serial of a document series in a financial year. The series' row
 * is locked by the upsert until the transaction ends, so concurrent callers
 * take consecutive serials and a rolled-back one gives its serial back.
 */
async function nextSerial(tx: Prisma.TransactionClient, series: string): Promise<number> {
  const [row] = await tx.$queryRaw<Array<{ lastSerial: number }>>`
    INSERT INTO "DocumentSequence" ("series", "lastSerial") VALUES (${series}, 1)
    ON CONFLICT ("series") DO UPDATE SET "lastSerial" = "DocumentSequence"."lastSerial" + 1
    RETURNING "lastSerial"`;
  return row!.lastSerial;
}

/** Gives the order its invoice number, once; inside the transaction that ships it. */
export async function issueInvoice(tx: Prisma.TransactionClient, orderId: string, at: Date): Promise<string> {
  const existing = await tx.order.findUnique({ where: { id: orderId }, select: { invoiceNumber: true } });
  if (existing?.invoiceNumber) return existing.invoiceNumber;
  const financialYear = financialYearOf(at);
  const serial = await nextSerial(tx, `invoice ${financialYear}`);
  const invoiceNumber = formatInvoiceNumber(store.invoicePrefix, financialYear, serial);
  await tx.order.update({ where: { id: orderId }, data: { invoiceNumber, invoiceIssuedAt: at } });
  return invoiceNumber;
}

/**
 * Reverses an invoiced order's tax invoice with a credit note (its own series,
 * CN/YY-YY/NNNNN), once; inside the transaction that cancels the order. An
 * order without an invoice needs none: returns null.
 */
export async function issueCreditNote(tx: Prisma.TransactionClient, orderId: string, at: Date): Promise<string | null> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { invoiceNumber: true, creditNoteNumber: true },
  });
  if (!order?.invoiceNumber) return null;
  if (order.creditNoteNumber) return order.creditNoteNumber;
  const financialYear = financialYearOf(at);
  const serial = await nextSerial(tx, `credit-note ${financialYear}`);
  const creditNoteNumber = formatInvoiceNumber(CREDIT_NOTE_PREFIX, financialYear, serial);
  await tx.order.update({ where: { id: orderId }, data: { creditNoteNumber, creditNoteIssuedAt: at } });
  return creditNoteNumber;
}

/** Credit notes have their own series, told apart from invoices by this prefix. */
export const CREDIT_NOTE_PREFIX = "CN";

type TaxSplit = { cgst: number; sgst: number; igst: number };

/** The GST contained in `tax` paise, as CGST + SGST inside the seller's state or IGST outside it. */
export function splitTax(tax: number, intraState: boolean): TaxSplit {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

export type InvoiceLine = TaxSplit & {
  description: string;
  hsnCode: string | null;
  quantity: number | null;
  /** Paise, tax included, as charged. */
  amount: number;
  taxableValue: number;
  rateBasisPoints: number;
};

/** What invoiceLines reads of an order. */
export const invoiceSource = {
  shippingFee: true,
  shipState: true,
  exchangeForOrderId: true,
  items: {
    orderBy: { id: "asc" },
    select: {
      productName: true,
      size: true,
      color: true,
      hsnCode: true,
      quantity: true,
      lineTotal: true,
      taxRateBasisPoints: true,
    },
  },
} satisfies Prisma.OrderSelect;
type InvoiceSource = Omit<Prisma.OrderGetPayload<{ select: typeof invoiceSource }>, "exchangeForOrderId"> & {
  exchangeForOrderId?: string | null;
};

/**
 * The invoice's lines and totals (paise) for an order's stored lines and delivery charge.
 * A replacement shipment (an approved exchange) bills only its exchange delivery charge, as a
 * courier service: its goods are replaced free of charge and are no sale (lib/exchanges/charges.ts).
 */
export function invoiceLines(order: InvoiceSource, sellerState = store.address.state) {
  const intraState = order.shipState.trim().toLowerCase() === sellerState.trim().toLowerCase();
  const line = (
    description: string,
    hsnCode: string | null,
    quantity: number | null,
    amount: number,
    rateBasisPoints: number,
  ): InvoiceLine => {
    const tax = includedTax(amount, rateBasisPoints);
    return {
      description,
      hsnCode,
      quantity,
      amount,
      taxableValue: amount - tax,
      rateBasisPoints,
      ...splitTax(tax, intraState),
    };
  };
  if (order.exchangeForOrderId) {
    const lines =
      order.shippingFee > 0
        ? [
            line(
              EXCHANGE_DELIVERY_DESCRIPTION,
              EXCHANGE_DELIVERY_SAC,
              null,
              order.shippingFee,
              EXCHANGE_DELIVERY_GST_BASIS_POINTS,
            ),
          ]
        : [];
    return { intraState, lines, totals: totalsOf(lines) };
  }
  const lines = order.items.map((item) => {
    const variant = [item.size, item.color].filter(Boolean).join(", ");
    return line(
      variant ? `${item.productName} (${variant})` : item.productName,
      item.hsnCode,
      item.quantity,
      item.lineTotal,
      item.taxRateBasisPoints,
    );
  });
  if (order.shippingFee > 0) {
    const principal = order.items[principalLineIndex(order.items.map((item) => item.lineTotal))];
    lines.push(
      line("Delivery charges", principal?.hsnCode ?? null, null, order.shippingFee, principal?.taxRateBasisPoints ?? 0),
    );
  }
  return { intraState, lines, totals: totalsOf(lines) };
}

function totalsOf(lines: InvoiceLine[]) {
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    taxableValue: sum((l) => l.taxableValue),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    amount: sum((l) => l.amount),
  };
}

/**
 * The business a tax invoice is made out to: a registered buyer makes the
 * invoice B2B (GSTR-1 reports it invoice by invoice, with the buyer's GSTIN);
 * null for a consumer (B2C).
 */
export function businessBuyerOf(order: { buyerGstin: string | null; buyerBusinessName: string | null }) {
  return order.buyerGstin && order.buyerBusinessName
    ? { gstin: order.buyerGstin, businessName: order.buyerBusinessName }
    : null;
}

const invoiceSelect = {
  id: true,
  number: true,
  userId: true,
  invoiceNumber: true,
  invoiceIssuedAt: true,
  creditNoteNumber: true,
  creditNoteIssuedAt: true,
  createdAt: true,
  total: true,
  paymentMethod: true,
  ...shippingAddressSelect,
  buyerGstin: true,
  buyerBusinessName: true,
  user: { select: { email: true, deletedAt: true } },
  ...invoiceSource,
} satisfies Prisma.OrderSelect;

/**
 * The tax invoice of an order, for its owner or an admin (checked here, on
 * the verified viewer); null when there is no such order for them or it has
 * not shipped yet.
 */
export async function getTaxInvoice(viewer: Viewer, orderId: string) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: invoiceSelect });
  if (!order || !canSeeOwnedBy(viewer, order.userId)) return null;
  if (!order.invoiceNumber || !order.invoiceIssuedAt) return null;
  return {
    ...order,
    invoiceNumber: order.invoiceNumber,
    invoiceIssuedAt: order.invoiceIssuedAt,
    /** The registered business it is made out to (a B2B invoice), or null (B2C). */
    buyer: businessBuyerOf(order),
    ...invoiceLines(order),
  };
}
export type TaxInvoice = NonNullable<Awaited<ReturnType<typeof getTaxInvoice>>>;
