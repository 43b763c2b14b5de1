import "server-only";
import { CATALOG_TAGS, cachedCatalogRead } from "@/lib/catalog/cache";
import { prisma } from "@/lib/db";

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

async function readNearbyShops(): Promise<NearbyShopView[]> {
  const shops = await prisma.nearbyShop.findMany({
    where: { isActive: true },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      image: true,
      address: true,
      city: true,
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
    address: `${shop.address}, ${shop.city}, ${shop.state} ${shop.postalCode}`,
    telephone: shop.telephone,
    mapsLink: shop.mapsLink,
  }));
}

/**
 * Active shops in their display order, for the page and GET /api/nearby/shops.
 * Cached with the catalogue under CATALOG_TAGS.shops: whatever edits shops
 * calls invalidateCatalog(CATALOG_TAGS.shops).
 */
export const listNearbyShops = cachedCatalogRead(readNearbyShops, ["content:nearby-shops"], [CATALOG_TAGS.shops]);
