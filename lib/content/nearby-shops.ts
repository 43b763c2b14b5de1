import "server-only";
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

/** Active shops in their display order. */
export async function listNearbyShops(): Promise<NearbyShopView[]> {
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
