// The demo catalogue, as plain data. prisma/seed.ts creates whatever of it is
// missing and never changes rows that already exist. Money is integer paise
// (the rows below are written in rupees and converted once, at the bottom).
// All brand and product names are invented for the demo.
import { rupeesToPaise } from "../../lib/money";
import { store } from "../../lib/store";
import { slugify } from "../../lib/catalog/slug";
import { missingDeclarations, type Declarations } from "../../lib/catalog/declarations";
import { demoImagePath, type ProductKind } from "../../lib/demo/images";
import { demoDeclarations } from "./declarations";

// ─────────────────────────── Tax categories ───────────────────────────

export type TaxCategorySeed = { name: string; hsnCode: string; rateBasisPoints: number };

// Demo values only: GST rates change by notification, so check each rate and
// HSN code against the current CBIC rate notification before going live.
export const TRAVEL_GOODS = "Travel goods";
export const KITCHENWARE = "Kitchenware";
export const PLASTIC_HOUSEHOLD = "Plastic household articles";

export const taxCategories: readonly TaxCategorySeed[] = [
  { name: TRAVEL_GOODS, hsnCode: "4202", rateBasisPoints: 1800 },
  { name: KITCHENWARE, hsnCode: "7323", rateBasisPoints: 500 },
  { name: PLASTIC_HOUSEHOLD, hsnCode: "3924", rateBasisPoints: 500 },
];

// ───────────────────────────── Brands ─────────────────────────────

export type BrandSubcategorySeed = { name: string; slug: string; position: number };
export type BrandSeed = {
  name: string;
  slug: string;
  logoUrl: string;
  position: number;
  subcategories: readonly BrandSubcategorySeed[];
};

/** The shop's own label (STORE_HOUSE_BRAND, "Kosh Originals" by default). */
export const HOUSE_BRAND = store.houseBrand;

const brandList: [name: string, subcategories: string[]][] = [
  [HOUSE_BRAND, ["Canvas Collection", "Travel Essentials", "Leather Craft"]],
  ["Wildtrail", ["Trek Series", "Daypack Series", "Monsoon Range"]],
  ["Urbanpack", ["Campus", "Commuter", "Tech Series"]],
  ["Safar Luggage", ["Hardside", "Softside", "Weekender"]],
  ["Metro Office", ["Executive", "Workday", "Organisers"]],
  ["Rasoi Craft", ["Pressure Cookers", "Cast Iron", "Tri-ply Steel"]],
  ["Tiffin & Co.", ["Lunch Boxes", "Bottles", "Kids"]],
  ["Nomad Gear", ["Slings", "Messengers", "Duffels"]],
  ["Chai Street Home", ["Storage", "Serveware", "Spice Boxes"]],
];

export const brands: readonly BrandSeed[] = brandList.map(([name, subs], index) => {
  const slug = slugify(name);
  return {
    name,
    slug,
    logoUrl: demoImagePath.brand(slug),
    position: index + 1,
    subcategories: subs.map((sub, i) => ({ name: sub, slug: slugify(sub), position: i + 1 })),
  };
});

// ──────────────────────────── Categories ────────────────────────────

export type CategorySeed = {
  name: string;
  slug: string;
  /** Name of the parent category; null for a top-level category. */
  parent: string | null;
  imageUrl: string;
  position: number;
};

/** The home page tiles, linked as /shop?category={name}. */
export const TOP_LEVEL_CATEGORIES = [
  "BackPack",
  "Laptop Bags",
  "Messenger Bags",
  "Luggage",
  "Office Bags",
  "Kitchen",
  HOUSE_BRAND,
] as const;

const categoryTree: Record<string, string[]> = {
  BackPack: ["Daypacks", "Hiking & Trekking", "School Bags"],
  "Laptop Bags": ["Laptop Backpacks", "Laptop Sleeves", "Laptop Shoulder Bags"],
  "Messenger Bags": ["Sling Bags", "Canvas Messengers", "Leather Messengers"],
  Luggage: ["Cabin Trolleys", "Check-in Trolleys", "Duffel Bags"],
  "Office Bags": ["Briefcases", "Office Totes", "Portfolios & Folders"],
  Kitchen: ["Cookware", "Storage & Containers", "Bottles & Flasks", "Lunch Boxes"],
  Cookware: ["Pressure Cookers", "Tawas & Frying Pans"],
  [HOUSE_BRAND]: ["Totes & Shoppers", "Pouches & Organisers", "Travel Accessories"],
};

function category(name: string, parent: string | null, position: number): CategorySeed {
  const slug = slugify(name);
  return { name, slug, parent, imageUrl: demoImagePath.category(slug), position };
}

/** Parents come before their children (the seed does not rely on it, but it reads well). */
export const categories: readonly CategorySeed[] = (() => {
  const out: CategorySeed[] = TOP_LEVEL_CATEGORIES.map((name, i) => category(name, null, i + 1));
  for (let i = 0; i < out.length; i++) {
    const parent = out[i];
    if (!parent) continue;
    (categoryTree[parent.name] ?? []).forEach((child, j) => out.push(category(child, parent.name, j + 1)));
  }
  return out;
})();

// ───────────────────────────── Products ─────────────────────────────

export type ProductSeed = {
  slug: string;
  name: string;
  description: string;
  images: string[];
  /** Paise. */
  price: number;
  /** Paise; null when there is no separate MRP. */
  mrp: number | null;
  stock: number;
  sizes: string[];
  colors: string[];
  /** Brand name. */
  brand: string;
  /** Name of one of the brand's subcategories, or null. */
  brandSubcategory: string | null;
  /** Category name. */
  category: string;
  /** Tax category name. */
  taxCategory: string;
  kind: ProductKind;
  /** How many days before the seed run the product is dated, so "newest" sorting means something. */
  createdDaysAgo: number;
  /** Legal Metrology declarations (prisma/seed-data/declarations.ts). */
  declarations: Declarations;
};

type Row = {
  slug: string;
  name: string;
  kind: ProductKind;
  brand: string;
  sub?: string;
  /** Rupees. */
  price: number;
  /** Rupees; omitted or null for no MRP. */
  mrp?: number | null;
  stock: number;
  d: string;
  sizes?: string[];
  colors?: string[];
  tax?: string;
};

const H = HOUSE_BRAND;
const h = slugify(HOUSE_BRAND);
const TRAVEL = TRAVEL_GOODS;
const STEEL = KITCHENWARE;
const PLASTIC = PLASTIC_HOUSEHOLD;

const rows: Record<string, Row[]> = {
  // ── BackPack ──
  BackPack: [
    {
      slug: "urbanpack-everyday-22l-backpack",
      name: "Urbanpack Everyday 22L Backpack",
      kind: "backpack",
      brand: "Urbanpack",
      sub: "Commuter",
      price: 1299,
      mrp: 1999,
      stock: 120,
      colors: ["Black", "Navy Blue", "Olive"],
      d: "A light 22-litre everyday backpack in water-resistant 600D polyester with a padded back panel and two side bottle pockets. Measures 45 x 30 x 16 cm and weighs 480 g. Comes with a 1-year manufacturer warranty.",
    },
    {
      slug: "wildtrail-basecamp-28l-backpack",
      name: "Wildtrail Basecamp 28L Backpack",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Daypack Series",
      price: 1799,
      mrp: 2499,
      stock: 75,
      d: "A 28-litre all-rounder with a breathable mesh back, chest strap and a front bungee for a rain jacket. Ripstop nylon body, 50 x 31 x 20 cm. Covered by a 2-year warranty against manufacturing defects.",
    },
    {
      slug: "nomad-gear-roamer-25l-rolltop-backpack",
      name: "Nomad Gear Roamer 25L Roll-top Backpack",
      kind: "backpack",
      brand: "Nomad Gear",
      price: 2299,
      mrp: null,
      stock: 3,
      d: "A roll-top backpack in welded TPU-coated fabric that keeps monsoon rain out; expands from 25 to 29 litres. Padded 15.6-inch laptop sleeve inside, 48 x 30 x 14 cm rolled. 1-year warranty.",
    },
  ],
  Daypacks: [
    {
      slug: "wildtrail-trailhead-20l-daypack",
      name: "Wildtrail Trailhead 20L Daypack",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Daypack Series",
      price: 999,
      mrp: 1499,
      stock: 150,
      d: "A 20-litre daypack for short hikes and city days, in lightweight ripstop polyester with a hydration sleeve. 44 x 28 x 15 cm, 420 g. 1-year warranty.",
    },
    {
      slug: "urbanpack-metro-18l-mini-backpack",
      name: "Urbanpack Metro 18L Mini Backpack",
      kind: "backpack",
      brand: "Urbanpack",
      sub: "Commuter",
      price: 799,
      stock: 90,
      colors: ["Black", "Maroon", "Beige"],
      d: "A compact 18-litre backpack with a hidden back pocket for your phone and wallet. Polyester canvas, 40 x 27 x 13 cm. 6-month warranty on zips and stitching.",
    },
    {
      slug: "wildtrail-monsoon-24l-waterproof-daypack",
      name: "Wildtrail Monsoon 24L Waterproof Daypack",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Monsoon Range",
      price: 1599,
      mrp: 2199,
      stock: 60,
      d: "Seam-sealed tarpaulin fabric and water-resistant zips keep 24 litres of gear dry through the rains. Includes a detachable rain cover; 46 x 30 x 16 cm. 1-year warranty.",
    },
    {
      slug: "nomad-gear-city-hopper-16l-daypack",
      name: "Nomad Gear City Hopper 16L Daypack",
      kind: "backpack",
      brand: "Nomad Gear",
      price: 1099,
      mrp: 1099,
      stock: 44,
      d: "A slim 16-litre daypack in recycled PET fabric with a quick-access top pocket. Fits a 13-inch tablet; 42 x 27 x 12 cm and 390 g. 1-year warranty.",
    },
  ],
  "Hiking & Trekking": [
    {
      slug: "wildtrail-ridge-32l-hiking-backpack",
      name: "Wildtrail Ridge 32L Hiking Backpack",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Trek Series",
      price: 2499,
      mrp: 3299,
      stock: 64,
      colors: ["Forest Green", "Charcoal"],
      d: "A 32-litre hiking pack with an adjustable torso length, padded hip belt and ventilated mesh back. Ripstop nylon with a built-in rain cover; 55 x 32 x 22 cm. 2-year warranty.",
    },
    {
      slug: "wildtrail-summit-45l-trekking-rucksack",
      name: "Wildtrail Summit 45L Trekking Rucksack",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Trek Series",
      price: 3299,
      mrp: 4499,
      stock: 38,
      d: "A 45-litre rucksack for multi-day treks, with an aluminium frame sheet, sleeping-bag compartment and trekking-pole loops. 65 x 34 x 24 cm, 1.4 kg. 2-year warranty.",
    },
    {
      slug: "wildtrail-himalaya-60l-rucksack",
      name: "Wildtrail Himalaya 60L Rucksack",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Trek Series",
      price: 3499,
      mrp: 4999,
      stock: 22,
      d: "A 60-litre expedition rucksack in 420D ripstop nylon with a floating lid, side compression straps and a front U-zip. 72 x 36 x 26 cm, 1.7 kg. 3-year warranty.",
    },
    {
      slug: "wildtrail-monsoon-40l-trekker-with-rain-cover",
      name: "Wildtrail Monsoon 40L Trekker with Rain Cover",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Monsoon Range",
      price: 2899,
      stock: 0,
      d: "A 40-litre trekking pack with a taped, water-resistant main compartment and a high-visibility rain cover. 62 x 33 x 22 cm, 1.2 kg. 2-year warranty.",
    },
    {
      slug: "nomad-gear-sahyadri-35l-hiking-pack",
      name: "Nomad Gear Sahyadri 35L Hiking Pack",
      kind: "backpack",
      brand: "Nomad Gear",
      price: 2199,
      mrp: 2799,
      stock: 55,
      d: "A 35-litre pack made for weekend hikes in the Western Ghats, with a bottle pocket on each side and a ventilated back panel. Polyester ripstop, 58 x 32 x 20 cm. 1-year warranty.",
    },
  ],
  "School Bags": [
    {
      slug: "urbanpack-campus-30l-college-backpack",
      name: "Urbanpack Campus 30L College Backpack",
      kind: "backpack",
      brand: "Urbanpack",
      sub: "Campus",
      price: 1199,
      mrp: 1799,
      stock: 180,
      colors: ["Black", "Grey", "Navy Blue"],
      d: "A roomy 30-litre college bag with three compartments, a padded 15.6-inch laptop sleeve and a reflective strip. Water-resistant polyester, 48 x 33 x 20 cm. 1-year warranty.",
    },
    {
      slug: "urbanpack-junior-15l-school-bag",
      name: "Urbanpack Junior 15L School Bag",
      kind: "backpack",
      brand: "Urbanpack",
      sub: "Campus",
      price: 899,
      mrp: 1299,
      stock: 140,
      colors: ["Sky Blue", "Pink", "Green"],
      d: "A 15-litre school bag for classes 1 to 5 with an ergonomic S-curved strap and a padded back. Wipe-clean polyester, 38 x 28 x 14 cm, 450 g. 6-month warranty.",
    },
    {
      slug: "urbanpack-scholar-35l-school-backpack",
      name: "Urbanpack Scholar 35L School Backpack",
      kind: "backpack",
      brand: "Urbanpack",
      sub: "Campus",
      price: 1499,
      stock: 95,
      d: "A 35-litre backpack for senior school with a separate lunch-box pocket and a rain cover in the base. Heavy-duty polyester, 50 x 34 x 21 cm. 1-year warranty.",
    },
    {
      slug: "wildtrail-explorer-kids-12l-backpack",
      name: "Wildtrail Explorer Kids 12L Backpack",
      kind: "backpack",
      brand: "Wildtrail",
      sub: "Daypack Series",
      price: 849,
      mrp: 999,
      stock: 34,
      d: "A small 12-litre backpack for children aged 4 to 8, with a chest strap and a name tag window. Lightweight polyester, 34 x 24 x 12 cm. 6-month warranty.",
    },
  ],

  // ── Laptop Bags ──
  "Laptop Bags": [
    {
      slug: "metro-office-commuter-15-inch-laptop-bag",
      name: "Metro Office Commuter 15.6-inch Laptop Bag",
      kind: "laptop-bag",
      brand: "Metro Office",
      sub: "Workday",
      price: 1799,
      mrp: 2499,
      stock: 85,
      d: "A shoulder laptop bag with a padded compartment for laptops up to 15.6 inches and an organiser panel for chargers and pens. Water-resistant polyester, 42 x 31 x 9 cm. 1-year warranty.",
    },
    {
      slug: "urbanpack-convertible-3-way-laptop-bag",
      name: "Urbanpack Convertible 3-way Laptop Bag",
      kind: "laptop-bag",
      brand: "Urbanpack",
      sub: "Tech Series",
      price: 2499,
      mrp: 3299,
      stock: 40,
      d: "Carry it as a briefcase, a shoulder bag or a backpack: the straps tuck away behind a zipped panel. Fits a 15.6-inch laptop; 43 x 30 x 12 cm, 17 litres. 2-year warranty.",
    },
  ],
  "Laptop Backpacks": [
    {
      slug: "urbanpack-techpro-28l-laptop-backpack",
      name: "Urbanpack TechPro 28L Laptop Backpack",
      kind: "backpack",
      brand: "Urbanpack",
      sub: "Tech Series",
      price: 2199,
      mrp: 2999,
      stock: 110,
      colors: ["Black", "Charcoal"],
      d: "A 28-litre laptop backpack with a suspended sleeve for 16-inch laptops, a USB charging port and a luggage-trolley strap. Water-resistant polyester, 48 x 32 x 18 cm. 2-year warranty.",
    },
    {
      slug: "urbanpack-slimline-20l-laptop-backpack",
      name: "Urbanpack Slimline 20L Laptop Backpack",
      kind: "backpack",
      brand: "Urbanpack",
      sub: "Tech Series",
      price: 1599,
      stock: 70,
      d: "A slim 20-litre backpack for a 14-inch laptop and the day's essentials, with a clamshell opening. 44 x 30 x 12 cm, 620 g. 1-year warranty.",
    },
    {
      slug: "metro-office-executive-laptop-backpack",
      name: "Metro Office Executive Laptop Backpack",
      kind: "backpack",
      brand: "Metro Office",
      sub: "Executive",
      price: 3499,
      mrp: 4499,
      stock: 30,
      d: "A structured 24-litre backpack in ballistic nylon with vegan-leather trims and a padded 15.6-inch laptop compartment. 46 x 31 x 15 cm. 2-year warranty.",
    },
    {
      slug: "nomad-gear-anti-theft-laptop-backpack",
      name: "Nomad Gear Anti-theft Laptop Backpack",
      kind: "backpack",
      brand: "Nomad Gear",
      price: 2799,
      mrp: 3599,
      stock: 58,
      d: "Hidden zips, a slash-resistant panel and an RFID-blocking pocket keep your things safe on crowded trains. 22 litres, fits a 15.6-inch laptop; 45 x 30 x 16 cm. 1-year warranty.",
    },
  ],
  "Laptop Sleeves": [
    {
      slug: "urbanpack-neoprene-laptop-sleeve",
      name: "Urbanpack Neoprene Laptop Sleeve",
      kind: "pouch",
      brand: "Urbanpack",
      sub: "Tech Series",
      price: 999,
      mrp: 1299,
      stock: 200,
      sizes: ["13 inch", "14 inch", "15.6 inch"],
      d: "A 5 mm neoprene sleeve that cushions your laptop from bumps and scratches, with a front pocket for the charger. Machine washable. 6-month warranty.",
    },
    {
      slug: "metro-office-felt-laptop-sleeve-15-inch",
      name: "Metro Office Felt Laptop Sleeve 15-inch",
      kind: "pouch",
      brand: "Metro Office",
      sub: "Organisers",
      price: 1199,
      stock: 65,
      d: "A wool-blend felt sleeve with a vegan-leather flap and magnetic closure for laptops up to 15.6 inches. 40 x 29 x 2 cm. 6-month warranty.",
    },
    {
      slug: "nomad-gear-padded-laptop-sleeve-13-inch",
      name: "Nomad Gear Padded Laptop Sleeve 13-inch",
      kind: "pouch",
      brand: "Nomad Gear",
      price: 1049,
      mrp: 1399,
      stock: 2,
      d: "A water-resistant sleeve with corner protection and a carry handle for 13-inch laptops and tablets. 35 x 25 x 3 cm. 1-year warranty.",
    },
  ],
  "Laptop Shoulder Bags": [
    {
      slug: "metro-office-workday-16-inch-laptop-shoulder-bag",
      name: "Metro Office Workday 16-inch Laptop Shoulder Bag",
      kind: "laptop-bag",
      brand: "Metro Office",
      sub: "Workday",
      price: 2299,
      mrp: 2999,
      stock: 48,
      d: "A roomy shoulder bag with an expandable gusset, a padded 16-inch laptop compartment and a trolley strap. Polyester twill, 44 x 32 x 12 cm. 2-year warranty.",
    },
    {
      slug: "metro-office-executive-leather-laptop-bag",
      name: "Metro Office Executive Leather Laptop Bag",
      kind: "laptop-bag",
      brand: "Metro Office",
      sub: "Executive",
      price: 4999,
      mrp: 6499,
      stock: 12,
      d: "A full-grain buffalo leather laptop bag with brass hardware and a padded 15.6-inch compartment. 41 x 30 x 10 cm. 3-year warranty on stitching and hardware.",
    },
    {
      slug: "urbanpack-hybrid-laptop-messenger",
      name: "Urbanpack Hybrid Laptop Messenger",
      kind: "messenger-bag",
      brand: "Urbanpack",
      sub: "Commuter",
      price: 1899,
      stock: 77,
      d: "A flap-over messenger with a padded 15.6-inch laptop sleeve and a cross-body strap with a shoulder pad. Water-resistant polyester, 40 x 30 x 11 cm. 1-year warranty.",
    },
  ],

  // ── Messenger Bags ──
  "Messenger Bags": [
    {
      slug: "nomad-gear-journeyman-messenger-bag",
      name: "Nomad Gear Journeyman Messenger Bag",
      kind: "messenger-bag",
      brand: "Nomad Gear",
      sub: "Messengers",
      price: 1999,
      mrp: 2699,
      stock: 66,
      d: "A classic messenger in 16 oz cotton canvas with a buckled flap and a padded 14-inch laptop pocket. 38 x 28 x 10 cm, 12 litres. 1-year warranty.",
    },
    {
      slug: "urbanpack-daily-messenger-bag",
      name: "Urbanpack Daily Messenger Bag",
      kind: "messenger-bag",
      brand: "Urbanpack",
      sub: "Commuter",
      price: 1299,
      stock: 90,
      d: "A lightweight messenger in polyester with a quick-release buckle and a zipped organiser under the flap. 36 x 27 x 9 cm. 6-month warranty.",
    },
  ],
  "Sling Bags": [
    {
      slug: "nomad-gear-compact-crossbody-sling",
      name: "Nomad Gear Compact Crossbody Sling",
      kind: "sling-bag",
      brand: "Nomad Gear",
      sub: "Slings",
      price: 799,
      mrp: 1199,
      stock: 160,
      colors: ["Black", "Olive", "Tan"],
      d: "A 3-litre sling for your phone, wallet and keys, worn across the chest or the back. Water-resistant nylon, 28 x 16 x 7 cm. 1-year warranty.",
    },
    {
      slug: "nomad-gear-chest-sling-bag",
      name: "Nomad Gear Chest Sling Bag",
      kind: "sling-bag",
      brand: "Nomad Gear",
      sub: "Slings",
      price: 999,
      mrp: 1399,
      stock: 120,
      d: "A 6-litre chest sling with a padded back panel, a tablet pocket for up to 10 inches and a hidden passport pocket. 34 x 18 x 9 cm. 1-year warranty.",
    },
    {
      slug: "wildtrail-trail-sling-6l",
      name: "Wildtrail Trail Sling 6L",
      kind: "sling-bag",
      brand: "Wildtrail",
      sub: "Daypack Series",
      price: 899,
      stock: 58,
      d: "A 6-litre sling for short walks with a bottle holder and a breathable mesh strap. Ripstop polyester, 32 x 18 x 10 cm. 6-month warranty.",
    },
  ],
  "Canvas Messengers": [
    {
      slug: "nomad-gear-waxed-canvas-messenger",
      name: "Nomad Gear Waxed Canvas Messenger",
      kind: "messenger-bag",
      brand: "Nomad Gear",
      sub: "Messengers",
      price: 2199,
      mrp: 2899,
      stock: 45,
      d: "Waxed cotton canvas that shrugs off light rain and ages well, with leather straps and brass buckles. Fits a 15-inch laptop; 40 x 30 x 11 cm. 1-year warranty.",
    },
    {
      slug: `${h}-canvas-messenger`,
      name: `${H} Canvas Messenger`,
      kind: "messenger-bag",
      brand: H,
      sub: "Canvas Collection",
      price: 1899,
      mrp: 2499,
      stock: 50,
      d: "Our own messenger in heavy cotton canvas, stitched in Kanpur, with a cotton-lined laptop pocket for 14-inch laptops. 38 x 28 x 10 cm. 1-year warranty.",
    },
    {
      slug: "urbanpack-campus-canvas-messenger",
      name: "Urbanpack Campus Canvas Messenger",
      kind: "messenger-bag",
      brand: "Urbanpack",
      sub: "Campus",
      price: 1099,
      stock: 85,
      d: "A washed canvas messenger sized for A4 notebooks and a 13-inch laptop, with two front pockets. 36 x 27 x 9 cm. 6-month warranty.",
    },
  ],
  "Leather Messengers": [
    {
      slug: "metro-office-heritage-leather-messenger",
      name: "Metro Office Heritage Leather Messenger",
      kind: "messenger-bag",
      brand: "Metro Office",
      sub: "Executive",
      price: 4499,
      mrp: 5999,
      stock: 18,
      d: "A vegetable-tanned leather messenger with a padded 15-inch laptop compartment and an adjustable shoulder strap. 39 x 29 x 9 cm. 3-year warranty.",
    },
    {
      slug: "nomad-gear-vintage-leather-messenger",
      name: "Nomad Gear Vintage Leather Messenger",
      kind: "messenger-bag",
      brand: "Nomad Gear",
      sub: "Messengers",
      price: 3999,
      stock: 0,
      d: "Distressed buffalo leather with a canvas lining and antique-brass buckles. Holds a 14-inch laptop and A4 files; 37 x 28 x 10 cm. 2-year warranty.",
    },
    {
      slug: `${h}-full-grain-leather-messenger`,
      name: `${H} Full-grain Leather Messenger`,
      kind: "messenger-bag",
      brand: H,
      sub: "Leather Craft",
      price: 4799,
      mrp: 5999,
      stock: 14,
      d: "Hand-finished full-grain leather from Kanpur tanneries, with a suede-lined laptop pocket for 15-inch laptops. 40 x 30 x 10 cm. 3-year warranty.",
    },
  ],

  // ── Luggage ──
  Luggage: [
    {
      slug: "safar-voyager-hardside-trolley-set-of-3",
      name: "Safar Voyager Hardside Trolley Set of 3",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Hardside",
      price: 12999,
      mrp: 18999,
      stock: 15,
      colors: ["Graphite", "Midnight Blue"],
      d: "Cabin (55 cm), medium (65 cm) and large (75 cm) polypropylene spinners that nest inside each other for storage. TSA-approved locks and 360-degree double wheels. 5-year international warranty.",
    },
    {
      slug: "safar-expedition-softside-trolley-set-of-2",
      name: "Safar Expedition Softside Trolley Set of 2",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Softside",
      price: 9999,
      mrp: 13999,
      stock: 9,
      d: "A 58 cm cabin and a 70 cm check-in trolley in abrasion-resistant 1680D polyester, both expandable by 5 cm. Four spinner wheels and a combination lock. 3-year warranty.",
    },
  ],
  "Cabin Trolleys": [
    {
      slug: "safar-aero-55cm-cabin-trolley",
      name: "Safar Aero 55 cm Cabin Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Hardside",
      price: 3499,
      mrp: 5499,
      stock: 90,
      colors: ["Graphite", "Teal", "Burgundy"],
      d: "A 38-litre polypropylene cabin spinner that fits most Indian domestic airline limits at 55 x 38 x 22 cm and 2.6 kg. Fixed number lock and 360-degree wheels. 3-year warranty.",
    },
    {
      slug: "safar-cityline-55cm-softside-cabin-trolley",
      name: "Safar Cityline 55 cm Softside Cabin Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Softside",
      price: 2999,
      mrp: 4299,
      stock: 70,
      d: "A 40-litre softside cabin trolley with a front pocket for a jacket or tablet and 4 cm of expansion. 1680D polyester, 55 x 36 x 22 cm, 2.7 kg. 3-year warranty.",
    },
    {
      slug: "safar-featherlite-polycarbonate-cabin-trolley",
      name: "Safar Featherlite Polycarbonate Cabin Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Hardside",
      price: 4999,
      stock: 35,
      d: "A 100% polycarbonate shell that weighs only 2.3 kg, with silent double spinner wheels and a TSA lock. 36 litres, 55 x 37 x 21 cm. 5-year warranty.",
    },
    {
      slug: "nomad-gear-flyer-cabin-trolley-with-laptop-pocket",
      name: "Nomad Gear Flyer Cabin Trolley with Laptop Pocket",
      kind: "trolley",
      brand: "Nomad Gear",
      price: 5499,
      mrp: 6999,
      stock: 3,
      d: "A business cabin trolley with a padded front compartment for a 15.6-inch laptop, a USB port and a polycarbonate back. 38 litres, 55 x 40 x 20 cm. 3-year warranty.",
    },
    {
      slug: "safar-compact-45cm-underseat-trolley",
      name: "Safar Compact 45 cm Underseat Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Softside",
      price: 2499,
      stock: 40,
      d: "A 25-litre two-wheel trolley that slides under the seat in front of you. Polyester with a padded laptop sleeve, 45 x 34 x 20 cm, 2.1 kg. 2-year warranty.",
    },
  ],
  "Check-in Trolleys": [
    {
      slug: "safar-aero-hardside-spinner-trolley",
      name: "Safar Aero Hardside Spinner Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Hardside",
      price: 5999,
      mrp: 8999,
      stock: 55,
      sizes: ["Medium 65 cm", "Large 75 cm"],
      colors: ["Graphite", "Teal"],
      d: "A check-in spinner in scratch-resistant textured polypropylene with a built-in number lock and an interior divider. 65 cm holds 68 litres, 75 cm holds 98 litres. 3-year warranty.",
    },
    {
      slug: "safar-grand-tour-75cm-check-in-trolley",
      name: "Safar Grand Tour 75 cm Check-in Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Hardside",
      price: 7499,
      mrp: 10999,
      stock: 28,
      d: "A 100-litre polycarbonate check-in trolley for long family trips, with an expandable zip adding 15% more space. 75 x 52 x 31 cm, 4.4 kg. 5-year warranty.",
    },
    {
      slug: "safar-cityline-softside-check-in-trolley",
      name: "Safar Cityline Softside Check-in Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Softside",
      price: 4999,
      mrp: 6999,
      stock: 47,
      sizes: ["Medium 68 cm", "Large 78 cm"],
      d: "A softside check-in trolley in 1680D polyester with two front pockets, expansion zip and four spinner wheels. 68 cm holds 72 litres, 78 cm holds 104 litres. 3-year warranty.",
    },
    {
      slug: "safar-titan-79cm-polycarbonate-trolley",
      name: "Safar Titan 79 cm Polycarbonate Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Hardside",
      price: 9999,
      mrp: 14999,
      stock: 10,
      d: "An extra-large 110-litre polycarbonate trolley with an aluminium handle, TSA lock and replaceable wheels. 79 x 54 x 32 cm, 4.9 kg. 10-year warranty.",
    },
    {
      slug: "safar-everyday-65cm-check-in-trolley",
      name: "Safar Everyday 65 cm Check-in Trolley",
      kind: "trolley",
      brand: "Safar Luggage",
      sub: "Softside",
      price: 3999,
      stock: 0,
      d: "A value softside trolley in water-repellent polyester with a number lock and four wheels. 65 litres, 65 x 43 x 26 cm, 3.3 kg. 2-year warranty.",
    },
  ],
  "Duffel Bags": [
    {
      slug: "nomad-gear-weekender-45l-duffel",
      name: "Nomad Gear Weekender 45L Duffel",
      kind: "duffel",
      brand: "Nomad Gear",
      sub: "Duffels",
      price: 2499,
      mrp: 3299,
      stock: 60,
      d: "A 45-litre duffel with a separate shoe compartment, padded shoulder strap and trolley sleeve. Water-resistant polyester, 55 x 30 x 28 cm. 1-year warranty.",
    },
    {
      slug: "safar-wheeled-70cm-duffel",
      name: "Safar Wheeled 70 cm Duffel",
      kind: "duffel",
      brand: "Safar Luggage",
      sub: "Weekender",
      price: 3999,
      mrp: 5499,
      stock: 30,
      d: "A 90-litre wheeled duffel with a telescopic handle, inline-skate wheels and a U-shaped opening for easy packing. 70 x 36 x 34 cm. 3-year warranty.",
    },
    {
      slug: "wildtrail-expedition-60l-duffel",
      name: "Wildtrail Expedition 60L Duffel",
      kind: "duffel",
      brand: "Wildtrail",
      sub: "Trek Series",
      price: 2999,
      stock: 40,
      d: "A 60-litre duffel in PVC-coated tarpaulin with backpack straps, made for treks and road trips. 62 x 34 x 30 cm, 1.3 kg. 2-year warranty.",
    },
    {
      slug: "nomad-gear-foldable-32l-travel-duffel",
      name: "Nomad Gear Foldable 32L Travel Duffel",
      kind: "duffel",
      brand: "Nomad Gear",
      sub: "Duffels",
      price: 2599,
      stock: 72,
      d: "A 32-litre duffel that folds into its own pocket; slide it over your trolley handle on the way home. Ripstop nylon, 50 x 28 x 24 cm. 1-year warranty.",
    },
  ],

  // ── Office Bags ──
  "Office Bags": [
    {
      slug: "metro-office-workday-office-backpack",
      name: "Metro Office Workday Office Backpack",
      kind: "backpack",
      brand: "Metro Office",
      sub: "Workday",
      price: 2499,
      mrp: 3199,
      stock: 75,
      d: "A 24-litre office backpack that stands upright, with a padded 15.6-inch laptop compartment and a quick-access front pocket. Polyester twill, 45 x 31 x 16 cm. 2-year warranty.",
    },
    {
      slug: "metro-office-executive-overnighter",
      name: "Metro Office Executive Overnighter",
      kind: "duffel",
      brand: "Metro Office",
      sub: "Executive",
      price: 4299,
      mrp: 5499,
      stock: 20,
      d: "A business overnighter with a laptop compartment, a shirt folder and a trolley sleeve. Ballistic nylon with leather trims, 30 litres, 48 x 32 x 20 cm. 2-year warranty.",
    },
  ],
  Briefcases: [
    {
      slug: "metro-office-classic-leather-briefcase",
      name: "Metro Office Classic Leather Briefcase",
      kind: "briefcase",
      brand: "Metro Office",
      sub: "Executive",
      price: 5499,
      mrp: 7499,
      stock: 16,
      d: "A two-gusset briefcase in full-grain leather with a padded 14-inch laptop section and a detachable shoulder strap. 41 x 30 x 10 cm. 3-year warranty.",
    },
    {
      slug: "metro-office-slim-hardshell-briefcase",
      name: "Metro Office Slim Hardshell Briefcase",
      kind: "briefcase",
      brand: "Metro Office",
      sub: "Executive",
      price: 3999,
      stock: 25,
      d: "An ABS hardshell briefcase with twin number locks, file organiser and pen loops. 44 x 33 x 8 cm, 1.9 kg. 2-year warranty.",
    },
    {
      slug: "metro-office-double-compartment-briefcase",
      name: "Metro Office Double Compartment Briefcase",
      kind: "briefcase",
      brand: "Metro Office",
      sub: "Workday",
      price: 3299,
      mrp: 4299,
      stock: 38,
      d: "Two full-length compartments keep a 15.6-inch laptop apart from files and tiffin. Water-resistant polyester, 42 x 31 x 12 cm. 2-year warranty.",
    },
    {
      slug: `${h}-heritage-leather-briefcase`,
      name: `${H} Heritage Leather Briefcase`,
      kind: "briefcase",
      brand: H,
      sub: "Leather Craft",
      price: 6499,
      mrp: 8499,
      stock: 8,
      d: "Our flagship briefcase in vegetable-tanned leather with a brass lock and a cotton-lined interior. Holds a 15-inch laptop; 42 x 31 x 9 cm. 5-year warranty.",
    },
  ],
  "Office Totes": [
    {
      slug: "metro-office-structured-work-tote",
      name: "Metro Office Structured Work Tote",
      kind: "tote",
      brand: "Metro Office",
      sub: "Workday",
      price: 2199,
      mrp: 2899,
      stock: 64,
      colors: ["Black", "Tan", "Wine"],
      d: "A structured tote with a padded 14-inch laptop sleeve, zip top and a detachable pouch. Vegan leather, 40 x 29 x 13 cm. 1-year warranty.",
    },
    {
      slug: `${h}-vegan-leather-office-tote`,
      name: `${H} Vegan Leather Office Tote`,
      kind: "tote",
      brand: H,
      sub: "Leather Craft",
      price: 2699,
      stock: 42,
      d: "A roomy tote in PU leather with a suede-finish lining, key leash and a laptop pocket for 15 inches. 42 x 30 x 14 cm. 1-year warranty.",
    },
    {
      slug: "urbanpack-canvas-laptop-tote",
      name: "Urbanpack Canvas Laptop Tote",
      kind: "tote",
      brand: "Urbanpack",
      sub: "Commuter",
      price: 1499,
      mrp: 1999,
      stock: 80,
      d: "A heavy canvas tote with a padded laptop sleeve for 14 inches and a zipped inner pocket. 40 x 32 x 12 cm. 6-month warranty.",
    },
  ],
  "Portfolios & Folders": [
    {
      slug: "metro-office-a4-zip-portfolio",
      name: "Metro Office A4 Zip Portfolio",
      kind: "briefcase",
      brand: "Metro Office",
      sub: "Organisers",
      price: 1299,
      stock: 110,
      d: "A zip-around A4 portfolio in vegan leather with a notepad holder, card slots and a tablet pocket for 11 inches. 34 x 26 x 3 cm. 1-year warranty.",
    },
    {
      slug: "metro-office-expanding-document-organiser",
      name: "Metro Office Expanding Document Organiser",
      kind: "briefcase",
      brand: "Metro Office",
      sub: "Organisers",
      price: 799,
      stock: 150,
      d: "A fabric document organiser with 13 labelled pockets for bills, certificates and passports. Zip closure and carry handle, 34 x 25 x 5 cm. 6-month warranty.",
    },
    {
      slug: "metro-office-leather-conference-folder",
      name: "Metro Office Leather Conference Folder",
      kind: "briefcase",
      brand: "Metro Office",
      sub: "Organisers",
      price: 1799,
      mrp: 2399,
      stock: 26,
      d: "A genuine-leather conference folder with an A4 writing pad, pen loop and business-card slots. 33 x 25 x 2 cm. 1-year warranty.",
    },
  ],

  // ── Kitchen ──
  Kitchen: [
    {
      slug: "chai-street-home-steel-masala-dabba",
      name: "Chai Street Home Steel Masala Dabba",
      kind: "container",
      brand: "Chai Street Home",
      sub: "Spice Boxes",
      price: 899,
      mrp: 1199,
      stock: 130,
      tax: STEEL,
      d: "A food-grade stainless steel spice box with seven 200 ml katoris, a small spoon and a see-through lid. 22 cm across and 7 cm tall. 1-year warranty against rust.",
    },
    {
      slug: "rasoi-craft-steel-mixing-bowl-set-of-3",
      name: "Rasoi Craft Steel Mixing Bowl Set of 3",
      kind: "pot",
      brand: "Rasoi Craft",
      sub: "Tri-ply Steel",
      price: 1099,
      stock: 70,
      tax: STEEL,
      d: "Three deep stainless steel bowls (1.5, 2.5 and 4 litres) for kneading atta, marinating and serving. Mirror finish, stack inside each other. 5-year warranty.",
    },
  ],
  Cookware: [
    {
      slug: "rasoi-craft-triply-steel-kadai-24cm",
      name: "Rasoi Craft Tri-ply Steel Kadai 24 cm",
      kind: "pan",
      brand: "Rasoi Craft",
      sub: "Tri-ply Steel",
      price: 2499,
      mrp: 3299,
      stock: 45,
      tax: STEEL,
      d: "A 2.5-litre tri-ply stainless steel kadai with an aluminium core for even heat and a steel lid. Works on gas and induction; 24 cm across. 10-year warranty.",
    },
    {
      slug: "rasoi-craft-triply-casserole-with-lid-20cm",
      name: "Rasoi Craft Tri-ply Casserole with Lid 20 cm",
      kind: "pot",
      brand: "Rasoi Craft",
      sub: "Tri-ply Steel",
      price: 1999,
      stock: 38,
      tax: STEEL,
      d: "A 3-litre tri-ply casserole for dal, rice and curries, with riveted handles and a snug steel lid. Induction-ready, 20 cm across. 10-year warranty.",
    },
  ],
  "Pressure Cookers": [
    {
      slug: "rasoi-craft-stainless-steel-pressure-cooker-3l",
      name: "Rasoi Craft Stainless Steel Pressure Cooker 3L",
      kind: "cooker",
      brand: "Rasoi Craft",
      sub: "Pressure Cookers",
      price: 2199,
      mrp: 2899,
      stock: 80,
      tax: STEEL,
      d: "A 3-litre outer-lid pressure cooker in food-grade stainless steel with a sandwich bottom for gas and induction. Comes with a spare gasket and safety valve. 5-year warranty.",
    },
    {
      slug: "rasoi-craft-triply-pressure-cooker-5l",
      name: "Rasoi Craft Tri-ply Pressure Cooker 5L",
      kind: "cooker",
      brand: "Rasoi Craft",
      sub: "Pressure Cookers",
      price: 3499,
      mrp: 4499,
      stock: 40,
      tax: STEEL,
      d: "A 5-litre tri-ply pressure cooker for families of four to six, with a pressure indicator and a gasket-release safety system. Induction-ready. 10-year warranty.",
    },
    {
      slug: "rasoi-craft-mini-pressure-cooker-2l",
      name: "Rasoi Craft Mini Pressure Cooker 2L",
      kind: "cooker",
      brand: "Rasoi Craft",
      sub: "Pressure Cookers",
      price: 1599,
      stock: 0,
      tax: STEEL,
      d: "A 2-litre stainless steel cooker sized for one or two people and hostel rooms. Inner-lid design, works on gas and induction. 5-year warranty.",
    },
  ],
  "Tawas & Frying Pans": [
    {
      slug: "rasoi-craft-cast-iron-dosa-tawa-28cm",
      name: "Rasoi Craft Cast Iron Dosa Tawa 28 cm",
      kind: "pan",
      brand: "Rasoi Craft",
      sub: "Cast Iron",
      price: 1299,
      mrp: 1799,
      stock: 95,
      tax: STEEL,
      d: "A pre-seasoned cast iron tawa for crisp dosas and rotis, 28 cm across and 2.4 kg. Free of chemical coatings and gets better with use. Lifetime warranty against cracks.",
    },
    {
      slug: "rasoi-craft-cast-iron-skillet-25cm",
      name: "Rasoi Craft Cast Iron Skillet 25 cm",
      kind: "pan",
      brand: "Rasoi Craft",
      sub: "Cast Iron",
      price: 1499,
      stock: 60,
      tax: STEEL,
      d: "A pre-seasoned 25 cm cast iron skillet with a helper handle, for searing, shallow frying and baking. Oven-safe. Lifetime warranty against cracks.",
    },
    {
      slug: "rasoi-craft-triply-fry-pan-24cm",
      name: "Rasoi Craft Tri-ply Fry Pan 24 cm",
      kind: "pan",
      brand: "Rasoi Craft",
      sub: "Tri-ply Steel",
      price: 1899,
      mrp: 2499,
      stock: 52,
      tax: STEEL,
      d: "A 24 cm tri-ply stainless steel fry pan with a stay-cool handle; no coating to scratch off. Works on gas and induction. 10-year warranty.",
    },
  ],
  "Storage & Containers": [
    {
      slug: "chai-street-home-steel-canister-set-of-3",
      name: "Chai Street Home Steel Canister Set of 3",
      kind: "container",
      brand: "Chai Street Home",
      sub: "Storage",
      price: 999,
      mrp: 999,
      stock: 120,
      tax: STEEL,
      d: "Three airtight stainless steel canisters (0.5, 1 and 1.5 litres) for tea, sugar and coffee, with silicone-sealed lids. Dishwasher-safe. 1-year warranty.",
    },
    {
      slug: "tiffin-and-co-airtight-storage-containers-set-of-6",
      name: "Tiffin & Co. Airtight Storage Containers Set of 6",
      kind: "container",
      brand: "Tiffin & Co.",
      price: 599,
      mrp: 899,
      stock: 160,
      tax: PLASTIC,
      d: "Six BPA-free polypropylene containers (two each of 500 ml, 1 litre and 1.7 litres) with four-side locking lids. Microwave- and fridge-safe. 6-month warranty.",
    },
    {
      slug: "chai-street-home-modular-pantry-jars-set-of-4",
      name: "Chai Street Home Modular Pantry Jars Set of 4",
      kind: "container",
      brand: "Chai Street Home",
      sub: "Storage",
      price: 749,
      stock: 140,
      tax: PLASTIC,
      d: "Four stackable 1.2-litre pantry jars in clear food-grade PET with flip-open lids, for dals, rice and snacks. 10 x 10 x 22 cm each. 6-month warranty.",
    },
    {
      slug: "chai-street-home-steel-atta-dabba-10kg",
      name: "Chai Street Home Steel Atta Dabba 10 kg",
      kind: "container",
      brand: "Chai Street Home",
      sub: "Storage",
      price: 1199,
      mrp: 1499,
      stock: 33,
      tax: STEEL,
      d: "A 14-litre stainless steel drum that holds 10 kg of atta or rice, with a tight-fitting lid and side handles. 30 cm across, 28 cm tall. 1-year warranty.",
    },
  ],
  "Bottles & Flasks": [
    {
      slug: "tiffin-and-co-steel-water-bottle-1l",
      name: "Tiffin & Co. Steel Water Bottle 1L",
      kind: "bottle",
      brand: "Tiffin & Co.",
      sub: "Bottles",
      price: 449,
      mrp: 599,
      stock: 200,
      colors: ["Silver", "Black", "Teal"],
      tax: STEEL,
      d: "A single-wall 1-litre bottle in food-grade 304 stainless steel with a leak-proof steel cap. Rust-free and easy to clean, 28 cm tall. 1-year warranty.",
    },
    {
      slug: "tiffin-and-co-insulated-flask-750ml",
      name: "Tiffin & Co. Insulated Flask 750 ml",
      kind: "bottle",
      brand: "Tiffin & Co.",
      sub: "Bottles",
      price: 999,
      mrp: 1399,
      stock: 150,
      tax: STEEL,
      d: "A double-wall vacuum flask that keeps water cold for 24 hours and chai hot for 12. 750 ml, 304 stainless steel, 26 cm tall. 1-year warranty.",
    },
    {
      slug: "tiffin-and-co-kids-sipper-bottle-500ml",
      name: "Tiffin & Co. Kids Sipper Bottle 500 ml",
      kind: "bottle",
      brand: "Tiffin & Co.",
      sub: "Kids",
      price: 299,
      mrp: 299,
      stock: 180,
      tax: PLASTIC,
      d: "A BPA-free Tritan sipper with a flip straw and carry loop, sized for school bags. 500 ml, 19 cm tall. 6-month warranty.",
    },
    {
      slug: "chai-street-home-steel-chai-flask-1l",
      name: "Chai Street Home Steel Chai Flask 1L",
      kind: "bottle",
      brand: "Chai Street Home",
      sub: "Serveware",
      price: 1299,
      stock: 65,
      tax: STEEL,
      d: "A 1-litre insulated server with a press-button pour lid, made to keep chai hot through long mornings. Stainless steel, 27 cm tall. 1-year warranty.",
    },
    {
      slug: "wildtrail-trek-bottle-750ml",
      name: "Wildtrail Trek Bottle 750 ml",
      kind: "bottle",
      brand: "Wildtrail",
      price: 699,
      mrp: 899,
      stock: 90,
      tax: STEEL,
      d: "A rugged 750 ml stainless steel bottle with a carabiner loop and a powder-coated grip. Fits backpack side pockets; 25 cm tall. 1-year warranty.",
    },
  ],
  "Lunch Boxes": [
    {
      slug: "tiffin-and-co-3-tier-steel-tiffin",
      name: "Tiffin & Co. 3-tier Steel Tiffin",
      kind: "lunchbox",
      brand: "Tiffin & Co.",
      sub: "Lunch Boxes",
      price: 899,
      mrp: 1199,
      stock: 110,
      tax: STEEL,
      d: "A classic three-tier dabba in stainless steel, with 350 ml containers and a locking side clip. 12 cm across, 20 cm tall. 1-year warranty.",
    },
    {
      slug: "tiffin-and-co-insulated-lunch-box-set",
      name: "Tiffin & Co. Insulated Lunch Box Set",
      kind: "lunchbox",
      brand: "Tiffin & Co.",
      sub: "Lunch Boxes",
      price: 1299,
      mrp: 1699,
      stock: 70,
      tax: STEEL,
      d: "Three leak-proof steel containers (300, 450 and 600 ml) in an insulated zip bag that keeps food warm till lunch. Bag 24 x 15 x 18 cm. 1-year warranty.",
    },
    {
      slug: "tiffin-and-co-kids-bento-lunch-box",
      name: "Tiffin & Co. Kids Bento Lunch Box",
      kind: "lunchbox",
      brand: "Tiffin & Co.",
      sub: "Kids",
      price: 549,
      stock: 95,
      tax: PLASTIC,
      d: "A BPA-free bento box with four compartments and a leak-proof silicone seal, easy for small hands to open. 850 ml, 20 x 15 x 6 cm. 6-month warranty.",
    },
    {
      slug: "tiffin-and-co-office-lunch-bag-with-containers",
      name: "Tiffin & Co. Office Lunch Bag with Containers",
      kind: "lunchbox",
      brand: "Tiffin & Co.",
      sub: "Lunch Boxes",
      price: 1099,
      mrp: 1399,
      stock: 2,
      tax: STEEL,
      d: "A slim lunch bag with two 400 ml steel containers, a bottle pocket and a spoon holder, sized to slide into a laptop bag. 26 x 12 x 16 cm. 1-year warranty.",
    },
  ],

  // ── House brand ──
  [H]: [
    {
      slug: `${h}-weekend-canvas-holdall`,
      name: `${H} Weekend Canvas Holdall`,
      kind: "duffel",
      brand: H,
      sub: "Canvas Collection",
      price: 2999,
      mrp: 3999,
      stock: 30,
      d: "A 40-litre weekend holdall in 18 oz cotton canvas with leather handles and a separate shoe pocket. 52 x 30 x 26 cm. 1-year warranty.",
    },
  ],
  "Totes & Shoppers": [
    {
      slug: `${h}-canvas-market-tote`,
      name: `${H} Canvas Market Tote`,
      kind: "tote",
      brand: H,
      sub: "Canvas Collection",
      price: 499,
      mrp: 699,
      stock: 180,
      d: "A sturdy cotton canvas tote for the sabzi market, with reinforced handles that carry up to 10 kg. 40 x 38 x 12 cm. Machine washable.",
    },
    {
      slug: `${h}-block-print-cotton-tote`,
      name: `${H} Block Print Cotton Tote`,
      kind: "tote",
      brand: H,
      sub: "Canvas Collection",
      price: 699,
      stock: 120,
      d: "A lined cotton tote hand-block-printed in Sanganer with natural dyes, with an inside zip pocket. 42 x 36 x 10 cm. Hand wash only.",
    },
    {
      slug: `${h}-foldable-shopper-bag`,
      name: `${H} Foldable Shopper Bag`,
      kind: "tote",
      brand: H,
      sub: "Travel Essentials",
      price: 349,
      mrp: 499,
      stock: 200,
      d: "A ripstop polyester shopper that folds into a 10 cm pouch and keeps a 15 kg load. 45 x 40 cm open. 6-month warranty.",
    },
  ],
  "Pouches & Organisers": [
    {
      slug: `${h}-hanging-toiletry-kit`,
      name: `${H} Hanging Toiletry Kit`,
      kind: "pouch",
      brand: H,
      sub: "Travel Essentials",
      price: 799,
      mrp: 1099,
      stock: 90,
      d: "A water-resistant toiletry kit with a hanging hook, mesh pockets and a wipe-clean lining. 26 x 18 x 10 cm folded. 6-month warranty.",
    },
    {
      slug: `${h}-leather-card-wallet`,
      name: `${H} Leather Card Wallet`,
      kind: "pouch",
      brand: H,
      sub: "Leather Craft",
      price: 899,
      stock: 75,
      d: "A slim full-grain leather card wallet with six card slots and a centre pocket for folded notes. 10.5 x 7.5 cm. 1-year warranty.",
    },
    {
      slug: `${h}-cable-organiser-pouch`,
      name: `${H} Cable Organiser Pouch`,
      kind: "pouch",
      brand: H,
      sub: "Travel Essentials",
      price: 599,
      mrp: 799,
      stock: 64,
      d: "A padded pouch with elastic loops for chargers, cables, earphones and a power bank. 24 x 16 x 6 cm. 6-month warranty.",
    },
  ],
  "Travel Accessories": [
    {
      slug: `${h}-packing-cubes-set-of-4`,
      name: `${H} Packing Cubes Set of 4`,
      kind: "pouch",
      brand: H,
      sub: "Travel Essentials",
      price: 1199,
      mrp: 1599,
      stock: 85,
      d: "Four lightweight nylon packing cubes (large, medium, small and a laundry bag) with mesh tops. Sized for 55 cm cabin trolleys. 1-year warranty.",
    },
    {
      slug: `${h}-passport-travel-wallet`,
      name: `${H} Passport Travel Wallet`,
      kind: "pouch",
      brand: H,
      sub: "Leather Craft",
      price: 1099,
      mrp: 1399,
      stock: 65,
      d: "A leather travel wallet for two passports, boarding passes, cards and a pen, with RFID-blocking lining. 23 x 12 cm. 1-year warranty.",
    },
    {
      slug: `${h}-travel-shoe-bag`,
      name: `${H} Travel Shoe Bag`,
      kind: "pouch",
      brand: H,
      sub: "Travel Essentials",
      price: 449,
      stock: 110,
      d: "A breathable shoe bag that keeps one pair away from your clothes, with a drawstring and a wipe-clean base. 36 x 25 cm. 6-month warranty.",
    },
  ],
};

export const products: readonly ProductSeed[] = Object.entries(rows)
  .flatMap(([category, list]) => list.map((row) => ({ row, category })))
  .map(({ row, category }, index) => ({
    slug: row.slug,
    name: row.name,
    description: row.d,
    // Two or three pictures each (different views of the same drawing).
    images: Array.from({ length: index % 3 === 1 ? 2 : 3 }, (_, i) => demoImagePath.product(row.kind, row.slug, i + 1)),
    price: rupeesToPaise(row.price),
    mrp: row.mrp == null ? null : rupeesToPaise(row.mrp),
    stock: row.stock,
    sizes: row.sizes ?? [],
    colors: row.colors ?? [],
    brand: row.brand,
    brandSubcategory: row.sub ?? null,
    category,
    taxCategory: row.tax ?? TRAVEL,
    kind: row.kind,
    // A spread over 1–180 days that does not follow the category order.
    createdDaysAgo: 1 + ((index * 53) % 180),
    declarations: demoDeclarations(
      { slug: row.slug, kind: row.kind, brand: row.brand, sub: row.sub ?? null, description: row.d },
      HOUSE_BRAND,
    ),
  }));

// ──────────────────────────── Nearby shops ────────────────────────────

export type NearbyShopSeed = {
  name: string;
  slug: string;
  image: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  telephone: string;
  mapsLink: string;
  position: number;
};

const shopList: [locality: string, address: string, city: string, state: string, pin: string, phone: string][] = [
  [
    "Bandra West",
    "Shop 3, Rizvi Park, 14 Linking Road, Bandra West",
    "Mumbai",
    "Maharashtra",
    "400050",
    "+91 22 2640 1234",
  ],
  ["Connaught Place", "G-12, Inner Circle, Connaught Place", "New Delhi", "Delhi", "110001", "+91 11 4150 2233"],
  [
    "Indiranagar",
    "742, 100 Feet Road, HAL 2nd Stage, Indiranagar",
    "Bengaluru",
    "Karnataka",
    "560038",
    "+91 80 4123 4567",
  ],
  ["T. Nagar", "48, Pondy Bazaar, Thyagaraya Nagar", "Chennai", "Tamil Nadu", "600017", "+91 44 4201 7788"],
  ["Park Street", "22, Park Street, Mullick Bazar", "Kolkata", "West Bengal", "700016", "+91 33 4006 5511"],
  ["Banjara Hills", "8-2-293, Road No. 1, Banjara Hills", "Hyderabad", "Telangana", "500034", "+91 40 4455 6677"],
  ["Shivajinagar", "1201, Fergusson College Road, Shivajinagar", "Pune", "Maharashtra", "411004", "+91 20 4860 3344"],
  ["Panch Batti", "C-31, Mirza Ismail Road, Panch Batti", "Jaipur", "Rajasthan", "302001", "+91 141 401 2345"],
];

export const nearbyShops: readonly NearbyShopSeed[] = shopList.map(
  ([locality, address, city, state, pin, phone], i) => {
    const name = `${store.name} ${locality}`;
    const slug = slugify(`${city} ${locality}`);
    return {
      name,
      slug,
      image: demoImagePath.shop(slug),
      address,
      city,
      state,
      postalCode: pin,
      telephone: phone,
      mapsLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}, ${city} ${pin}`)}`,
      position: i + 1,
    };
  },
);

// ───────────────────────────── Checks ─────────────────────────────

/** Problems in the data above (duplicate slugs, unknown references, category cycles); empty when all is well. */
export function findCatalogProblems(): string[] {
  const problems: string[] = [];
  const dupes = (label: string, values: string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`Duplicate ${label}: ${value}`);
      seen.add(value);
    }
  };
  dupes(
    "tax category",
    taxCategories.map((t) => t.name),
  );
  dupes(
    "brand name",
    brands.map((b) => b.name),
  );
  dupes(
    "brand slug",
    brands.map((b) => b.slug),
  );
  for (const brand of brands) {
    dupes(
      `${brand.name} subcategory name`,
      brand.subcategories.map((s) => s.name),
    );
    dupes(
      `${brand.name} subcategory slug`,
      brand.subcategories.map((s) => s.slug),
    );
  }
  dupes(
    "category name",
    categories.map((c) => c.name),
  );
  dupes(
    "category slug",
    categories.map((c) => c.slug),
  );
  dupes(
    "product slug",
    products.map((p) => p.slug),
  );
  dupes(
    "shop",
    nearbyShops.map((s) => `${s.name} / ${s.city}`),
  );

  const categoryByName = new Map(categories.map((c) => [c.name, c]));
  for (const c of categories) {
    const seen = new Set<string>([c.name]);
    for (let parent = c.parent; parent !== null; parent = categoryByName.get(parent)?.parent ?? null) {
      if (!categoryByName.has(parent)) {
        problems.push(`Category ${c.name}: unknown parent ${parent}`);
        break;
      }
      if (seen.has(parent)) {
        problems.push(`Category ${c.name}: cycle through ${parent}`);
        break;
      }
      seen.add(parent);
    }
  }
  const brandByName = new Map(brands.map((b) => [b.name, b]));
  const taxNames = new Set(taxCategories.map((t) => t.name));
  for (const p of products) {
    const brand = brandByName.get(p.brand);
    if (!brand) problems.push(`Product ${p.slug}: unknown brand ${p.brand}`);
    else if (p.brandSubcategory !== null && !brand.subcategories.some((s) => s.name === p.brandSubcategory))
      problems.push(`Product ${p.slug}: ${p.brand} has no subcategory ${p.brandSubcategory}`);
    if (!categoryByName.has(p.category)) problems.push(`Product ${p.slug}: unknown category ${p.category}`);
    if (!taxNames.has(p.taxCategory)) problems.push(`Product ${p.slug}: unknown tax category ${p.taxCategory}`);
    if (!Number.isInteger(p.price) || p.price <= 0) problems.push(`Product ${p.slug}: bad price`);
    if (p.mrp !== null && p.mrp < p.price) problems.push(`Product ${p.slug}: MRP below price`);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p.slug)) problems.push(`Product ${p.slug}: slug is not kebab-case`);
    const missing = missingDeclarations(p.declarations);
    if (!p.declarations.dimensions) missing.push("dimensions");
    if (missing.length) problems.push(`Product ${p.slug}: no ${missing.join(", ")}`);
  }
  return problems;
}
