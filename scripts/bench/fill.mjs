// Bulk catalogue for the bench: tops the seeded catalogue up to N products,
// generated inside PostgreSQL (INSERT … SELECT over generate_series), so the
// product_search_document trigger computes every search document as it would
// for an admin's insert. Each new product copies brand, subcategory, category,
// tax category, picture kind, sizes and colours from one seeded product (so
// brands stay in the categories they sell in) and gets a new name, description,
// price (₹199–₹19,999, in paise), MRP, stock and date from the word lists below.
// Its Hindi name is its model's with the new style word, its Hindi description
// its model's, so a Hindi search meets 100,000 documents with Hindi in them.
// Deterministic: the same N gives the same rows.
import pg from "pg";

const BAG_MATERIALS = [
  "water-resistant 600D polyester",
  "ripstop nylon",
  "waxed cotton canvas",
  "full-grain buffalo leather",
  "vegan leather",
  "recycled PET fabric",
  "ballistic nylon",
  "heavy cotton canvas",
  "TPU-coated polyester",
  "jute and canvas",
];
const BAG_FEATURES = [
  "with a padded, breathable mesh back panel",
  "with YKK zips and a hidden anti-theft pocket",
  "with a padded sleeve that fits a 15.6-inch laptop",
  "with two side pockets for a 1-litre bottle",
  "with a trolley sleeve that slips over luggage handles",
  "with a detachable, padded shoulder strap",
  "with a rain cover tucked into the base",
  "with an organiser panel for pens, cards and chargers",
  "with reflective strips for evening commutes",
  "with a USB charging port and a cable pass-through",
];
const BAG_DETAILS = [
  "Weighs under 600 g and packs flat when empty.",
  "The base is double-stitched and bar-tacked at every stress point.",
  "Wipe clean with a damp cloth; do not machine wash.",
  "Sized for daily commutes on Mumbai locals and Delhi Metro alike.",
  "Holds a day's essentials: laptop, tiffin, umbrella and a change of clothes.",
  "Stands up on its own, so packing and unpacking is quick.",
  "Lined in a bright fabric so nothing hides at the bottom.",
];
const LUGGAGE_MATERIALS = [
  "100% virgin polycarbonate",
  "scratch-resistant ABS",
  "lightweight polypropylene",
  "1680D ballistic nylon",
  "polycarbonate with a textured finish",
];
const LUGGAGE_FEATURES = [
  "on four 360° double spinner wheels",
  "with a TSA-approved three-digit combination lock",
  "with an expandable zip that adds 20% more space",
  "with a three-stage aluminium trolley handle",
  "with cross straps and a zipped divider inside",
  "with a front pocket for a laptop and documents",
];
const LUGGAGE_DETAILS = [
  "Fits the cabin size limits of IndiGo, Air India and Vistara.",
  "Corner guards keep it looking new after many check-ins.",
  "Weighs 2.9 kg empty, leaving more of the allowance for you.",
  "Comes with a washable cover and a luggage tag.",
];
const COOKWARE_MATERIALS = [
  "18/8 food-grade stainless steel",
  "hard-anodised aluminium",
  "pre-seasoned cast iron",
  "tri-ply stainless steel",
  "triple-layer non-stick coated aluminium",
];
const COOKWARE_FEATURES = [
  "that works on gas stoves and induction cooktops",
  "with a sandwich bottom that spreads heat evenly",
  "with cool-touch Bakelite handles",
  "with a gasket release valve and a safety plug",
  "with a glass lid and a steam vent",
];
const CONTAINER_MATERIALS = [
  "18/8 food-grade stainless steel",
  "BPA-free food-grade plastic",
  "pure copper",
  "borosilicate glass",
];
const CONTAINER_FEATURES = [
  "with airtight, leak-proof silicone seals",
  "that keeps drinks hot for 12 hours and cold for 24",
  "that stacks neatly in a cupboard or a school bag",
  "that is safe in the microwave without its lid",
];
const KITCHEN_DETAILS = [
  "Made for everyday Indian cooking: dal, sabzi, rice and rotis.",
  "Free of PFOA, lead and cadmium.",
  "Dishwasher safe; soak in warm water for stubborn stains.",
  "ISI marked and tested to Indian standards.",
  "A sensible wedding or housewarming gift.",
];

const bags = { materials: BAG_MATERIALS, features: BAG_FEATURES, details: BAG_DETAILS };
const luggage = { materials: LUGGAGE_MATERIALS, features: LUGGAGE_FEATURES, details: LUGGAGE_DETAILS };
const cookware = { materials: COOKWARE_MATERIALS, features: COOKWARE_FEATURES, details: KITCHEN_DETAILS };
const containers = { materials: CONTAINER_MATERIALS, features: CONTAINER_FEATURES, details: KITCHEN_DETAILS };

/** Word lists per picture kind (lib/demo/images.ts PRODUCT_KINDS); "default" for anything else. */
const KINDS = {
  backpack: {
    ...bags,
    nouns: ["Backpack", "Daypack", "Rucksack", "Travel Backpack", "College Backpack", "Hiking Pack", "School Bag"],
    sizes: ["15L", "18L", "20L", "22L", "25L", "28L", "30L", "32L", "35L", "40L", "45L", "60L"],
  },
  "laptop-bag": {
    ...bags,
    nouns: ["Laptop Bag", "Laptop Backpack", "Laptop Sleeve", "Laptop Briefcase", "Laptop Messenger"],
    sizes: ["13-inch", "14-inch", "15.6-inch", "16-inch", "17-inch"],
  },
  "messenger-bag": { ...bags, nouns: ["Messenger Bag", "Crossbody Messenger", "Satchel", "Field Bag"], sizes: [""] },
  "sling-bag": { ...bags, nouns: ["Sling Bag", "Chest Sling", "Crossbody Bag", "Waist Pack"], sizes: ["", "4L", "6L"] },
  trolley: {
    ...luggage,
    nouns: ["Cabin Trolley", "Check-in Trolley", "Spinner Trolley", "Hardside Suitcase", "Softside Suitcase"],
    sizes: ["45 cm", "55 cm", "65 cm", "69 cm", "75 cm", "79 cm"],
  },
  duffel: {
    ...luggage,
    nouns: ["Duffel Bag", "Travel Duffel", "Gym Duffel", "Weekender", "Wheeled Duffel"],
    sizes: ["32L", "45L", "55L", "65L"],
  },
  briefcase: { ...bags, nouns: ["Briefcase", "Attaché Case", "Document Case", "Portfolio"], sizes: [""] },
  tote: { ...bags, nouns: ["Tote Bag", "Shopper", "Work Tote", "Market Bag"], sizes: [""] },
  pouch: {
    ...bags,
    nouns: ["Pouch", "Travel Organiser", "Toiletry Kit", "Cable Organiser", "Passport Wallet"],
    sizes: [""],
  },
  cooker: {
    ...cookware,
    nouns: ["Pressure Cooker", "Induction Pressure Cooker", "Pressure Pan", "Handi Cooker"],
    sizes: ["2 L", "3 L", "3.5 L", "5 L", "6.5 L", "8 L"],
  },
  pot: {
    ...cookware,
    nouns: ["Kadai", "Handi", "Stock Pot", "Sauce Pan", "Casserole", "Dutch Oven"],
    sizes: ["1.5 L", "2 L", "3 L", "5 L"],
  },
  pan: {
    ...cookware,
    nouns: ["Tawa", "Frying Pan", "Dosa Tawa", "Appam Patra", "Paniyaram Pan", "Grill Pan"],
    sizes: ["24 cm", "26 cm", "28 cm", "30 cm"],
  },
  bottle: {
    ...containers,
    nouns: ["Water Bottle", "Vacuum Flask", "Insulated Bottle", "Copper Bottle", "Sipper"],
    sizes: ["500 ml", "750 ml", "1 L", "1.5 L"],
  },
  container: {
    ...containers,
    nouns: ["Storage Container Set", "Masala Dabba", "Spice Jar Set", "Airtight Canister", "Atta Container"],
    sizes: ["Set of 3", "Set of 6", "Set of 12", "1 kg", "5 kg", "10 kg"],
  },
  lunchbox: {
    ...containers,
    nouns: ["Lunch Box", "Tiffin Carrier", "Bento Box", "Insulated Lunch Bag"],
    sizes: ["2-tier", "3-tier", "4-tier", "750 ml"],
  },
  default: { ...bags, nouns: ["Bag", "Carry-all", "Organiser"], sizes: [""] },
};

const WORDS = {
  kinds: KINDS,
  lines: [
    "Everyday",
    "Classic",
    "Voyager",
    "Metro",
    "Trekker",
    "Heritage",
    "Monsoon",
    "Summit",
    "Explorer",
    "Compact",
    "Signature",
    "Coastal",
    "Deccan",
    "Ganga",
    "Konkan",
    "Nilgiri",
    "Thar",
    "Ladakh",
    "Malabar",
    "Sahyadri",
    "Aravalli",
    "Kaveri",
    "Himalaya",
    "Jaipur",
    "Chennai",
    "Pune",
    "Bandra",
    "Howrah",
  ],
  styles: [
    "Slim",
    "Ultra",
    "Max",
    "Plus",
    "Air",
    "Flex",
    "Duo",
    "Prime",
    "Neo",
    "Edge",
    "Core",
    "Rugged",
    "Smart",
    "Eco",
  ],
  warranties: [
    "Covered by a 1-year manufacturer warranty.",
    "Comes with a 2-year warranty against manufacturing defects.",
    "5-year warranty on the body and handles.",
    "Free replacement within 10 days of delivery.",
  ],
};

// h(n, salt, m): a deterministic pseudo-random integer in [0, m) for row n.
const SETUP_SQL = `
CREATE TEMP TABLE bench_template AS
  SELECT (row_number() OVER (ORDER BY p.slug))::int AS ord,
         p."brandId" AS brand_id, b.name AS brand_name, p."brandSubcategoryId" AS subcategory_id,
         p."categoryId" AS category_id, p."taxCategoryId" AS tax_category_id,
         coalesce(nullif(split_part(p.images[1], '/', 4), ''), 'default') AS kind,
         p.sizes, p.colors, p."nameHi" AS name_hi, p."descriptionHi" AS description_hi
  FROM "Product" p JOIN "Brand" b ON b.id = p."brandId"
  WHERE p."isActive";
CREATE FUNCTION pg_temp.h(n bigint, salt int, m int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT mod(hashint8(n * 7919 + salt)::bigint + 2147483648, m)::int $$;
CREATE FUNCTION pg_temp.pick(list jsonb, n bigint, salt int) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT list ->> pg_temp.h(n, salt, jsonb_array_length(list)) $$;
`;

const INSERT_SQL = `
INSERT INTO "Product" (id, slug, name, description, images, price, mrp, stock, "isActive", sizes, colors,
                       "brandId", "brandSubcategoryId", "categoryId", "taxCategoryId", "createdAt", "updatedAt",
                       "nameHi", "descriptionHi")
SELECT 'cbench' || lpad(g.n::text, 19, '0'),
       s.slug,
       nm.name,
       format('The %s %s %s in %s, %s. %s %s', w.line, w.style, lower(w.noun), w.material, w.feature, w.detail, w.warranty),
       ARRAY['/demo-images/products/' || t.kind || '/' || s.slug || '-1.svg',
             '/demo-images/products/' || t.kind || '/' || s.slug || '-2.svg',
             '/demo-images/products/' || t.kind || '/' || s.slug || '-3.svg'],
       pr.price * 100,
       CASE WHEN pg_temp.h(g.n, 11, 100) < 35 THEN NULL
            ELSE (ceil(pr.price * (1.1 + pg_temp.h(g.n, 12, 50) / 100.0) / 100) * 100 - 1)::int * 100 END,
       CASE WHEN pg_temp.h(g.n, 13, 100) < 6 THEN 0 ELSE 1 + pg_temp.h(g.n, 14, 250) END,
       pg_temp.h(g.n, 15, 100) >= 2,
       t.sizes, t.colors, t.brand_id, t.subcategory_id, t.category_id, t.tax_category_id,
       now() - make_interval(mins => pg_temp.h(g.n, 16, 730 * 24 * 60)),
       now() - make_interval(mins => pg_temp.h(g.n, 16, 730 * 24 * 60)),
       CASE WHEN t.name_hi IS NOT NULL THEN concat_ws(' ', t.name_hi, w.style) END,
       t.description_hi
FROM generate_series($2::bigint, $3::bigint) AS g(n)
JOIN bench_template t ON t.ord = 1 + pg_temp.h(g.n, 1, $4::int)
CROSS JOIN LATERAL (SELECT coalesce($1::jsonb -> 'kinds' -> t.kind, $1::jsonb -> 'kinds' -> 'default') AS k) c
CROSS JOIN LATERAL (
  SELECT pg_temp.pick(c.k -> 'nouns', g.n, 2) AS noun,
         pg_temp.pick($1::jsonb -> 'lines', g.n, 3) AS line,
         pg_temp.pick($1::jsonb -> 'styles', g.n, 4) AS style,
         pg_temp.pick(c.k -> 'sizes', g.n, 5) AS size,
         pg_temp.pick(c.k -> 'materials', g.n, 6) AS material,
         pg_temp.pick(c.k -> 'features', g.n, 7) AS feature,
         pg_temp.pick(c.k -> 'details', g.n, 8) AS detail,
         pg_temp.pick($1::jsonb -> 'warranties', g.n, 9) AS warranty
) w
-- Prices cluster at the low end, as in a real bag shop: ₹199, ₹249 … ₹19,999.
CROSS JOIN LATERAL (SELECT 199 + 50 * floor(397 * power(pg_temp.h(g.n, 10, 100000) / 100000.0, 2))::int AS price) pr
CROSS JOIN LATERAL (SELECT concat_ws(' ', t.brand_name, w.line, w.style, nullif(w.size, ''), w.noun) AS name) nm
CROSS JOIN LATERAL (
  SELECT trim(BOTH '-' FROM regexp_replace(lower(replace(nm.name, '&', ' and ')), '[^a-z0-9]+', '-', 'g'))
         || '-' || g.n AS slug
) s
`;

/** Secondary indexes of "Product" (not the primary key or unique ones): dropped for the load, rebuilt after. */
async function secondaryIndexes(client) {
  const { rows } = await client.query(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = '"Product"'::regclass AND NOT x.indisunique AND NOT x.indisprimary
     ORDER BY i.relname`,
  );
  return rows;
}

async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  // A lost connection fails the query in flight; without a listener it would also crash the process.
  client.on("error", () => {});
  await client.connect();
  return client;
}

/**
 * Adds products until the catalogue holds `target` of them, then VACUUM ANALYZE.
 * The load runs on `jobs` connections at once with the secondary indexes dropped
 * and rebuilt afterwards from their own definitions (pg_get_indexdef), as one
 * bulk-loads any PostgreSQL table; the trigger still fills every search document.
 * @param {string} url
 * @param {{ target: number, chunk?: number, jobs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ before: number, added: number, insertMs: number, indexMs: number, vacuumMs: number, tableMb: number }>}
 */
export async function fillProducts(url, { target, chunk = 5_000, jobs = 2, log = () => {} }) {
  const main = await connect(url);
  const workers = [];
  try {
    const before = Number((await main.query(`SELECT count(*) FROM "Product"`)).rows[0].count);
    const missing = Math.max(0, target - before);
    if (missing === 0) {
      return { before, added: 0, insertMs: 0, indexMs: 0, vacuumMs: 0, tableMb: await tableMb(main) };
    }
    for (let i = 0; i < Math.max(1, jobs); i++) workers.push(await connect(url));
    for (const client of workers) await client.query(SETUP_SQL);
    const templates = Number((await workers[0].query("SELECT count(*) FROM bench_template")).rows[0].count);
    if (templates === 0) throw new Error("The seed created no active products to model the bulk ones on.");

    const indexes = await secondaryIndexes(main);
    for (const index of indexes) await main.query(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);

    const words = JSON.stringify(WORDS);
    const started = performance.now();
    let next = 1;
    let done = 0;
    await Promise.all(
      workers.map(async (client) => {
        while (next <= missing) {
          const from = next;
          const to = Math.min(missing, from + chunk - 1);
          next = to + 1;
          await client.query(INSERT_SQL, [words, from, to, templates]);
          done += to - from + 1;
          const seconds = (performance.now() - started) / 1000;
          if (done % 20_000 < chunk || done === missing) {
            log(`  ${before + done} products (${Math.round(done / seconds)} rows/s)`);
          }
        }
      }),
    );
    const insertMs = performance.now() - started;

    const indexStarted = performance.now();
    const queue = [...indexes];
    await Promise.all(
      workers.map(async (client) => {
        await client.query("SET maintenance_work_mem = '256MB'");
        for (let index = queue.shift(); index; index = queue.shift()) await client.query(index.definition);
      }),
    );
    const indexMs = performance.now() - indexStarted;

    const vacuumStarted = performance.now();
    // Sets the visibility map and gathers statistics, as autovacuum would on a live shop.
    await main.query(`VACUUM (ANALYZE) "Product"`);
    const vacuumMs = performance.now() - vacuumStarted;
    return { before, added: missing, insertMs, indexMs, vacuumMs, tableMb: await tableMb(main) };
  } finally {
    await Promise.all([main, ...workers].map((client) => client.end().catch(() => {})));
  }
}

async function tableMb(client) {
  const { rows } = await client.query(`SELECT pg_total_relation_size('"Product"') AS bytes`);
  return Number(rows[0].bytes) / 2 ** 20;
}
