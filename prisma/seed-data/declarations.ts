// The Legal Metrology declarations of the demo catalogue (lib/catalog/declarations.ts):
// who makes each brand's goods and where, who markets or imports them, what
// each product is and how it is sized. Brand and company names and addresses
// are invented for the demo; most goods are made in India, a few imported.
import type { Declarations, NetQuantityUnit } from "../../lib/catalog/declarations";
import { formatStoreAddress, store } from "../../lib/store";
import type { ProductKind } from "../../lib/demo/images";

type Party = { name: string; address: string };
type Origin = { country: string; manufacturer: Party; packer?: { role: "MARKETER" | "IMPORTER"; party: Party } };

const houseBrandMarketer: Party = { name: store.legalName, address: formatStoreAddress() };

/** Where each brand's goods come from (the house brand's name comes from STORE_HOUSE_BRAND). */
function brandOrigin(brand: string, houseBrand: string): Origin | undefined {
  const origins: Record<string, Origin> = {
    [houseBrand]: {
      country: "India",
      manufacturer: {
        name: "Dharavi Leather & Canvas Works Pvt. Ltd.",
        address: "Unit 12, Shiv Shakti Industrial Estate, 90 Feet Road, Dharavi, Mumbai, Maharashtra 400017",
      },
      packer: { role: "MARKETER", party: houseBrandMarketer },
    },
    Wildtrail: {
      country: "India",
      manufacturer: {
        name: "Wildtrail Outdoor Gear Pvt. Ltd.",
        address: "Plot 45, Sector 6, IMT Manesar, Gurugram, Haryana 122051",
      },
    },
    Urbanpack: {
      country: "India",
      manufacturer: {
        name: "Urbanpack Bags LLP",
        address: "22, 2nd Stage, Peenya Industrial Area, Bengaluru, Karnataka 560058",
      },
    },
    "Safar Luggage": {
      country: "India",
      manufacturer: {
        name: "Safar Luggage Industries Ltd.",
        address: "Plot C-8, MIDC Waluj, Chhatrapati Sambhajinagar, Maharashtra 431136",
      },
    },
    "Metro Office": {
      country: "India",
      manufacturer: {
        name: "Metro Office Products Pvt. Ltd.",
        address: "B-41, Okhla Industrial Area Phase II, New Delhi, Delhi 110020",
      },
    },
    "Rasoi Craft": {
      country: "India",
      manufacturer: {
        name: "Rasoi Craft Metalware Pvt. Ltd.",
        address: "Plot 117, GIDC Estate, Vatva, Ahmedabad, Gujarat 382445",
      },
    },
    "Tiffin & Co.": {
      country: "India",
      manufacturer: {
        name: "Tiffin & Co. Homeware Pvt. Ltd.",
        address: "W-62, TTC Industrial Area, Turbhe MIDC, Navi Mumbai, Maharashtra 400705",
      },
    },
    "Nomad Gear": {
      country: "Vietnam",
      manufacturer: {
        name: "Saigon Pack Manufacturing Co., Ltd.",
        address: "Lot 14, Tan Thuan Export Processing Zone, District 7, Ho Chi Minh City, Vietnam",
      },
      packer: {
        role: "IMPORTER",
        party: {
          name: "Nomad Gear India Pvt. Ltd.",
          address: "3rd Floor, 61 Residency Road, Bengaluru, Karnataka 560025",
        },
      },
    },
    "Chai Street Home": {
      country: "India",
      manufacturer: {
        name: "Chai Street Home Crafts Pvt. Ltd.",
        address: "14, Lajpat Nagar Industrial Area, Moradabad, Uttar Pradesh 244001",
      },
    },
  };
  return origins[brand];
}

/** A few lines are imported although their brand makes the rest in India. */
const IMPORTED_LINES: Array<{ brand: string; sub: string; origin: Origin }> = [
  {
    brand: "Safar Luggage",
    sub: "Hardside",
    origin: {
      country: "China",
      manufacturer: {
        name: "Ningbo Everbright Travelware Co., Ltd.",
        address: "No. 88 Jinyuan Road, Yinzhou District, Ningbo, Zhejiang, China",
      },
      packer: {
        role: "IMPORTER",
        party: {
          name: "Safar Luggage Industries Ltd.",
          address: "Plot C-8, MIDC Waluj, Chhatrapati Sambhajinagar, Maharashtra 431136",
        },
      },
    },
  },
  {
    brand: "Tiffin & Co.",
    sub: "Bottles",
    origin: {
      country: "China",
      manufacturer: {
        name: "Yongkang Clearwater Drinkware Co., Ltd.",
        address: "No. 26 Huanghe Road, Yongkang Economic Development Zone, Jinhua, Zhejiang, China",
      },
      packer: {
        role: "IMPORTER",
        party: {
          name: "Tiffin & Co. Homeware Pvt. Ltd.",
          address: "W-62, TTC Industrial Area, Turbhe MIDC, Navi Mumbai, Maharashtra 400705",
        },
      },
    },
  },
];

const GENERIC_NAMES: Record<ProductKind, string> = {
  backpack: "Backpack",
  "laptop-bag": "Laptop Bag",
  "messenger-bag": "Messenger Bag",
  "sling-bag": "Sling Bag",
  trolley: "Trolley Bag",
  duffel: "Duffel Bag",
  briefcase: "Briefcase",
  tote: "Tote Bag",
  pouch: "Pouch",
  cooker: "Pressure Cooker",
  pan: "Pan",
  pot: "Cookware",
  container: "Storage Container",
  bottle: "Bottle",
  lunchbox: "Lunch Box",
};

/** What the product is, where its kind alone says too little; matched on the slug. */
const GENERIC_BY_SLUG: Array<[RegExp, string]> = [
  [/laptop-sleeve/, "Laptop Sleeve"],
  [/laptop-backpack/, "Laptop Backpack"],
  [/rucksack/, "Rucksack"],
  [/portfolio/, "Document Portfolio"],
  [/document-organiser/, "Document Organiser"],
  [/conference-folder/, "Conference Folder"],
  [/overnighter/, "Overnight Bag"],
  [/holdall/, "Holdall"],
  [/card-wallet/, "Card Wallet"],
  [/passport/, "Travel Wallet"],
  [/packing-cubes/, "Packing Cubes"],
  [/shoe-bag/, "Shoe Bag"],
  [/toiletry/, "Toiletry Kit"],
  [/cable-organiser/, "Cable Organiser"],
  [/kadai/, "Kadai"],
  [/tawa/, "Tawa"],
  [/skillet/, "Skillet"],
  [/fry-pan/, "Frying Pan"],
  [/casserole/, "Casserole"],
  [/mixing-bowl/, "Mixing Bowl"],
  [/masala-dabba/, "Spice Box"],
  [/canister/, "Canister"],
  [/pantry-jars/, "Storage Jar"],
  [/atta-dabba/, "Storage Drum"],
  [/flask/, "Vacuum Flask"],
  [/sipper/, "Sipper Bottle"],
  [/-tiffin$/, "Tiffin Box"],
  [/lunch-bag/, "Lunch Bag"],
  [/trolley-set/, "Trolley Bag Set"],
  [/shopper-bag/, "Shopping Bag"],
];

/** Sizes for products whose description gives none in "L x W x H cm" form. */
const DIMENSIONS_BY_SLUG: Record<string, string> = {
  "urbanpack-neoprene-laptop-sleeve": "38 x 27 x 2 cm",
  "safar-voyager-hardside-trolley-set-of-3": "55, 65 and 75 cm (height)",
  "safar-expedition-softside-trolley-set-of-2": "58 and 70 cm (height)",
  "safar-aero-hardside-spinner-trolley": "65 x 45 x 27 cm",
  "safar-cityline-softside-check-in-trolley": "68 x 44 x 28 cm",
  "chai-street-home-steel-masala-dabba": "22 cm diameter x 7 cm",
  "rasoi-craft-steel-mixing-bowl-set-of-3": "18, 22 and 26 cm diameter",
  "rasoi-craft-triply-steel-kadai-24cm": "24 cm diameter",
  "rasoi-craft-triply-casserole-with-lid-20cm": "20 cm diameter",
  "rasoi-craft-stainless-steel-pressure-cooker-3l": "22 cm diameter x 18 cm",
  "rasoi-craft-triply-pressure-cooker-5l": "24 cm diameter x 21 cm",
  "rasoi-craft-mini-pressure-cooker-2l": "18 cm diameter x 16 cm",
  "rasoi-craft-cast-iron-dosa-tawa-28cm": "28 cm diameter",
  "rasoi-craft-cast-iron-skillet-25cm": "25 cm diameter",
  "rasoi-craft-triply-fry-pan-24cm": "24 cm diameter",
  "chai-street-home-steel-canister-set-of-3": "10 cm diameter; 12, 16 and 20 cm tall",
  "tiffin-and-co-airtight-storage-containers-set-of-6": "up to 18 x 12 x 10 cm",
  "chai-street-home-steel-atta-dabba-10kg": "30 cm diameter x 28 cm",
  "tiffin-and-co-steel-water-bottle-1l": "7.5 cm diameter x 28 cm",
  "tiffin-and-co-insulated-flask-750ml": "7.5 cm diameter x 26 cm",
  "tiffin-and-co-kids-sipper-bottle-500ml": "7 cm diameter x 19 cm",
  "chai-street-home-steel-chai-flask-1l": "11 cm diameter x 27 cm",
  "wildtrail-trek-bottle-750ml": "7.5 cm diameter x 25 cm",
  "tiffin-and-co-3-tier-steel-tiffin": "12 cm diameter x 20 cm",
  // The house brand's slugs start with its name (STORE_HOUSE_BRAND): matched on the rest.
  "packing-cubes-set-of-4": "36 x 26 x 10 cm, 30 x 22 x 10 cm, 24 x 16 x 8 cm and 40 x 30 cm",
};

/** Products sold as several pieces: the net quantity in units (U). */
const UNITS_BY_SLUG: Record<string, number> = {
  "safar-voyager-hardside-trolley-set-of-3": 3,
  "safar-expedition-softside-trolley-set-of-2": 2,
  "rasoi-craft-steel-mixing-bowl-set-of-3": 3,
  "chai-street-home-steel-canister-set-of-3": 3,
  "tiffin-and-co-airtight-storage-containers-set-of-6": 6,
  "chai-street-home-modular-pantry-jars-set-of-4": 4,
  "tiffin-and-co-insulated-lunch-box-set": 3,
  "packing-cubes-set-of-4": 4,
};

/** "45 x 30 x 16 cm" as the description gives it. */
const dimensionsIn = (description: string) =>
  /\d+(?:\.\d+)? x \d+(?:\.\d+)?(?: x \d+(?:\.\d+)?)? cm/.exec(description)?.[0];

/** The product's own weight ("weighs 480 g", "…, 1.4 kg"); not a load it carries ("holds 10 kg"). */
function weightIn(description: string): number | null {
  const match = /(?:weighs (?:only )?|, |and )(\d+(?:\.\d+)?) (g|kg)\b/.exec(description);
  if (!match) return null;
  return Math.round(Number(match[1]) * (match[2] === "kg" ? 1000 : 1));
}

/** The entry for a slug, or for its end after the brand's name (`packing-cubes-set-of-4`). */
const forSlug = <T>(table: Record<string, T>, slug: string): T | undefined =>
  Object.entries(table).find(([key]) => slug === key || slug.endsWith(`-${key}`))?.[1];

export type DeclarationSource = {
  slug: string;
  kind: ProductKind;
  brand: string;
  sub: string | null;
  description: string;
};

/** Complete declarations for a demo product (the catalogue check fails if one lacks any). */
export function demoDeclarations(product: DeclarationSource, houseBrand: string): Declarations {
  const origin =
    IMPORTED_LINES.find((line) => line.brand === product.brand && line.sub === product.sub)?.origin ??
    brandOrigin(product.brand, houseBrand);
  const units = forSlug(UNITS_BY_SLUG, product.slug);
  const unit: NetQuantityUnit = units ? "U" : "N";
  return {
    genericName: GENERIC_BY_SLUG.find(([pattern]) => pattern.test(product.slug))?.[1] ?? GENERIC_NAMES[product.kind],
    netQuantityValue: units ?? 1,
    netQuantityUnit: unit,
    dimensions: forSlug(DIMENSIONS_BY_SLUG, product.slug) ?? dimensionsIn(product.description) ?? null,
    weightGrams: weightIn(product.description),
    countryOfOrigin: origin?.country ?? null,
    manufacturerName: origin?.manufacturer.name ?? null,
    manufacturerAddress: origin?.manufacturer.address ?? null,
    packerRole: origin?.packer?.role ?? null,
    packerName: origin?.packer?.party.name ?? null,
    packerAddress: origin?.packer?.party.address ?? null,
    customerCare: null,
  };
}
