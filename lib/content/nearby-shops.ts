import "server-only";
import { createTranslator } from "use-intl/core";
import { CATALOG_TAGS, cachedCatalogRead } from "@/lib/catalog/cache";
import { localized } from "@/lib/catalog/localize";
import { prisma } from "@/lib/db";
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
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      image: true,
      address: true,
      addressHi: true,
      city: true,
      cityHi: true,
      state: true,
      postalCode: true,
      telephone: true,
      mapsLink: true,
    },
  });
  return shops.map((shop) => ({
    _id: shop.id,
    name: shop.name,
    image: shop.image,
    address: nearbyShopAddress(shop, locale),
    telephone: shop.telephone,
    mapsLink: shop.mapsLink,
  }));
}

/**
 * Active shops in their display order, their addresses in `locale` (English by default), for the page and
 * GET /api/nearby/shops (?lang=hi). The locale is an argument of the cached read, so part of its key.
 * Cached with the catalogue under CATALOG_TAGS.shops: whatever edits shops
 * calls invalidateCatalog(CATALOG_TAGS.shops).
 */
export const listNearbyShops = cachedCatalogRead(readNearbyShops, ["content:nearby-shops"], [CATALOG_TAGS.shops]);
