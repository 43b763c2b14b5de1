// Database time of the catalogue's queries, measured without Next in the way:
// calls lib/catalog findProducts (the code the APIs and /shop run) against
// DATABASE_URL and times every SQL statement it sends, from Prisma's own query
// events (the round trip to PostgreSQL, without the JavaScript around it).
// Run by scripts/bench/run.mjs:
//   node --conditions=react-server --import tsx scripts/bench/db-timing.ts
// (react-server makes `server-only` importable outside Next). Prints one JSON line.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";

type Sample = { label: string; wallMs: number; dbMs: number; mainMs: number; statements: number };
type Statement = { query: string; params: string; durationMs: number };

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("DATABASE_URL is not set.");
const searchRuns = Number(process.env.BENCH_SEARCH_RUNS || 200);
const browseRuns = Number(process.env.BENCH_BROWSE_RUNS || 100);

// lib/db keeps its client on globalThis.koshPrisma: put one there that reports its queries.
const client = new PrismaClient({
  adapter: new PrismaPg({ connectionString, max: 10 }),
  log: [{ emit: "event", level: "query" }],
});
(globalThis as { koshPrisma?: PrismaClient }).koshPrisma = client;
let statements: Statement[] = [];
/** Every measured call with its statements, for EXPLAIN of the slowest. */
const slowest: Array<{ sample: Sample; statements: Statement[] }> = [];
client.$on("query", (event) => {
  statements.push({ query: event.query, params: event.params, durationMs: Number(event.duration) });
});

const { findProducts } = await import("../../lib/catalog/products");
const { catalogParamsSchema, toCatalogQuery } = await import("../../lib/catalog/query");

/** Correct spellings and the misspellings shoppers type. */
const SEARCH_WORDS = [
  "backpack",
  "bakpack",
  "laptop bag",
  "labtop",
  "trolley",
  "troley",
  "cabin",
  "duffel",
  "duffle",
  "messenger",
  "mesenger",
  "sling",
  "briefcase",
  "breifcase",
  "pressure cooker",
  "presure cooker",
  "tawa",
  "bottle",
  "botle",
  "lunch box",
  "tiffin",
  "tifin",
  "leather",
  "canvas",
  "waterproof",
  "kadai",
  "masala dabba",
  "stainless steel",
  "spinner",
  "school bag",
  "rucksak",
  "organiser",
];

/** Hindi words, romanised Hindi product words and their misspellings (issue 17). */
const HINDI_SEARCH_WORDS = [
  "टिफ़िन",
  "टिफिन",
  "टिफन",
  "स्टील टिफ़िन",
  "कड़ाही",
  "तवा",
  "प्रेशर कुकर",
  "बैकपैक",
  "बैकपक",
  "थैला",
  "मसाला डिब्बा",
  "लैपटॉप बैग",
  "kadhai",
  "karahi",
  "tava",
  "patila",
  "handi",
  "thaila",
  "dabba",
  "bartan",
  "kukar",
  "kadhaai",
];

/** The main search statement, whichever tsquery the words made. */
const SEARCH_STATEMENT = /"searchVector" @@/;

async function brandNames(): Promise<string[]> {
  const rows = await client.brand.findMany({ where: { isActive: true }, select: { name: true } });
  return rows.map((row) => row.name);
}

/**
 * Runs one findProducts call. dbMs counts the statements that read "Product"
 * (the search or browse query and the product cards); the brand and category
 * lookups are left out because the server answers those from its cache.
 */
async function measure(label: string, params: Record<string, string>, main: RegExp): Promise<Sample> {
  const query = toCatalogQuery(catalogParamsSchema.parse(params));
  statements = [];
  const started = performance.now();
  await findProducts(query);
  const wallMs = performance.now() - started;
  const product = statements.filter((s) => s.query.includes('"Product"'));
  const sample = {
    label,
    wallMs,
    dbMs: product.reduce((sum, s) => sum + s.durationMs, 0),
    mainMs: product.filter((s) => main.test(s.query)).reduce((sum, s) => sum + s.durationMs, 0),
    statements: product.length,
  };
  slowest.push({ sample, statements: product });
  return sample;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summary(samples: Sample[]) {
  const pick = (key: "wallMs" | "dbMs" | "mainMs") => ({
    p50: percentile(
      samples.map((s) => s[key]),
      50,
    ),
    p95: percentile(
      samples.map((s) => s[key]),
      95,
    ),
    max: Math.max(...samples.map((s) => s[key])),
  });
  const byLabel = new Map<string, number[]>();
  for (const s of samples) byLabel.set(s.label, [...(byLabel.get(s.label) ?? []), s.dbMs]);
  const slowestLabels = [...byLabel]
    .map(([label, values]) => ({ label, p50: percentile(values, 50) }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 5);
  return { runs: samples.length, db: pick("dbMs"), main: pick("mainMs"), wall: pick("wallMs"), slowestLabels };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the slowest statement among samples with this label prefix. */
async function explainSlowest(prefix: string): Promise<string> {
  const candidates = slowest
    .filter((entry) => entry.sample.label.startsWith(prefix))
    .flatMap((entry) => entry.statements)
    .sort((a, b) => b.durationMs - a.durationMs);
  const statement = candidates[0];
  if (!statement) return "";
  const params = JSON.parse(statement.params) as unknown[];
  const rows = await client.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.query}`,
    ...params,
  );
  return [
    `-- ${statement.durationMs} ms when measured; params ${statement.params}`,
    statement.query.trim(),
    ...rows.map((row) => row["QUERY PLAN"]),
  ].join("\n");
}

async function main() {
  const brands = await brandNames();
  const log = (line: string) => process.stderr.write(`${line}\n`);

  // Warm-up: connections, Prisma's query plans, PostgreSQL's caches.
  for (const word of [...SEARCH_WORDS, ...HINDI_SEARCH_WORDS]) await measure("warm-up", { q: word }, SEARCH_STATEMENT);
  for (const brand of brands) await measure("warm-up", { brands: brand, sort: "price-asc" }, /ORDER BY/);
  slowest.length = 0;

  const search: Sample[] = [];
  for (let i = 0; i < searchRuns; i++) {
    const word = SEARCH_WORDS[i % SEARCH_WORDS.length]!;
    search.push(await measure(`search ${word}`, { q: word }, SEARCH_STATEMENT));
    if ((i + 1) % 50 === 0 && i + 1 < searchRuns) log(`  ${i + 1} searches timed…`);
  }
  log(`  ${search.length} searches timed`);

  const hindi: Sample[] = [];
  for (let i = 0; i < searchRuns; i++) {
    const word = HINDI_SEARCH_WORDS[i % HINDI_SEARCH_WORDS.length]!;
    hindi.push(await measure(`hindi ${word}`, { q: word }, SEARCH_STATEMENT));
  }
  log(`  ${hindi.length} Hindi and romanised searches timed`);

  const sorts = ["price-asc", "price-desc", "newest"];
  const browse: Sample[] = [];
  for (let i = 0; i < browseRuns; i++) {
    const brand = brands[i % brands.length]!;
    const sort = sorts[Math.floor(i / brands.length) % sorts.length]!;
    browse.push(await measure(`browse ${brand} ${sort}`, { brands: brand, sort }, /ORDER BY/));
  }
  log(`  ${browse.length} brand listings timed`);

  const result = {
    search: summary(search),
    hindi: summary(hindi),
    browse: summary(browse),
    explain: {
      search: await explainSlowest("search "),
      hindi: await explainSlowest("hindi "),
      browse: await explainSlowest("browse "),
    },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

try {
  await main();
} finally {
  await client.$disconnect();
}
