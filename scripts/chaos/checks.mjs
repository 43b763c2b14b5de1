// What must hold after `npm run chaos`, checked against the database and the
// shop's own API. Each failure is one sentence naming the record.

async function ordersVisibleTo(baseUrl, buyer) {
  const response = await fetch(`${baseUrl}/api/payment/get-orders`, {
    headers: { authorization: `Bearer ${buyer.token}`, "x-forwarded-for": buyer.ip },
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`get-orders answered ${response.status} for ${buyer.email}`);
  const { orders } = await response.json();
  return new Set(orders.map((order) => order._id));
}

export async function checkInvariants({ db, baseUrl, buyers, ledger, stockAtStart }) {
  const failures = [];
  const byEmail = new Map(buyers.map((buyer) => [buyer.email, buyer]));
  const orders = (
    await db.query(
      `SELECT o.id, u.email, o."paymentMethod", o."paymentStatus", o.total, o."shippingFee",
              (SELECT coalesce(sum(i."lineTotal"), 0)::int FROM "OrderItem" i WHERE i."orderId" = o.id) AS "itemsTotal",
              (SELECT count(*)::int FROM "OrderItem" i WHERE i."orderId" = o.id) AS "itemCount",
              (SELECT count(*)::int FROM "Payment" p
                WHERE p."orderId" = o.id AND p.provider = 'RAZORPAY' AND p."providerOrderId" IS NOT NULL) AS "gatewayPayments"
       FROM "Order" o JOIN "User" u ON u.id = o."userId" WHERE u.email = ANY($1)`,
      [[...byEmail.keys()]],
    )
  ).rows;
  const inDatabase = new Map(orders.map((order) => [order.id, order]));

  // 1. Every order acknowledged to a client exists (ids are unique: exactly once), and a verified payment made it paid.
  const acknowledged = { cod: 0, online: 0 };
  for (const [id, { buyer, kind }] of ledger.placed) {
    acknowledged[kind === "COD" ? "cod" : "online"] += 1;
    const order = inDatabase.get(id);
    if (!order) failures.push(`Order ${id} was acknowledged to ${buyer} but does not exist.`);
    else if (order.email !== buyer)
      failures.push(`Order ${id} was acknowledged to ${buyer} but belongs to ${order.email}.`);
  }
  for (const id of ledger.paid) {
    if (inDatabase.get(id)?.paymentStatus !== "PAID")
      failures.push(`Order ${id}'s payment was verified but it is not paid.`);
  }

  // 2. No order without a client having asked for it once: at most one order per Idempotency-Key sent,
  //    and any order a client never heard of is in its owner's My Orders.
  const perBuyer = new Map();
  for (const order of orders) perBuyer.set(order.email, (perBuyer.get(order.email) ?? 0) + 1);
  for (const [email, count] of perBuyer) {
    const attempts = ledger.attempts.get(email) ?? 0;
    if (count > attempts) failures.push(`${email} has ${count} orders from ${attempts} order requests.`);
  }
  const unacknowledged = orders.filter((order) => !ledger.placed.has(order.id));
  const visible = new Map();
  for (const order of unacknowledged) {
    const buyer = byEmail.get(order.email);
    if (!visible.has(buyer.email)) visible.set(buyer.email, await ordersVisibleTo(baseUrl, buyer));
    if (!visible.get(buyer.email).has(order.id))
      failures.push(
        `Order ${order.id} exists, nobody was told about it, and ${order.email}'s My Orders does not show it.`,
      );
  }

  // 3. Nothing half-written: every order has lines that add up, and every online order a Razorpay order.
  for (const order of orders) {
    if (order.itemCount === 0) failures.push(`Order ${order.id} has no lines.`);
    if (order.itemsTotal + order.shippingFee !== order.total)
      failures.push(
        `Order ${order.id}'s total ${order.total} is not its lines ${order.itemsTotal} + shipping ${order.shippingFee}.`,
      );
    if (order.paymentMethod === "ONLINE" && order.gatewayPayments === 0)
      failures.push(`Online order ${order.id} has no Razorpay order.`);
  }

  // 4. Stock: what there was, minus the units of every order still holding its stock.
  const held = new Map(
    (
      await db.query(
        `SELECT i."productId" AS id, sum(i.quantity)::int AS units FROM "OrderItem" i
         JOIN "Order" o ON o.id = i."orderId" WHERE o."stockReleasedAt" IS NULL AND i."productId" IS NOT NULL
         GROUP BY i."productId"`,
      )
    ).rows.map((row) => [row.id, row.units]),
  );
  let stockMismatches = 0;
  for (const { id, stock } of (await db.query(`SELECT id, stock FROM "Product"`)).rows) {
    const expected = (stockAtStart.get(id) ?? 0) - (held.get(id) ?? 0);
    if (stock !== expected) {
      stockMismatches += 1;
      failures.push(`Product ${id} has ${stock} units; the start minus live orders says ${expected}.`);
    }
  }

  // 5. Every payment the sandbox (Razorpay's side) captured for its order's amount in INR has a paid order.
  const captured = (
    await db.query(
      `SELECT sp.id, sp."orderId", p.status AS "shopStatus", o."paymentStatus" AS "orderStatus"
       FROM "RazorpaySandboxPayment" sp
       JOIN "RazorpaySandboxOrder" so ON so.id = sp."orderId"
       LEFT JOIN "Payment" p ON p."providerOrderId" = sp."orderId"
       LEFT JOIN "Order" o ON o.id = p."orderId"
       WHERE sp.status = 'captured' AND sp.currency = 'INR' AND sp.amount = so.amount`,
    )
  ).rows;
  let capturedPaid = 0;
  for (const payment of captured) {
    if (payment.shopStatus === "PAID" && payment.orderStatus === "PAID") capturedPaid += 1;
    else
      failures.push(
        `Payment ${payment.id} was captured for ${payment.orderId}, but the shop has it ${payment.shopStatus ?? "missing"} (order ${payment.orderStatus ?? "missing"}).`,
      );
  }

  return {
    failures,
    acknowledged,
    ordersInDatabase: orders.length,
    unacknowledged: unacknowledged.length,
    stockMismatches,
    captured: captured.length,
    capturedPaid,
  };
}
