import "server-only";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { Prisma, prisma } from "@/lib/db";
import { waitingToShipWhere } from "@/lib/orders/admin";
import { IST_TIME_ZONE } from "@/lib/time";
import { LOW_STOCK_THRESHOLD } from "@/lib/catalog/admin-limits";

// The admin dashboard's figures. Days are India's calendar days (IST), so an
// order placed at 00:10 IST on the 2nd counts on the 2nd, whatever time zone
// the server or the database runs in. Only getDashboard is exported: it
// refuses anyone but an admin itself (docs/adr/0001).

export const DASHBOARD_DAYS = 30;
/** Active products with this many units or fewer are listed as running low (the catalogue's "Low stock" filter too). */
export { LOW_STOCK_THRESHOLD };
export const LOW_STOCK_LIST_LIMIT = 20;

/**
 * Which orders count as sales, for both the order count and the revenue:
 * orders that are not cancelled and are either paid (online or cash already
 * collected) or cash on delivery still to be collected. Online orders whose
 * payment is pending or failed, refunded orders and cancelled orders are left
 * out. Revenue is the orders' totals (prices include GST, plus shipping).
 */
const COUNTED_ORDER_SQL = Prisma.sql`
  "fulfillmentStatus" <> 'CANCELLED'
  AND ("paymentStatus" = 'PAID' OR ("paymentMethod" = 'COD' AND "paymentStatus" = 'PENDING'))`;

export type SalesDay = {
  /** YYYY-MM-DD, an IST calendar day */ day: string;
  orders: number;
  /** paise */ revenue: number;
};

/**
 * Orders and revenue for each of the last `days` IST days up to and including
 * `now`'s day, oldest first. generate_series supplies every day, so a day
 * without sales is there with zeros.
 */
async function salesByDay(now: Date, days = DASHBOARD_DAYS): Promise<SalesDay[]> {
  const rows = await prisma.$queryRaw<Array<{ day: string; orders: number; revenue: bigint }>>`
    WITH days AS (
      SELECT generate_series(
        (${now}::timestamptz AT TIME ZONE ${IST_TIME_ZONE})::date - ${days - 1}::int,
        (${now}::timestamptz AT TIME ZONE ${IST_TIME_ZONE})::date,
        interval '1 day'
      )::date AS day
    ),
    counted AS (
      -- "createdAt" is UTC without a zone: read it as UTC, then as an IST wall-clock day.
      SELECT (("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${IST_TIME_ZONE})::date AS day, total
      FROM "Order"
      WHERE "createdAt" >= (((SELECT min(day) FROM days)::timestamp AT TIME ZONE ${IST_TIME_ZONE}) AT TIME ZONE 'UTC')
        AND "createdAt" < ((((SELECT max(day) FROM days) + 1)::timestamp AT TIME ZONE ${IST_TIME_ZONE}) AT TIME ZONE 'UTC')
        AND ${COUNTED_ORDER_SQL}
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
           count(counted.day)::int AS orders,
           coalesce(sum(counted.total), 0)::bigint AS revenue
    FROM days LEFT JOIN counted ON counted.day = days.day
    GROUP BY days.day
    ORDER BY days.day`;
  return rows.map((row) => ({ day: row.day, orders: row.orders, revenue: Number(row.revenue) }));
}

/**
 * Active products with LOW_STOCK_THRESHOLD units or fewer, emptiest first, then by name. Both reads are of
 * Product_low_stock_idx, in this order and holding only these products (docs/adr/0052).
 */
async function lowStockProducts(limit = LOW_STOCK_LIST_LIMIT) {
  const where = { isActive: true, stock: { lte: LOW_STOCK_THRESHOLD } } satisfies Prisma.ProductWhereInput;
  const [count, products] = await Promise.all([
    prisma.product.count({ where }),
    prisma.product.findMany({
      where,
      orderBy: [{ stock: "asc" }, { name: "asc" }],
      take: limit,
      select: { id: true, slug: true, name: true, stock: true },
    }),
  ]);
  return { count, products };
}

/** Everything the dashboard shows, read in parallel. */
export async function getDashboard(viewer: Viewer, now = new Date()) {
  assertAdmin(viewer);
  const [days, lowStock, pendingQuotations, waitingToShip, undeliveredMails] = await Promise.all([
    salesByDay(now),
    lowStockProducts(),
    prisma.quotation.count({ where: { status: "PENDING" } }),
    prisma.order.count({ where: waitingToShipWhere }),
    // Mails the queue gave up on (lib/mail/queue.ts); kept 30 days, then deleted.
    prisma.outgoingMail.count({ where: { failedAt: { not: null } } }),
  ]);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  return {
    days,
    totals: { orders, revenue, averageOrderValue: orders ? Math.round(revenue / orders) : 0 },
    lowStock,
    pendingQuotations,
    waitingToShip,
    undeliveredMails,
  };
}
