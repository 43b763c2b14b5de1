import "server-only";
import { canSeeOwnedBy, type Viewer } from "@/lib/auth/viewer";
import { prisma, type Prisma } from "@/lib/db";
import { loadOnce } from "@/lib/load-once";
import { istDate } from "@/lib/time";
import { formatStoreAddress, store } from "@/lib/store";
import {
  EXCHANGE_DELIVERY_DESCRIPTION,
  EXCHANGE_DELIVERY_GST_BASIS_POINTS,
  EXCHANGE_DELIVERY_SAC,
} from "@/lib/exchanges/charges";
import { apportionDelivery, includedTax, principalLineIndex } from "./pricing";

// GST tax invoices (reference/india.md): one per order, issued when it ships
// (goods are invoiced when they leave), numbered 1, 2, 3… without gaps within
// each financial year; cancelling an invoiced order (a refused delivery)
// issues a credit note that reverses it, in a series of its own. Prices include GST, so each amount is split into its
// taxable value and the tax it contains; inside the seller's state that tax is
// CGST + SGST (equal halves), to any other state IGST. The delivery charge is part
// of the same supply as the goods and is apportioned over them by taxable value.
// A document's figures are worked out once, when its number is allotted, and
// stored (TaxDocument); every page, register and return reads them as stored
// (docs/adr/0036-gst-documents-fixed-when-issued.md).

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
export async function nextSerial(tx: Prisma.TransactionClient, series: string): Promise<number> {
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
  await storeInvoice(tx, orderId, "current");
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
  await storeCreditNote(tx, orderId);
  return creditNoteNumber;
}

/** Credit notes have their own series, told apart from invoices by this prefix. */
export const CREDIT_NOTE_PREFIX = "CN";

type TaxSplit = { cgst: number; sgst: number; igst: number };

/**
 * How a document's figures are worked out. "current": the delivery charge is apportioned over the
 * goods by taxable value and CGST equals SGST (docs/adr/0036-gst-documents-fixed-when-issued.md).
 * "before-2026-11-27": the delivery charge at the main line's rate and the tax split with the odd
 * paisa to SGST, as the documents issued until then were shown; used only to store those
 * (backfillTaxDocuments, below).
 */
export type DocumentRules = "current" | "before-2026-11-27";

/** The GST contained in `tax` paise, as CGST + SGST inside the seller's state (the odd paisa to SGST) or IGST outside it: the rule before 2026-11-27. */
export function splitTax(tax: number, intraState: boolean): TaxSplit {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * The GST contained in a tax-inclusive `amount` at `rateBasisPoints`. Inside the seller's state
 * CGST and SGST are each levied at half the rate and must be equal, so one half is worked out
 * (amount × rate/2 ÷ (100 % + rate)), rounded to the paisa, and charged twice. The amount charged
 * is fixed (prices include GST), so the rounding moves the taxable value by at most a paisa and
 * never sets one tax a paisa apart from the other.
 */
export function taxContained(amount: number, rateBasisPoints: number, intraState: boolean): TaxSplit {
  if (!intraState) return { cgst: 0, sgst: 0, igst: includedTax(amount, rateBasisPoints) };
  if (rateBasisPoints <= 0) return { cgst: 0, sgst: 0, igst: 0 };
  const half = Math.round((amount * rateBasisPoints) / (2 * (10_000 + rateBasisPoints)));
  return { cgst: half, sgst: half, igst: 0 };
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

export const DELIVERY_DESCRIPTION = "Delivery charges";

/**
 * The invoice's lines and totals (paise) for an order's stored lines and delivery charge, by
 * `rules` (the current ones unless told). A replacement shipment (an approved exchange) bills only
 * its exchange delivery charge, as a courier service: its goods are replaced free of charge and
 * are no sale (lib/exchanges/charges.ts). Only issuing a document calls this: every document
 * shown is read as stored (lib/orders/tax-documents.ts).
 */
export function invoiceLines(
  order: InvoiceSource,
  sellerState = store.address.state,
  rules: DocumentRules = "current",
) {
  const intraState = order.shipState.trim().toLowerCase() === sellerState.trim().toLowerCase();
  const line = (
    description: string,
    hsnCode: string | null,
    quantity: number | null,
    amount: number,
    rateBasisPoints: number,
  ): InvoiceLine => {
    const taxes =
      rules === "current"
        ? taxContained(amount, rateBasisPoints, intraState)
        : splitTax(includedTax(amount, rateBasisPoints), intraState);
    return {
      description,
      hsnCode,
      quantity,
      amount,
      taxableValue: amount - taxes.cgst - taxes.sgst - taxes.igst,
      rateBasisPoints,
      ...taxes,
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
  const goods = order.items.map((item) => {
    return line(lineDescription(item), item.hsnCode, item.quantity, item.lineTotal, item.taxRateBasisPoints);
  });
  const delivery: InvoiceLine[] = [];
  if (order.shippingFee > 0 && rules === "current") {
    for (const part of apportionDelivery(order.shippingFee, goods))
      delivery.push(line(DELIVERY_DESCRIPTION, part.hsnCode, null, part.amount, part.rateBasisPoints));
  } else if (order.shippingFee > 0) {
    const principal = order.items[principalLineIndex(order.items.map((item) => item.lineTotal))];
    delivery.push(
      line(
        DELIVERY_DESCRIPTION,
        principal?.hsnCode ?? null,
        null,
        order.shippingFee,
        principal?.taxRateBasisPoints ?? 0,
      ),
    );
  }
  const lines = [...goods, ...delivery];
  return { intraState, lines, totals: totalsOf(lines) };
}

/** How a goods line reads on a GST document: the product with its size and colour, "Tote (M, Black)". */
export function lineDescription(item: { productName: string; size: string; color: string }): string {
  const variant = [item.size, item.color].filter(Boolean).join(", ");
  return variant ? `${item.productName} (${variant})` : item.productName;
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

/** What is stored of an order's document, and what storing it reads of the order. */
export const invoiceDocumentSource = {
  ...invoiceSource,
  shipFullName: true,
  shipStreet: true,
  shipCity: true,
  shipPostalCode: true,
  shipCountry: true,
  buyerGstin: true,
  buyerBusinessName: true,
} satisfies Prisma.OrderSelect;
type DocumentSource = Prisma.OrderGetPayload<{ select: typeof invoiceDocumentSource }>;

/** The supplier as the shop is registered now: each document keeps the one it was issued by. */
export const sellerNow = () => ({
  sellerLegalName: store.legalName,
  sellerGstin: store.gstin,
  sellerAddress: formatStoreAddress(),
});

/** The address an order was shipped to, on one line, as a document prints its consignee's. */
export function consigneeAddressOf(order: {
  shipStreet: string;
  shipCity: string;
  shipState: string;
  shipPostalCode: string;
  shipCountry: string;
}): string {
  return `${order.shipStreet}, ${order.shipCity}, ${order.shipState} ${order.shipPostalCode}, ${order.shipCountry}`;
}

/** An invoice's stored row (its figures by `rules`), from its order. */
export function invoiceDocumentData(order: DocumentSource & { id: string }, rules: DocumentRules) {
  const { intraState, lines, totals } = invoiceLines(order, store.address.state, rules);
  const buyer = businessBuyerOf(order);
  return {
    orderId: order.id,
    kind: "INVOICE",
    ...sellerNow(),
    buyerGstin: buyer?.gstin ?? null,
    buyerName: buyer?.businessName ?? null,
    consigneeName: order.shipFullName,
    consigneeAddress: consigneeAddressOf(order),
    placeOfSupply: order.shipState,
    intraState,
    deliveryApportioned: rules === "current",
    lines,
    taxableValue: totals.taxableValue,
    cgst: totals.cgst,
    sgst: totals.sgst,
    igst: totals.igst,
    total: totals.amount,
  } satisfies Prisma.TaxDocumentCreateManyInput;
}

/** Stores the order's invoice as it is issued now (or, `rules` "before-2026-11-27", as it was shown before documents were stored). */
async function storeInvoice(tx: Prisma.TransactionClient, orderId: string, rules: DocumentRules) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, ...invoiceDocumentSource },
  });
  // An earlier invoice backfillTaxDocuments may be storing at the same moment: once.
  await tx.taxDocument.createMany({ data: [invoiceDocumentData(order, rules)], skipDuplicates: true });
}

/**
 * Stores the order's credit note: it reverses the whole invoice, so it repeats the invoice's
 * stored figures, buyer and place of supply, issued by the supplier as registered now. An invoice
 * issued before documents were stored (and not stored yet) is stored first, as it was shown.
 */
async function storeCreditNote(tx: Prisma.TransactionClient, orderId: string) {
  const find = () => tx.taxDocument.findUnique({ where: { orderId_kind: { orderId, kind: "INVOICE" } } });
  let invoice = await find();
  if (!invoice) {
    await storeInvoice(tx, orderId, "before-2026-11-27");
    invoice = (await find())!;
  }
  await tx.taxDocument.create({ data: creditNoteDocumentData(invoice) });
}

/** A credit note's stored row, from its invoice's. */
export function creditNoteDocumentData(invoice: Prisma.TaxDocumentGetPayload<true>) {
  return {
    orderId: invoice.orderId,
    kind: "CREDIT_NOTE",
    ...sellerNow(),
    buyerGstin: invoice.buyerGstin,
    buyerName: invoice.buyerName,
    consigneeName: invoice.consigneeName,
    consigneeAddress: invoice.consigneeAddress,
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    deliveryApportioned: invoice.deliveryApportioned,
    lines: invoice.lines as Prisma.InputJsonValue,
    taxableValue: invoice.taxableValue,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    total: invoice.total,
  } satisfies Prisma.TaxDocumentCreateManyInput;
}

/** What the pages, the register and the returns read of a stored document. */
export const taxDocumentSelect = {
  sellerLegalName: true,
  sellerGstin: true,
  sellerAddress: true,
  buyerGstin: true,
  buyerName: true,
  consigneeName: true,
  consigneeAddress: true,
  placeOfSupply: true,
  intraState: true,
  deliveryApportioned: true,
  lines: true,
  taxableValue: true,
  cgst: true,
  sgst: true,
  igst: true,
  total: true,
} satisfies Prisma.TaxDocumentSelect;
type StoredDocument = Prisma.TaxDocumentGetPayload<{ select: typeof taxDocumentSelect }>;

/** A stored document's figures as the pages and reports use them (paise). */
export function storedFigures(stored: StoredDocument) {
  return {
    seller: { legalName: stored.sellerLegalName, gstin: stored.sellerGstin, address: stored.sellerAddress },
    /** The registered business it is made out to (a B2B document), or null (B2C). */
    buyer: businessBuyerOf({ buyerGstin: stored.buyerGstin, buyerBusinessName: stored.buyerName }),
    consignee: { name: stored.consigneeName, address: stored.consigneeAddress },
    placeOfSupply: stored.placeOfSupply,
    intraState: stored.intraState,
    deliveryApportioned: stored.deliveryApportioned,
    lines: stored.lines as InvoiceLine[],
    totals: {
      taxableValue: stored.taxableValue,
      cgst: stored.cgst,
      sgst: stored.sgst,
      igst: stored.igst,
      amount: stored.total,
    },
  };
}
export type StoredFigures = ReturnType<typeof storedFigures>;

/** Thrown when an issued document has no stored figures (storeEarlierDocuments stores those issued before they were kept). */
export function missingDocument(number: string): Error {
  return new Error(
    `GST document ${number} has no stored figures: backfillTaxDocuments stores them (storeEarlierDocuments).`,
  );
}

// Documents issued before they were stored (migration 20261127065505_gst_documents_fixed) get
// their stored figures here, as they were shown until then: the delivery charge at the main
// line's rate, the tax split with the odd paisa to SGST, the shop's configured identity. It
// is idempotent (documents already stored are skipped, so instances starting together and a
// shipment in flight never store one twice) and finds nothing to do once every document is
// stored. It is not SQL in the migration because the figures' rules live once, here in
// TypeScript, and the shop's GSTIN and address come from its environment (STORE_*). Each server
// process runs it once, before the first document it shows or reports (storeEarlierDocuments);
// not in instrumentation.ts, which cannot import server-only modules.

const BACKFILL_BATCH = 200;

/** Stores every issued invoice and credit note that has no stored figures yet; answers how many it stored. */
export async function backfillTaxDocuments(): Promise<number> {
  let stored = 0;
  for (;;) {
    const orders = await prisma.order.findMany({
      where: { invoiceNumber: { not: null }, taxDocuments: { none: { kind: "INVOICE" } } },
      select: { id: true, ...invoiceDocumentSource },
      orderBy: { id: "asc" },
      take: BACKFILL_BATCH,
    });
    if (orders.length === 0) break;
    const { count } = await prisma.taxDocument.createMany({
      data: orders.map((order) => invoiceDocumentData(order, "before-2026-11-27")),
      skipDuplicates: true,
    });
    stored += count;
  }
  for (;;) {
    const orders = await prisma.order.findMany({
      where: { creditNoteNumber: { not: null }, taxDocuments: { none: { kind: "CREDIT_NOTE" } } },
      select: { taxDocuments: { where: { kind: "INVOICE" } } },
      orderBy: { id: "asc" },
      take: BACKFILL_BATCH,
    });
    if (orders.length === 0) break;
    const { count } = await prisma.taxDocument.createMany({
      data: orders.map((order) => creditNoteDocumentData(order.taxDocuments[0]!)),
      skipDuplicates: true,
    });
    stored += count;
  }
  return stored;
}

/** backfillTaxDocuments, once per server process (again after a failure): what reads documents awaits it first. */
export const storeEarlierDocuments = loadOnce(backfillTaxDocuments);

const invoiceSelect = {
  id: true,
  number: true,
  userId: true,
  invoiceNumber: true,
  invoiceIssuedAt: true,
  creditNoteNumber: true,
  creditNoteIssuedAt: true,
  paymentMethod: true,
  exchangeForOrderId: true,
  shipPhone: true,
  user: { select: { email: true, deletedAt: true } },
} satisfies Prisma.OrderSelect;

/**
 * The tax invoice of an order (or, `kind` "credit-note", the credit note reversing it) as it was
 * issued, for its owner or an admin (checked here, on the verified viewer); null when there is no
 * such order for them or no such document yet.
 */
export async function getTaxInvoice(viewer: Viewer, orderId: string, kind: "invoice" | "credit-note" = "invoice") {
  await storeEarlierDocuments();
  for (const afterBackfill of [false, true]) {
    const order = await prisma.order.findUnique({
      where: { id: orderId },
      select: {
        ...invoiceSelect,
        taxDocuments: { where: { kind: kind === "invoice" ? "INVOICE" : "CREDIT_NOTE" }, select: taxDocumentSelect },
      },
    });
    if (!order || !canSeeOwnedBy(viewer, order.userId)) return null;
    if (!order.invoiceNumber || !order.invoiceIssuedAt) return null;
    if (kind === "credit-note" && (!order.creditNoteNumber || !order.creditNoteIssuedAt)) return null;
    const { taxDocuments, ...rest } = order;
    const [stored] = taxDocuments;
    if (!stored && !afterBackfill) {
      // Issued without stored figures since this process stored the earlier ones (an older release
      // still running beside this one): stored as it was shown, then read again.
      await backfillTaxDocuments();
      continue;
    }
    if (!stored) throw missingDocument((kind === "invoice" ? order.invoiceNumber : order.creditNoteNumber)!);
    return {
      ...rest,
      invoiceNumber: order.invoiceNumber,
      invoiceIssuedAt: order.invoiceIssuedAt,
      ...storedFigures(stored),
    };
  }
  return null; // not reached: the second pass returns or throws
}
export type TaxInvoice = NonNullable<Awaited<ReturnType<typeof getTaxInvoice>>>;
