#!/usr/bin/env node
// npm run chaos — does the shop keep its word while its parts fail?
//   1. its own embedded PostgreSQL (in a temporary folder) migrated and seeded,
//      and the production build served by server.mjs, as `npm start` runs it;
//   2. CHAOS_BUYERS (20) shoppers order for CHAOS_DURATION (60) seconds —
//      cash on delivery, and online payments through the local Razorpay
//      sandbox — retrying undecided calls with the same Idempotency-Key;
//   3. meanwhile PostgreSQL is restarted once (a third of the way in) and the
//      web server is killed with SIGKILL and started again (two thirds in);
//   4. the reconcile job runs, then the checks: every order acknowledged to a
//      client exists exactly once; any other order is in its owner's My
//      Orders; stock equals the start minus the units of orders still holding
//      stock; every payment the sandbox captured has a paid order.
// It prints the counts (and writes them to .reports/chaos/) and exits 1 on
// any mismatch, or when the shop did not take orders again after each fault.
import "../load-env.mjs";
import { randomBytes } from "node:crypto";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { Cleanup, seedDemoCatalog } from "../bench/shop.mjs";
import { buildIfStale } from "../build-if-stale.mjs";
import { createDatabaseIfMissing } from "../db/database.mjs";
import { findFreePort } from "../db/embedded.mjs";
import { runMain, StartupError } from "../db/errors.mjs";
import { applyMigrations, projectRoot } from "../db/migrations.mjs";
import { buyUntil, newLedger, signUpBuyers, Tally } from "./buyers.mjs";
import { checkInvariants } from "./checks.mjs";
import { restartablePostgres, restartableShop, waitHealthy } from "./shop-process.mjs";

const number = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new StartupError(`${name} must be a positive number.`);
  return value;
};
const log = (line) => console.log(`▸ ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CRON_SECRET = randomBytes(24).toString("base64url");

/** Retries a query while PostgreSQL is restarting (the harness must survive what the shop survives). */
async function retrying(work, { until = Date.now() + 60_000 } = {}) {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(300);
    }
  }
}

async function main() {
  const config = {
    buyers: number("CHAOS_BUYERS", 20),
    seconds: number("CHAOS_DURATION", 60),
  };
  if (process.env.DATABASE_URL?.trim())
    log("DATABASE_URL is ignored: the chaos run restarts PostgreSQL, so it uses a throwaway embedded one of its own.");
  const cleanup = new Cleanup({ log });
  try {
    await buildIfStale({ log });

    const dataDir = await mkdtemp(path.join(os.tmpdir(), "kosh-chaos-"));
    await chmod(dataDir, 0o755); // run as root, PostgreSQL runs as "postgres" and must reach its folder
    cleanup.add("data folder", () => rm(dataDir, { recursive: true, force: true }));
    const postgres = restartablePostgres({ dataDir: path.join(dataDir, "postgres"), port: await findFreePort() });
    await postgres.start();
    cleanup.add("PostgreSQL", () => postgres.stop());
    await createDatabaseIfMissing(postgres.adminUrl, "kosh");
    const databaseUrl = postgres.adminUrl.replace(/\/postgres$/, "/kosh");
    await applyMigrations(databaseUrl);
    await seedDemoCatalog(databaseUrl, { log: () => {} });

    const port = await findFreePort();
    const shop = restartableShop({
      port,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        // One secret for both lives of the server, so sessions survive its restart.
        NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
        NEXT_TELEMETRY_DISABLED: "1",
        TRUSTED_PROXY_HOPS: "1",
        RAZORPAY_SANDBOX: "1",
        RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION: "yes",
        CRON_SECRET,
      },
    });
    await shop.start();
    cleanup.add("the shop", () => shop.stop());
    log(`Shop on ${shop.baseUrl}, its own PostgreSQL in ${dataDir}.`);

    const db = new pg.Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 2000 });
    db.on("error", () => {}); // idle connections die with the restart; queries are retried
    cleanup.add("harness connections", () => db.end());

    // A few products with room for every order of the run (without sizes or colours: the buyers add
    // them without a choice); the stock of every product is the baseline.
    const picked = await db.query(
      `SELECT id FROM "Product" WHERE "isActive" AND price > 0 AND price < 500000
         AND cardinality(sizes) = 0 AND cardinality(colors) = 0
       ORDER BY price, id LIMIT 4`,
    );
    const productIds = picked.rows.map((row) => row.id);
    await db.query(`UPDATE "Product" SET stock = 100000 WHERE id = ANY($1)`, [productIds]);
    const stockAtStart = new Map(
      (await db.query(`SELECT id, stock FROM "Product"`)).rows.map((row) => [row.id, row.stock]),
    );

    const tally = new Tally();
    log(`Signing up ${config.buyers} buyers…`);
    const buyers = await signUpBuyers(shop.baseUrl, config.buyers, tally);
    const ledger = newLedger();
    const admin = {
      // The shop's staff delivers COD orders (cash collected) and the clock opens a new throttle window.
      deliverOpenCod: (buyer) =>
        retrying(() =>
          db.query(
            `WITH buyer AS (SELECT id FROM "User" WHERE email = $1),
             delivered AS (
               UPDATE "Order" SET "fulfillmentStatus" = 'DELIVERED', "paymentStatus" = 'PAID', "updatedAt" = now()
               WHERE "userId" = (SELECT id FROM buyer) AND "paymentMethod" = 'COD'
                 AND "fulfillmentStatus" NOT IN ('DELIVERED', 'CANCELLED'))
             DELETE FROM "RateLimitBucket" WHERE key LIKE 'checkout:%' || (SELECT id FROM buyer)`,
            [buyer.email],
          ),
        ).then(() => (buyer.openCod = 0)),
    };

    const timeline = { start: Date.now(), databaseRestart: null, serverKill: null };
    const acknowledgedAt = [];
    const events = { orderAcknowledged: (at) => acknowledgedAt.push(at) };
    const deadline = Date.now() + config.seconds * 1000;

    const faults = (async () => {
      await sleep((config.seconds * 1000) / 3);
      log("Fault 1: restarting PostgreSQL (fast shutdown: every connection cut)…");
      const down = Date.now();
      await postgres.stop();
      await sleep(3000);
      await postgres.start();
      timeline.databaseRestart = { down, up: Date.now() };
      log(`  PostgreSQL was down ${((Date.now() - down) / 1000).toFixed(1)} s; the web server was not restarted.`);
      await sleep(Math.max(0, timeline.start + (config.seconds * 2000) / 3 - Date.now()));
      log("Fault 2: SIGKILL to the web server, then starting it again…");
      const killed = Date.now();
      await shop.kill();
      await shop.start();
      timeline.serverKill = { down: killed, up: Date.now() };
      log(`  The web server was down ${((Date.now() - killed) / 1000).toFixed(1)} s.`);
    })();

    log(`${config.buyers} buyers ordering for ${config.seconds} s…`);
    await Promise.all([
      faults,
      ...buyers.map((buyer) => buyUntil(shop.baseUrl, buyer, { productIds, deadline, ledger, tally, admin, events })),
    ]);
    await waitHealthy(shop.baseUrl);

    log("Reconcile job (settles payments whose confirmation was lost)…");
    const reconcile = await retrying(async () => {
      const response = await fetch(`${shop.baseUrl}/api/cron/reconcile`, {
        headers: { authorization: `Bearer ${CRON_SECRET}` },
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status !== 200) throw new Error(`reconcile answered ${response.status}`);
      return response.json();
    });

    const results = await checkInvariants({ db, baseUrl: shop.baseUrl, buyers, ledger, stockAtStart });
    const after = (fault) => (fault ? acknowledgedAt.filter((at) => at > fault.up).length : 0);
    const recovered = {
      afterDatabaseRestart: timeline.databaseRestart
        ? acknowledgedAt.filter(
            (at) => at > timeline.databaseRestart.up && (!timeline.serverKill || at < timeline.serverKill.down),
          ).length
        : 0,
      afterServerRestart: after(timeline.serverKill),
    };
    const failures = [...results.failures];
    if (!timeline.databaseRestart) failures.push("PostgreSQL was never restarted.");
    if (!timeline.serverKill) failures.push("The web server was never killed.");
    if (recovered.afterDatabaseRestart === 0)
      failures.push("No order was taken between the database restart and the server kill.");
    if (recovered.afterServerRestart === 0) failures.push("No order was taken after the web server came back.");
    if (reconcile.settled < ledger.confirmationsLost)
      failures.push(
        `Reconcile settled ${reconcile.settled} payments; ${ledger.confirmationsLost} had lost both confirmations.`,
      );

    const report = renderReport({ config, tally, ledger, results, reconcile, timeline, recovered, failures });
    console.log(`\n${report}`);
    const folder = path.join(projectRoot, ".reports", "chaos");
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}.md`);
    await writeFile(file, report);
    log(`Report: ${path.relative(projectRoot, file)}`);
    if (failures.length) {
      console.error(`\n✖ ${failures.length} mismatch(es):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
      console.error(`\nLast lines of the shop's output:\n${shop.output.split("\n").slice(-15).join("\n")}`);
      process.exitCode = 1;
    } else log("✓ Every acknowledged order exists once, stock and payments add up.");
  } finally {
    await cleanup.run();
  }
}

function renderReport({ config, tally, ledger, results, reconcile, timeline, recovered, failures }) {
  const seconds = (span) => (span ? `${((span.up - span.down) / 1000).toFixed(1)} s` : "—");
  const statuses = [...tally.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s || "no answer"}: ${n}`);
  const rows = [
    ["buyers, duration", `${config.buyers}, ${config.seconds} s`],
    [
      "orders acknowledged (COD / online)",
      `${ledger.placed.size} (${results.acknowledged.cod} / ${results.acknowledged.online})`,
    ],
    ["online orders paid through verify", ledger.paid.size],
    ["payments whose verify and webhook were both dropped on purpose", ledger.confirmationsLost],
    ["orders in the database", results.ordersInDatabase],
    ["orders no client was told about (all in their owner's My Orders)", results.unacknowledged],
    ["calls still undecided when a buyer gave up", ledger.undecided],
    ["retries of undecided calls (same Idempotency-Key)", tally.retries],
    ["answers by status", statuses.join(", ")],
    ["PostgreSQL restart: down for", seconds(timeline.databaseRestart)],
    ["orders taken after it (server not restarted)", recovered.afterDatabaseRestart],
    ["web server SIGKILL: down for", seconds(timeline.serverKill)],
    ["orders taken after it", recovered.afterServerRestart],
    ["reconcile", JSON.stringify(reconcile)],
    ["sandbox payments captured / with a paid order", `${results.captured} / ${results.capturedPaid}`],
    ["products whose stock does not add up", results.stockMismatches],
    ["mismatches", failures.length],
  ];
  return [
    `## npm run chaos — ${new Date().toISOString()}`,
    "",
    "| | |",
    "| --- | --- |",
    ...rows.map(([label, value]) => `| ${label} | ${value} |`),
    "",
    ...(failures.length ? ["Mismatches:", ...failures.map((f) => `- ${f}`), ""] : []),
    // A fault should get a clear 503; any other 5xx is a defect to look at.
    ...(tally.unexpected.length
      ? ["Errors other than 503 (first 10):", ...tally.unexpected.map((e) => `- ${e}`), ""]
      : []),
  ].join("\n");
}

await runMain(main);
