// COD orders per second with concurrent buyers, through the real API of the
// running shop (sign-up, add to cart, place order), and the oversell checks:
// the database must account for every unit, and a last-unit race among all
// buyers must produce exactly one order.
//
// A shopper may have only MAX_OPEN_COD_ORDERS undelivered COD orders and place
// 20 orders per 10 minutes (lib/orders/place-order.ts). So that every bench
// order still goes through both checks and succeeds, the bench does what the
// shop's staff and the clock would: once a buyer has that many open orders it
// marks them delivered (cash collected) and clears the buyer's order
// throttle, in one SQL round trip per MAX_OPEN_COD_ORDERS orders.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** MAX_OPEN_COD_ORDERS in lib/orders/place-order.ts. */
const MAX_OPEN_COD_ORDERS = 3;

/** The bench buyers' shipping address (scripts/bench/cod-order.ts orders to it too). */
export const SHIPPING = {
  fullName: "Bench Buyer",
  phone: "9876543210",
  address: "1 Bench Street",
  city: "Pune",
  country: "India",
  state: "Maharashtra",
  postalCode: "411001",
};

async function call(baseUrl, path, { token, body, ip, method = "POST" }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/**
 * A buyer's own delivery number: open COD orders are capped per phone number across accounts too
 * (COD_OPEN_ORDERS_PER_PHONE, lib/orders/cod-limits.ts), and real buyers do not share one.
 */
export const benchPhone = (index) => `98${String(index).padStart(8, "0")}`;

async function newBuyer(baseUrl, index) {
  // Sign-ups are throttled per address: each bench buyer comes from its own (documentation-range) address.
  const ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const email = `bench-${index}-${randomBytes(3).toString("hex")}@example.in`;
  const password = `bench password ${index}`;
  const signup = await call(baseUrl, "/api/auth/signup", { ip, body: { name: `Bench ${index}`, email, password } });
  if (signup.status >= 300) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const login = await call(baseUrl, "/api/auth/login", { ip, body: { email, password } });
  if (!login.body.token) throw new Error(`login failed: ${login.status}`);
  return { ip, email, token: login.body.token, openOrders: 0, shipping: { ...SHIPPING, phone: benchPhone(index) } };
}

/** The shop's side of a delivered COD order (and a new throttle window), so the buyer may order again. */
async function deliverOpenOrders(db, buyer) {
  await db.query(
    `WITH buyer AS (SELECT id FROM "User" WHERE email = $1),
     delivered AS (
       UPDATE "Order" SET "fulfillmentStatus" = 'DELIVERED', "paymentStatus" = 'PAID', "updatedAt" = now()
       WHERE "userId" = (SELECT id FROM buyer) AND "paymentMethod" = 'COD'
         AND "fulfillmentStatus" NOT IN ('DELIVERED', 'CANCELLED'))
     DELETE FROM "RateLimitBucket" WHERE key = 'checkout:place-order:user:' || (SELECT id FROM buyer)`,
    [buyer.email],
  );
  buyer.openOrders = 0;
}

const placeCod = (baseUrl, buyer) =>
  call(baseUrl, "/api/payment/place-order", {
    ...buyer,
    body: { paymentMethod: "COD", shippingAddress: buyer.shipping },
  });

const buy = async (baseUrl, db, buyer, productId) => {
  const added = await call(baseUrl, "/api/cart/add", { ...buyer, body: { productId, quantity: 1 } });
  if (added.status >= 300 && added.status !== 409) return added.status; // 409: still in the cart from a refused order
  const placed = await placeCod(baseUrl, buyer);
  if (placed.status === 201) buyer.openOrders += 1;
  // At the cap (or refused by it, should the shop's cap be lower than ours): deliver before the next order.
  if (buyer.openOrders >= MAX_OPEN_COD_ORDERS || placed.body.code === "COD_LIMIT" || placed.status === 429)
    await deliverOpenOrders(db, buyer);
  return placed.status;
};

/**
 * @returns {Promise<{ buyers, seconds, orders, ordersPerSecond, refused, stockStart, stockEnd, unitsOrdered,
 *   oversold, race: { buyers, succeeded, stockEnd } }>}
 */
export async function benchCodOrders(baseUrl, databaseUrl, { buyers: buyerCount = 20, seconds = 10, log }) {
  // A few connections: buyers deliver their orders concurrently.
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  db.on("error", () => {});
  try {
    // Products without sizes or colours: the buyers add them without a choice to make.
    const picked = await db.query(
      `SELECT id FROM "Product" WHERE "isActive" AND price > 0 AND cardinality(sizes) = 0 AND cardinality(colors) = 0
       ORDER BY price DESC, id LIMIT 2`,
    );
    const [steady, last] = picked.rows.map((row) => row.id);
    const stockStart = 100_000;
    await db.query(`UPDATE "Product" SET stock = $2 WHERE id = $1`, [steady, stockStart]);
    log(`COD orders: signing up ${buyerCount} buyers…`);
    const buyers = [];
    for (let i = 0; i < buyerCount; i += 1) buyers.push(await newBuyer(baseUrl, i));

    log(`COD orders: ${buyerCount} buyers ordering for ${seconds} s…`);
    let orders = 0;
    let refused = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      buyers.map(async (buyer) => {
        while (performance.now() < deadline) {
          const status = await buy(baseUrl, db, buyer, steady);
          if (status === 201) orders += 1;
          else refused += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const stockEnd = (await db.query(`SELECT stock FROM "Product" WHERE id = $1`, [steady])).rows[0].stock;
    const unitsOrdered = Number(
      (await db.query(`SELECT coalesce(sum(quantity), 0) AS n FROM "OrderItem" WHERE "productId" = $1`, [steady]))
        .rows[0].n,
    );

    log(`COD orders: last-unit race among ${buyerCount} buyers…`);
    for (const buyer of buyers) await deliverOpenOrders(db, buyer);
    await db.query(`UPDATE "Product" SET stock = $2 WHERE id = $1`, [last, buyerCount]);
    for (const buyer of buyers)
      await call(baseUrl, "/api/cart/add", { ...buyer, body: { productId: last, quantity: 1 } });
    await db.query(`UPDATE "Product" SET stock = 1 WHERE id = $1`, [last]);
    const statuses = await Promise.all(buyers.map((buyer) => placeCod(baseUrl, buyer).then((r) => r.status)));
    const raceStock = (await db.query(`SELECT stock FROM "Product" WHERE id = $1`, [last])).rows[0].stock;

    return {
      buyers: buyerCount,
      seconds: elapsed,
      orders,
      ordersPerSecond: orders / elapsed,
      refused,
      stockStart,
      stockEnd,
      unitsOrdered,
      oversold: stockEnd < 0 || stockStart - stockEnd !== unitsOrdered || unitsOrdered !== orders,
      race: { buyers: buyerCount, succeeded: statuses.filter((s) => s === 201).length, stockEnd: raceStock },
    };
  } finally {
    await db.end();
  }
}
