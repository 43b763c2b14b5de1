import "server-only";
import { createTranslator } from "use-intl/core";
import { CATALOG_TAGS, cachedCatalogRead } from "@/lib/catalog/cache";
import { localized } from "@/lib/catalog/localize";
import { type Prisma, prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import { stateNameWith } from "@/lib/i18n/state-names";
import hi from "@/messages/hi.json";

/** A shop as GET /api/nearby/shops returns it (spec §3) and the page shows it. */
export type NearbyShopView = {
  _id: string;
  name: string;
  image: string;
  /** Street, city, state and PIN in one line. */
  address: string;
  telephone: string;
  mapsLink: string;
};

/**
 * The columns a shop is read with, by the page and GET /api/nearby/shops (the active ones, in this order) and
 * by the admin console (lib/content/admin-nearby-shops.ts, every shop, its form's fields): defined once, so a
 * new column reaches both.
 */
export const nearbyShopSelect = {
  id: true,
  name: true,
  nameHi: true,
  image: true,
  address: true,
  addressHi: true,
  city: true,
  cityHi: true,
  state: true,
  postalCode: true,
  telephone: true,
  mapsLink: true,
  position: true,
  isActive: true,
} satisfies Prisma.NearbyShopSelect;

/** The directory's order: by position, then by name (the page's, the API's and the console's). */
export const nearbyShopOrder = [
  { position: "asc" },
  { name: "asc" },
] satisfies Prisma.NearbyShopOrderByWithRelationInput[];

/**
 * The cache tag of the shops' cached read (listNearbyShops), which a shop's write expires
 * (admin-nearby-shops.ts). Not a "catalog:" tag: server.mjs's response cache forgets everything for a catalogue
 * tag it does not know (forgetResponsesTagged), and it keeps nothing that shows shops (the page is rendered per
 * request, the API answers no-store), so only this read needs expiring: product pages and listings stay cached.
 */
export const NEARBY_SHOPS_TAG = "content:nearby-shops";

const hindiStates = createTranslator({ locale: "hi", messages: hi, namespace: "States" });

/**
 * The address line in `locale`: in Hindi the shop's Hindi street and city where it has them (else the
 * English, as the catalogue's texts, lib/catalog/localize.ts) and the state from the States messages (stored
 * in English, as the shop's own address is shown). The PIN code stays as stored; the telephone is not in it.
 */
export function nearbyShopAddress(
  shop: {
    address: string;
    addressHi: string | null;
    city: string;
    cityHi: string | null;
    state: string;
    postalCode: string;
  },
  locale: Locale,
): string {
  const state = locale === "hi" ? stateNameWith(hindiStates, shop.state) : shop.state;
  return `${localized(locale, shop.address, shop.addressHi)}, ${localized(locale, shop.city, shop.cityHi)}, ${state} ${shop.postalCode}`;
}

async function readNearbyShops(locale: Locale = "en"): Promise<NearbyShopView[]> {
  const shops = await prisma.nearbyShop.findMany({
    where: { isActive: true },
    orderBy: nearbyShopOrder,
    select: nearbyShopSelect,
  });
  return shops.map((shop) => ({
    _id: shop.id,
    name: localized(locale, shop.name, shop.nameHi),
    image: shop.image,
    address: nearbyShopAddress(shop, locale),
    telephone: shop.telephone,
    mapsLink: shop.mapsLink,
  }));
}

/**
 * Active shops in their display order, their names and addresses in `locale` (English by default, and where a
 * shop has no Hindi), for the page and GET /api/nearby/shops (?lang=hi). The locale is an argument of the cached
 * read, so part of its key. Cached under NEARBY_SHOPS_TAG: whatever edits shops calls
 * invalidateCatalog(NEARBY_SHOPS_TAG). It carries CATALOG_TAGS.shops too, the tag the build before
 * docs/adr/0048's amendment expired, so a shop edited on an instance still running it (a rolling deploy) shows here.
 */
export const listNearbyShops = cachedCatalogRead(
  readNearbyShops,
  ["content:nearby-shops"],
  [NEARBY_SHOPS_TAG, CATALOG_TAGS.shops],
);
