// The bench's two-instance stage: two server.mjs instances on one database
// and one throwaway redis-server (REDIS_URL), as a shop behind a load
// balancer runs them (docs/deploy.md).
//   - throughput: the product page loaded on both at once, half the
//     connections each;
//   - invalidation delay: an admin's price edit (of a demo product) through
//     instance A, then instance B's page of that product asked every 5 ms
//     until it shows the new price (the time includes B's render of the page).
import { queryRows } from "../db/database.mjs";
import { startTestRedis } from "../redis/test-server.mjs";
import { loadTest } from "./load.mjs";
import { startShop } from "./shop.mjs";

const EDITS = 5;
const ADMIN = {
  email: process.env.ADMIN_EMAIL || "admin@kosh.example",
  password: process.env.ADMIN_PASSWORD || "admin-demo-2025",
};

/**
 * A demo product to edit: the bulk-filled ones lack the declarations an
 * active product must show, so the admin API refuses to save them.
 */
async function editableProduct(databaseUrl) {
  const [product] = await queryRows(
    databaseUrl,
    `SELECT id, slug, price FROM "Product" WHERE "isActive" AND "genericName" IS NOT NULL
       AND "countryOfOrigin" IS NOT NULL AND price > 10000 ORDER BY "createdAt", id LIMIT 1`,
  );
  if (!product) throw new Error("No demo product with its declarations in the bench database.");
  return product;
}

/** An admin session cookie from instance `baseUrl`. */
async function adminCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": "198.51.100.200" },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Admin login on ${baseUrl} failed: HTTP ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

// As lib/money.ts formats prices on the page.
const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  trailingZeroDisplay: "stripIfInteger",
});
const rupees = (paise) => inr.format(paise / 100);

/**
 * @returns {Promise<{ rps: number, perInstance: Array<{ rps: number, p50Ms: number, p99Ms: number, non2xx: number }>, delaysMs: number[] }>}
 */
export async function benchTwoInstances({ databaseUrl, productSlug, cleanup, log, seconds, connections, threads }) {
  const redis = await startTestRedis();
  cleanup.add("the bench's redis-server", redis.stop);
  const env = { REDIS_URL: redis.url };
  const a = await startShop({ databaseUrl, cleanup, log, env, name: "instance A" });
  const b = await startShop({ databaseUrl, cleanup, log, env, name: "instance B" });
  const pagePath = `/product/${productSlug}`;
  try {
    for (const shop of [a, b]) await fetch(`${shop.baseUrl}${pagePath}`);
    const half = Math.max(1, Math.floor(connections / 2));
    const options = { connections: half, threads: Math.max(1, Math.floor(threads / 2)), seconds };
    await Promise.all([a, b].map((shop) => loadTest(`${shop.baseUrl}${pagePath}`, { ...options, seconds: 2 })));
    const perInstance = await Promise.all([a, b].map((shop) => loadTest(`${shop.baseUrl}${pagePath}`, options)));
    const rps = perInstance.reduce((sum, r) => sum + r.rps, 0);
    log(
      `Two instances, product page: ${Math.round(rps)} req/s together (${perInstance.map((r) => `${Math.round(r.rps)} req/s, p50 ${r.p50Ms.toFixed(1)} ms`).join("; ")}).`,
    );

    const product = await editableProduct(databaseUrl);
    const editedPath = `/product/${product.slug}`;
    const cookie = await adminCookie(a.baseUrl);
    const delaysMs = [];
    for (let edit = 1; edit <= EDITS; edit++) {
      // ₹1 less each time: a price may not go above the product's MRP.
      const price = product.price - edit * 100;
      // B has the page cached with the old price.
      await fetch(`${b.baseUrl}${editedPath}`);
      const response = await fetch(`${a.baseUrl}/api/admin/products/${product.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie, origin: a.baseUrl },
        body: JSON.stringify({ price: price / 100 }),
      });
      if (!response.ok)
        throw new Error(`The price edit on instance A failed: HTTP ${response.status} ${await response.text()}`);
      const edited = performance.now();
      for (;;) {
        const html = await (await fetch(`${b.baseUrl}${editedPath}`)).text();
        if (html.includes(rupees(price))) break;
        if (performance.now() - edited > 30_000) throw new Error("Instance B did not show the edit within 30 s.");
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      delaysMs.push(performance.now() - edited);
    }
    log(`Invalidation A → B (price edit until B's page shows it): ${delaysMs.map((d) => d.toFixed(0)).join(", ")} ms.`);
    return { rps, perInstance, delaysMs };
  } finally {
    await a.stop();
    await b.stop();
    await redis.stop();
  }
}
