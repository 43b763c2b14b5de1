#!/usr/bin/env node
// npm run bench — the catalogue's performance at 100,000 products.
//   1. a throwaway database (own embedded PostgreSQL, or a fresh database on
//      the DATABASE_URL server), migrated, seeded, filled to BENCH_PRODUCTS;
//   2. database time of search and brand listings (findProducts, no Next);
//   3. the production build on a free port, load-tested with wrk (or a Node
//      fallback) next to a plain Node server returning a body of the same size
//      as the products API (the ceiling);
//   4. cash-on-delivery orders from many buyers at once;
//   5. two instances on one throwaway redis-server: throughput and how long an
//      admin's edit on one takes to show on the other (scripts/bench/instances.mjs);
//   6. a Markdown table on stdout and in .reports/bench/ (git-ignored).
// `--strict` exits 1 when a target is missed. Everything started is stopped
// and deleted at the end, on failure and on Ctrl-C.
import "../load-env.mjs";
import { execFileSync, spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildIfStale } from "../build-if-stale.mjs";
import { runMain } from "../db/errors.mjs";
import { projectRoot } from "../db/migrations.mjs";
import { cpuAccounting, cpuSnapshot, cpuUsedMs, parentOf } from "./cpu.mjs";
import { fillProducts } from "./fill.mjs";
import { loadTest, loadTool, startCeilingServer, WRK_PATH } from "./load.mjs";
import { benchTwoInstances } from "./instances.mjs";
import { benchCodOrders } from "./orders.mjs";
import { Cleanup, openThrowawayDatabase, seedDemoCatalog, startShop } from "./shop.mjs";

const number = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
};
const config = {
  products: number("BENCH_PRODUCTS", 100_000),
  seconds: number("BENCH_DURATION", 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
  connections: number("BENCH_CONNECTIONS", 10),
  threads: number("BENCH_THREADS", 2),
  brand: process.env.BENCH_BRAND?.trim() || "",
  category: process.env.BENCH_CATEGORY?.trim() || "Luggage",
  buyers: number("BENCH_BUYERS", 20),
  orderSeconds: number("BENCH_ORDER_DURATION", 10),
  strict: process.argv.includes("--strict"),
};

// Targets: the "Catalogue" issue's database time, and issue 14's pages and APIs.
const SEARCH_DB_P95_MS = 20;
const PRODUCTS_API_MIN_RATIO = 0.25;
const HOME_P50_MS = 15;
const SHOP_P50_MS = 15;
const PRODUCT_P50_MS = 10;
const SEARCH_API_P50_MS = 30;

// Sent by the rows that measure Next itself: server.mjs's response cache steps aside.
const THROUGH_NEXT = { "Cache-Control": "no-cache" };
const log = (line) => console.log(`▸ ${line}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : "—");
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");

function gitCommit() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot }).toString().trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: projectRoot }).toString().trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}

/** Brand for the products API, the product page's slug, counts. */
async function pickSubjects(url) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    const brands = await client.query(
      `SELECT b.name, count(p.id)::int AS products FROM "Brand" b LEFT JOIN "Product" p ON p."brandId" = b.id AND p."isActive"
       WHERE b."isActive" GROUP BY b.name ORDER BY products DESC, b.name`,
    );
    const brand = config.brand
      ? brands.rows.find((b) => b.name.toLowerCase() === config.brand.toLowerCase())
      : (brands.rows.find((b) => b.name === "Wildtrail") ?? brands.rows[0]);
    if (!brand) throw new Error(`No active brand named "${config.brand}" in the bench database.`);
    const total = Number((await client.query(`SELECT count(*) FROM "Product"`)).rows[0].count);
    // A product from the middle of the bulk catalogue (or any active one).
    const product = await client.query(
      `SELECT slug FROM "Product" WHERE "isActive" AND stock > 0 ORDER BY id OFFSET $1 LIMIT 1`,
      [Math.floor(total / 2)],
    );
    const fallback = await client.query(`SELECT slug FROM "Product" WHERE "isActive" ORDER BY id LIMIT 1`);
    // PostgreSQL's postmaster, to count its CPU (null when the server is not on this machine).
    const backend = Number((await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid);
    return {
      brand,
      total,
      productSlug: product.rows[0]?.slug ?? fallback.rows[0]?.slug ?? "missing",
      postmaster: parentOf(backend),
    };
  } finally {
    await client.end();
  }
}

/**
 * When wrk stops, the server still works through the requests in flight and
 * those queued for a database connection (a slow search keeps PostgreSQL busy
 * for seconds). Cancel their queries in the throwaway database until it stays
 * idle, so they do not slow down what is measured next.
 */
async function cancelLeftovers(url, label) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  let cancelled = 0;
  try {
    const deadline = Date.now() + 60_000;
    for (let idlePolls = 0; idlePolls < 3 && Date.now() < deadline;) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM (
           SELECT pg_cancel_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()) c`,
      );
      cancelled += rows[0].n;
      idlePolls = rows[0].n ? 0 : idlePolls + 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (cancelled) log(`  (cancelled ${cancelled} queries still running after "${label}")`);
  } finally {
    await client.end();
  }
}

function runDbTiming(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.join("scripts", "bench", "db-timing.ts")],
      { cwd: projectRoot, env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => {
      errors += chunk;
      process.stdout.write(String(chunk).replace(/^(?=.)/gm, "▸ "));
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.trim().split("\n").pop();
      if (code !== 0 || !line) return reject(new Error(`db-timing failed (exit ${code}): ${errors.trim()}`));
      resolve(JSON.parse(line));
    });
  });
}

/** One request to see what the target answers before loading it. */
/** The home page's largest script file (React's chunk), as a path. */
async function largestScript(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const paths = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]);
  let largest = { path: "/_next/static/missing.js", bytes: -1 };
  for (const path of paths) {
    const bytes = (await (await fetch(`${baseUrl}${path}`)).arrayBuffer()).byteLength;
    if (bytes > largest.bytes) largest = { path, bytes };
  }
  return largest.path;
}

async function probe(url, headers = {}) {
  try {
    const response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, bytes: body.length, total: response.headers.get("x-total-count"), body };
  } catch (error) {
    return { status: 0, bytes: 0, total: null, body: Buffer.alloc(0), error: String(error) };
  }
}

function table(headers, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = load();
  const cpu = os.cpus();
  const tool = loadTool();
  log(
    `Bench: ${config.products.toLocaleString("en-IN")} products, ${config.connections} connections, ${config.seconds} s per target.`,
  );
  log(`CPU: ${cpu.length} × ${cpu[0]?.model ?? "?"}; load average before starting: ${loadAtStart}.`);
  if (tool === "wrk") log(`Load generator: wrk (${WRK_PATH}).`);
  else
    log(
      `Load generator: wrk is not installed at ${WRK_PATH}, so a Node load generator is used (coarser, and it takes CPU from the server; install wrk with \`apt-get install -y wrk\` for real figures).`,
    );

  await buildIfStale({ log });
  const cleanup = new Cleanup({ log });
  try {
    // 1. Database.
    const db = await openThrowawayDatabase({ cleanup, log, prefix: "kosh_bench" });
    let t = performance.now();
    await seedDemoCatalog(db.url, { log });
    const seedMs = performance.now() - t;
    log(`Filling the catalogue up to ${config.products.toLocaleString("en-IN")} products…`);
    const fill = await fillProducts(db.url, { target: config.products, log });
    const fillMs = fill.insertMs + fill.indexMs + fill.vacuumMs;
    log(
      `Fill: ${fill.added.toLocaleString("en-IN")} products in ${seconds(fillMs)} (insert with search-document trigger ${seconds(fill.insertMs)}, indexes ${seconds(fill.indexMs)}, VACUUM ANALYZE ${seconds(fill.vacuumMs)}); "Product" is ${fill.tableMb.toFixed(0)} MB with its indexes.`,
    );
    const subjects = await pickSubjects(db.url);

    // 2. Database time.
    log("Timing findProducts against PostgreSQL (search and brand listings)…");
    t = performance.now();
    const dbTiming = await runDbTiming(db.url);
    log(`Database timing done in ${seconds(performance.now() - t)}.`);

    // 3. HTTP.
    const shop = await startShop({ databaseUrl: db.url, cleanup, log });
    const brandParam = encodeURIComponent(subjects.brand.name);
    const targets = [
      {
        label: `products API, brands=${subjects.brand.name}, sort=price-asc`,
        path: `/api/getproducts/products?brands=${brandParam}&sort=price-asc`,
        goal: {
          text: `≥ ${PRODUCTS_API_MIN_RATIO * 100}% of ceiling`,
          met: (r, ratio) => ratio >= PRODUCTS_API_MIN_RATIO,
        },
      },
      {
        label: "same, through Next (no-cache: response cache skipped)",
        path: `/api/getproducts/products?brands=${brandParam}&sort=price-asc`,
        headers: THROUGH_NEXT,
      },
      // Searches vary too much to count on the response cache: measured through Next.
      {
        label: "search API, query=backpack (repeated: Next's data cache)",
        path: "/api/getproducts/search?query=backpack",
        headers: THROUGH_NEXT,
        goal: { text: `p50 ≤ ${SEARCH_API_P50_MS} ms`, met: (r) => r.p50Ms <= SEARCH_API_P50_MS },
      },
      {
        label: "search API, query=backpack, each request a cache miss",
        path: "/api/getproducts/search?query=backpack",
        headers: THROUGH_NEXT,
        uniqueSuffix: true,
      },
      {
        label: "search API, query=bakpack (misspelt)",
        path: "/api/getproducts/search?query=bakpack",
        headers: THROUGH_NEXT,
      },
      {
        label: `/shop?category=${config.category}`,
        path: `/shop?category=${encodeURIComponent(config.category)}`,
        goal: { text: `p50 ≤ ${SHOP_P50_MS} ms`, met: (r) => r.p50Ms <= SHOP_P50_MS },
      },
      {
        label: "product page",
        path: `/product/${subjects.productSlug}`,
        goal: { text: `p50 ≤ ${PRODUCT_P50_MS} ms`, met: (r) => r.p50Ms <= PRODUCT_P50_MS },
      },
      {
        label: "home page /",
        path: "/",
        goal: { text: `p50 ≤ ${HOME_P50_MS} ms`, met: (r) => r.p50Ms <= HOME_P50_MS },
      },
      // What any Next route handler costs here: no database, a small static SVG (a query string goes past
      // server.mjs's file cache, which a no-cache request does not: the file never changes).
      {
        label: "Next floor: route handler without database",
        path: "/demo-images/banners/1.svg?floor",
        headers: THROUGH_NEXT,
      },
      // A build file as browsers ask for it: Next compresses it per request, server.mjs once.
      {
        label: "largest script file, gzip (kept compressed by server.mjs)",
        path: await largestScript(shop.baseUrl),
        headers: { "Accept-Encoding": "gzip, deflate, br" },
      },
    ];
    for (const target of targets) {
      target.probe = await probe(`${shop.baseUrl}${target.path}`, target.headers);
      const p = target.probe;
      log(
        `${target.path} → ${p.status || p.error} (${p.bytes.toLocaleString("en-IN")} bytes${p.total ? `, ${p.total} products match` : ""})`,
      );
    }
    const productsProbe = targets[0].probe;
    const ceilingBytes = productsProbe.status === 200 && productsProbe.bytes > 0 ? productsProbe.bytes : 16_384;
    const ceiling = await startCeilingServer(ceilingBytes);
    cleanup.add("the ceiling server", ceiling.stop);

    const options = { connections: config.connections, threads: config.threads };
    const { postmaster } = subjects;
    const groups = {
      next: (p) => p.pgid === shop.pid,
      postgres: (p) => postmaster !== null && (p.pid === postmaster || p.ppid === postmaster),
      ceiling: (p) => p.pid === ceiling.pid,
    };
    const measure = async (label, url, headers, uniqueSuffix = false) => {
      if (config.warmupSeconds > 0) {
        await loadTest(url, { ...options, headers, uniqueSuffix, seconds: config.warmupSeconds });
        await cancelLeftovers(db.url, `${label}, warm-up`);
      }
      const before = load();
      const cpuBefore = cpuSnapshot(groups);
      const result = await loadTest(url, { ...options, headers, uniqueSuffix, seconds: config.seconds });
      const cpuAfter = cpuSnapshot(groups);
      const perRequest = (group) => (result.requests ? cpuUsedMs(cpuBefore, cpuAfter, group) / result.requests : NaN);
      const cpu = cpuAccounting
        ? {
            nextMs: perRequest("next"),
            postgresMs: postmaster ? perRequest("postgres") : NaN,
            ceilingMs: perRequest("ceiling"),
          }
        : null;
      log(
        `${label}: ${Math.round(result.rps).toLocaleString("en-IN")} req/s, p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}, non-2xx ${result.non2xx} (load average ${before})`,
      );
      await cancelLeftovers(db.url, label);
      return { ...result, cpu, loadBefore: before };
    };
    log(`Load: ${config.warmupSeconds} s warm-up, then ${config.seconds} s per target.`);
    const ceilingFirst = await measure(`ceiling (plain Node, ${ceilingBytes} B), first`, ceiling.url);
    for (const target of targets)
      target.result = await measure(target.label, `${shop.baseUrl}${target.path}`, target.headers, target.uniqueSuffix);
    const ceilingLast = await measure(`ceiling (plain Node, ${ceilingBytes} B), last`, ceiling.url);
    const ceilingRps = (ceilingFirst.rps + ceilingLast.rps) / 2;
    const cod = await benchCodOrders(shop.baseUrl, db.url, {
      buyers: config.buyers,
      seconds: config.orderSeconds,
      log,
    });
    log(
      `COD orders: ${cod.ordersPerSecond.toFixed(1)} orders/s (${cod.orders} in ${cod.seconds.toFixed(1)} s, ${cod.refused} refused); oversold: ${cod.oversold ? "YES" : "no"}; last-unit race: ${cod.race.succeeded} of ${cod.race.buyers} succeeded, stock ${cod.race.stockEnd}.`,
    );
    await shop.stop();
    log("Two instances on one Redis…");
    const instances = await benchTwoInstances({
      databaseUrl: db.url,
      productSlug: subjects.productSlug,
      cleanup,
      log,
      seconds: config.seconds,
      connections: config.connections,
      threads: config.threads,
    });
    const loadAtEnd = load();

    // 4. Report.
    const rpsText = (rps) => (rps < 10 ? rps.toFixed(1) : Math.round(rps).toLocaleString("en-IN"));
    const misses = [];
    const cpuText = (cpu, ceilingServer = false) => {
      if (!cpu || !Number.isFinite(cpu.nextMs)) return "—";
      if (ceilingServer) return ms(cpu.ceilingMs);
      const total = cpu.nextMs + (Number.isFinite(cpu.postgresMs) ? cpu.postgresMs : 0);
      return Number.isFinite(cpu.postgresMs)
        ? `${ms(total)} (Next ${ms(cpu.nextMs)} + PG ${ms(cpu.postgresMs)})`
        : `${ms(total)} (Next)`;
    };
    const httpRows = targets.map((target) => {
      const r = target.result;
      const ratio = r.rps / ceilingRps;
      let met = "—";
      if (target.goal) {
        const ok = r.requests > 0 && r.non2xx === 0 && r.socketErrors === 0 && target.goal.met(r, ratio);
        met = ok ? "yes" : `**no**${r.non2xx ? ` (HTTP ${target.probe.status})` : ""}`;
        if (!ok) misses.push(`${target.label}: ${target.goal.text}`);
      }
      return [
        `${target.label} (\`${target.path.length > 60 ? `${target.path.slice(0, 57)}…` : target.path}\`)`,
        r.requests ? rpsText(r.rps) : "0 (no answer within the run)",
        ms(r.p50Ms),
        ms(r.p99Ms),
        String(r.non2xx + r.socketErrors),
        `${(ratio * 100).toFixed(1)}%`,
        cpuText(r.cpu),
        target.goal?.text ?? (target.path.includes("/search") ? "see database time" : "—"),
        met,
      ];
    });
    for (const [label, r] of [
      ["ceiling: plain Node `http`, first", ceilingFirst],
      ["ceiling: plain Node `http`, last", ceilingLast],
    ]) {
      httpRows.push([
        label,
        rpsText(r.rps),
        ms(r.p50Ms),
        ms(r.p99Ms),
        String(r.non2xx),
        "100% (mean of both)",
        cpuText(r.cpu, true),
        "—",
        "—",
      ]);
    }
    const httpTable = table(
      ["target", "req/s", "p50", "p99", "non-2xx", "ratio to ceiling", "server CPU per request", "goal", "met"],
      httpRows,
    );

    const searchMet = dbTiming.search.db.p95 <= SEARCH_DB_P95_MS;
    if (!searchMet) misses.push(`search database time p95 ≤ ${SEARCH_DB_P95_MS} ms`);
    const hindiMet = dbTiming.hindi.db.p95 <= SEARCH_DB_P95_MS;
    if (!hindiMet) misses.push(`Hindi search database time p95 ≤ ${SEARCH_DB_P95_MS} ms`);
    const dbRow = (label, s, goal, met) => [
      label,
      String(s.runs),
      ms(s.db.p50),
      ms(s.db.p95),
      ms(s.main.p95),
      ms(s.wall.p95),
      goal,
      met,
    ];
    const dbTable = table(
      ["query (findProducts)", "runs", "DB p50", "DB p95", "main statement p95", "findProducts p95", "goal", "met"],
      [
        dbRow(
          "search: 32 words and misspellings, relevance",
          dbTiming.search,
          `DB p95 ≤ ${SEARCH_DB_P95_MS} ms`,
          searchMet ? "yes" : "**no**",
        ),
        dbRow(
          "search in Hindi: Devanagari and romanised words, misspellings",
          dbTiming.hindi,
          `DB p95 ≤ ${SEARCH_DB_P95_MS} ms`,
          hindiMet ? "yes" : "**no**",
        ),
        dbRow("brand listing: one brand, price/newest sort, page 1 + count", dbTiming.browse, "—", "—"),
      ],
    );
    const codOk = !cod.oversold && cod.race.succeeded === 1 && cod.race.stockEnd === 0;
    if (!codOk) misses.push("COD orders: no oversell, exactly one winner of the last unit");
    const codTable = table(
      [
        "buyers",
        "orders",
        "orders/s",
        "refused",
        "units taken = units ordered",
        "last unit: winners / stock after",
        "met",
      ],
      [
        [
          String(cod.buyers),
          String(cod.orders),
          cod.ordersPerSecond.toFixed(1),
          String(cod.refused),
          `${(cod.stockStart - cod.stockEnd).toLocaleString("en-IN")} = ${cod.unitsOrdered.toLocaleString("en-IN")}`,
          `${cod.race.succeeded} / ${cod.race.stockEnd}`,
          codOk ? "yes" : "**no**",
        ],
      ],
    );
    const sortedDelays = [...instances.delaysMs].sort((x, y) => x - y);
    const instancesTable = table(
      ["instances", "product page req/s (together)", "per instance: req/s, p50, p99", "price edit on A → shown by B"],
      [
        [
          "2 × server.mjs, one Redis",
          rpsText(instances.rps),
          instances.perInstance.map((r) => `${rpsText(r.rps)}, ${ms(r.p50Ms)}, ${ms(r.p99Ms)}`).join("; "),
          `median ${ms(sortedDelays[Math.floor(sortedDelays.length / 2)])}, max ${ms(sortedDelays.at(-1))} (${sortedDelays.length} edits, B's render included)`,
        ],
      ],
    );
    const slowest = (s) => s.slowestLabels.map((x) => `${x.label.replace(/^\w+ /, "")} ${ms(x.p50)}`).join(", ");

    const markdown = [
      `# Catalogue bench — ${startedAt.toISOString()}`,
      "",
      `- Commit ${gitCommit()}, Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? "?"}.`,
      `- Load average (1/5/15 min) before the bench: ${loadAtStart}; at the end: ${loadAtEnd}. ${
        Number(loadAtStart.split(" / ")[0]) > 0.5
          ? "**Other work was using the CPU while this ran: figures are lower than on an idle machine.**"
          : "The machine was otherwise idle."
      }`,
      `- Database: ${db.where}. ${subjects.total.toLocaleString("en-IN")} products; seed ${seconds(seedMs)}, bulk fill of ${fill.added.toLocaleString("en-IN")} in ${seconds(fillMs)} (insert ${seconds(fill.insertMs)}, indexes ${seconds(fill.indexMs)}, VACUUM ANALYZE ${seconds(fill.vacuumMs)}); "Product" ${fill.tableMb.toFixed(0)} MB.`,
      `- HTTP: ${tool === "wrk" ? "wrk" : "Node load generator (wrk missing)"}, ${config.threads} threads, ${config.connections} connections, ${config.warmupSeconds} s warm-up + ${config.seconds} s per target, against server.mjs (production build, as npm start serves it). Ceiling body ${ceilingBytes.toLocaleString("en-IN")} bytes (= the products API response). ${tool === "wrk" ? "wrk counts statuses ≥ 400 as non-2xx." : ""}`,
      `- The products API's brand listing is cached by the server (unstable_cache), and so are searches; "each request a cache miss" makes every search new with a suffix of punctuation the search ignores. Brand filter: ${subjects.brand.name} (${subjects.brand.products.toLocaleString("en-IN")} active products).`,
      "",
      "## HTTP",
      "",
      httpTable,
      "",
      "## Database time (PostgreSQL round trips of the statements reading Product)",
      "",
      dbTable,
      "",
      `Slowest searches (DB p50): ${slowest(dbTiming.search)}.`,
      `Slowest Hindi searches (DB p50): ${slowest(dbTiming.hindi)}.`,
      `Slowest listings (DB p50): ${slowest(dbTiming.browse)}.`,
      "",
      `## Cash-on-delivery orders (${cod.buyers} buyers at once, each: add to cart + place order, through the API)`,
      "",
      codTable,
      "",
      `## Two instances (${config.connections} connections split between them, ${config.seconds} s)`,
      "",
      instancesTable,
      "",
      misses.length ? `**Targets missed:** ${misses.join("; ")}.` : "All targets met.",
    ].join("\n");
    const explains = [
      "",
      "## EXPLAIN ANALYZE of the slowest statements",
      "",
      "### Search",
      "",
      "```",
      dbTiming.explain.search,
      "```",
      "",
      "### Search in Hindi",
      "",
      "```",
      dbTiming.explain.hindi,
      "```",
      "",
      "### Brand listing",
      "",
      "```",
      dbTiming.explain.browse,
      "```",
      "",
    ].join("\n");

    console.log(`\n${markdown}\n`);
    if (!searchMet) console.log(`Slowest search statement, EXPLAIN ANALYZE:\n${dbTiming.explain.search}\n`);
    if (!hindiMet) console.log(`Slowest Hindi search statement, EXPLAIN ANALYZE:\n${dbTiming.explain.hindi}\n`);
    const dir = path.join(projectRoot, ".reports", "bench");
    await mkdir(dir, { recursive: true });
    const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
    await writeFile(path.join(dir, `${stamp}.md`), `${markdown}\n${explains}`);
    await writeFile(
      path.join(dir, `${stamp}.json`),
      `${JSON.stringify({ startedAt, config, loadAtStart, loadAtEnd, tool, fill, seedMs, subjects, dbTiming, cod, ceilingBytes, ceiling: { first: ceilingFirst, last: ceilingLast }, instances, targets: targets.map(({ label, path: p, probe: pr, result }) => ({ label, path: p, status: pr.status, bytes: pr.bytes, result })) }, null, 2)}\n`,
    );
    log(`Report written to ${path.relative(projectRoot, path.join(dir, `${stamp}.md`))} (and .json).`);
    if (config.strict && misses.length) process.exitCode = 1;
  } catch (error) {
    if (!cleanup.interrupted) throw error;
  } finally {
    await cleanup.run();
    log("Cleaned up: the shop is stopped and the throwaway database is gone.");
  }
}

await runMain(main);
