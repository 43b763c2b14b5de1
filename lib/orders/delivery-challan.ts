import "server-only";
import { assertAdmin, canSeeOwnedBy, type Viewer } from "@/lib/auth/viewer";
import { prisma, type Prisma } from "@/lib/db";
import { monthRangeIST } from "@/lib/time";
import {
  consigneeAddressOf,
  financialYearOf,
  formatInvoiceNumber,
  lineDescription,
  nextSerial,
  sellerNow,
} from "./invoice";

// Delivery challans (CGST Rules, rule 55) for replacement shipments: an approved exchange's goods
// are replaced free of charge, which is no supply (CBIC circular 195/07/2023), so no tax invoice
// covers them (the replacement's invoice bills only the exchange delivery charge, lib/orders/invoice.ts)
// and they travel with a challan instead. Issued once, when the replacement ships, in that
// transaction; numbered DC/YY-YY/NNNNN in a series of its own per financial year (ADR 0020); stored
// as issued, a trigger refusing any change (docs/adr/0037-delivery-challans-for-replacements.md).
// No tax is charged on it; the value declared is the goods' value, each line at the unit price of
// the original order's line it replaces.

/** The challans' series, told apart from invoices and credit notes by this prefix. */
export const DELIVERY_CHALLAN_PREFIX = "DC";

/** Why the goods move without a supply, as the challan prints it (documents are in English, as the invoice). */
export const REPLACEMENT_CHALLAN_REASON = "Replacement under warranty/exchange — not a supply";

/** GSTR-1 table 13's nature of document for these challans. */
export const CHALLAN_DOCUMENT_NATURE = "Delivery challans in cases other than by way of supply";

export type ChallanLine = {
  description: string;
  hsnCode: string | null;
  quantity: number;
  /** Paise: the original line's unit price × the quantity replaced. */
  value: number;
};

type Tx = Prisma.TransactionClient;

/** What issuing a challan reads of the replacement order, and of the exchange it fulfils. */
const challanSource = {
  exchangeForOrderId: true,
  shipFullName: true,
  shipStreet: true,
  shipCity: true,
  shipState: true,
  shipPostalCode: true,
  shipCountry: true,
  buyerGstin: true,
  buyerBusinessName: true,
  deliveryChallan: { select: { number: true } },
  exchangeForOrder: {
    select: {
      exchange: {
        select: {
          items: {
            orderBy: { id: "asc" },
            select: {
              quantity: true,
              orderItem: { select: { productName: true, size: true, color: true, hsnCode: true, unitPrice: true } },
            },
          },
        },
      },
    },
  },
} satisfies Prisma.OrderSelect;

/**
 * Gives a replacement order its delivery challan, once, inside the transaction that ships it (beside
 * its invoice): answers its number, the existing one when it has one, or null for an order that is
 * no replacement (its goods are a supply, on its tax invoice).
 */
export async function issueDeliveryChallan(tx: Tx, orderId: string, at: Date): Promise<string | null> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: challanSource });
  if (!order?.exchangeForOrderId) return null;
  if (order.deliveryChallan) return order.deliveryChallan.number;
  const exchange = order.exchangeForOrder?.exchange;
  if (!exchange) throw new Error(`Replacement order ${orderId} has no exchange to issue its delivery challan from.`);
  // The replacement's lines were made from the exchange's, in this order; their prices are 0 (no sale),
  // so each line's value is the original order line's unit price.
  const lines: ChallanLine[] = exchange.items.map((item) => ({
    description: lineDescription(item.orderItem),
    hsnCode: item.orderItem.hsnCode,
    quantity: item.quantity,
    value: item.orderItem.unitPrice * item.quantity,
  }));
  const financialYear = financialYearOf(at);
  const serial = await nextSerial(tx, `delivery-challan ${financialYear}`);
  const number = formatInvoiceNumber(DELIVERY_CHALLAN_PREFIX, financialYear, serial);
  const business = order.buyerGstin && order.buyerBusinessName;
  await tx.deliveryChallan.create({
    data: {
      orderId,
      number,
      issuedAt: at,
      ...sellerNow(),
      consigneeName: order.shipFullName,
      consigneeAddress: consigneeAddressOf(order),
      consigneeGstin: business ? order.buyerGstin : null,
      consigneeBusinessName: business ? order.buyerBusinessName : null,
      placeOfSupply: order.shipState,
      reason: REPLACEMENT_CHALLAN_REASON,
      lines,
      totalValue: lines.reduce((total, line) => total + line.value, 0),
    },
  });
  return number;
}

const storedChallanSelect = {
  number: true,
  issuedAt: true,
  sellerLegalName: true,
  sellerGstin: true,
  sellerAddress: true,
  consigneeName: true,
  consigneeAddress: true,
  consigneeGstin: true,
  consigneeBusinessName: true,
  placeOfSupply: true,
  reason: true,
  lines: true,
  totalValue: true,
} satisfies Prisma.DeliveryChallanSelect;
type StoredChallan = Prisma.DeliveryChallanGetPayload<{ select: typeof storedChallanSelect }>;

/** A stored challan as the page and the reports use it (paise). */
function challanFigures(stored: StoredChallan) {
  return {
    number: stored.number,
    issuedAt: stored.issuedAt,
    seller: { legalName: stored.sellerLegalName, gstin: stored.sellerGstin, address: stored.sellerAddress },
    consignee: {
      name: stored.consigneeName,
      address: stored.consigneeAddress,
      /** The registered business the goods go to, or null for a consumer. */
      business:
        stored.consigneeGstin && stored.consigneeBusinessName
          ? { gstin: stored.consigneeGstin, businessName: stored.consigneeBusinessName }
          : null,
    },
    placeOfSupply: stored.placeOfSupply,
    reason: stored.reason,
    lines: stored.lines as ChallanLine[],
    totalValue: stored.totalValue,
  };
}

/**
 * The delivery challan of a replacement order as it was issued, for the order's owner or an admin
 * (checked here, on the verified viewer); null when there is no such order for them or no challan.
 */
export async function getDeliveryChallan(viewer: Viewer, orderId: string) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      userId: true,
      shipPhone: true,
      exchangeForOrder: { select: { number: true } },
      deliveryChallan: { select: storedChallanSelect },
    },
  });
  if (!order || !canSeeOwnedBy(viewer, order.userId) || !order.deliveryChallan) return null;
  return {
    orderId: order.id,
    orderNumber: order.number,
    userId: order.userId,
    shipPhone: order.shipPhone,
    replacementFor: order.exchangeForOrder?.number ?? null,
    ...challanFigures(order.deliveryChallan),
  };
}
export type DeliveryChallanDocument = NonNullable<Awaited<ReturnType<typeof getDeliveryChallan>>>;

/** One of the month's challans, for the register and GSTR-1 table 13. */
export type IssuedChallan = ReturnType<typeof challanFigures> & {
  orderId: string;
  orderNumber: number;
  /** The order whose exchange the replacement fulfils. */
  replacementFor: number | null;
};

const BATCH = 500;

const monthChallanSelect = {
  id: true,
  ...storedChallanSelect,
  order: { select: { id: true, number: true, exchangeForOrder: { select: { number: true } } } },
} satisfies Prisma.DeliveryChallanSelect;
type MonthChallanRow = Prisma.DeliveryChallanGetPayload<{ select: typeof monthChallanSelect }>;

/** The month's challans (India's calendar month) in number order, in batches. Admins only. */
export async function* monthChallanBatches(viewer: Viewer, month: string): AsyncGenerator<IssuedChallan[]> {
  assertAdmin(viewer);
  const { from, to } = monthRangeIST(month);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const rows: MonthChallanRow[] = await prisma.deliveryChallan.findMany({
      where: {
        issuedAt: { gte: from, lt: to },
        ...(after && { OR: [{ issuedAt: { gt: after.at } }, { issuedAt: after.at, id: { gt: after.id } }] }),
      },
      orderBy: [{ issuedAt: "asc" }, { id: "asc" }],
      take: BATCH,
      select: monthChallanSelect,
    });
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...challanFigures(row),
      orderId: row.order.id,
      orderNumber: row.order.number,
      replacementFor: row.order.exchangeForOrder?.number ?? null,
    }));
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.issuedAt, id: last.id };
  }
}

/** Reads the month's challans once, handing each to every one of `readers`. Admins only. */
export async function readMonthChallans(
  viewer: Viewer,
  month: string,
  ...readers: Array<(challan: IssuedChallan) => void>
) {
  for await (const batch of monthChallanBatches(viewer, month))
    for (const challan of batch) for (const read of readers) read(challan);
}
