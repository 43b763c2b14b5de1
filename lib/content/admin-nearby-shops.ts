import "server-only";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { CATALOG_TAGS, invalidateCatalog } from "@/lib/catalog/cache";
import { isUniqueViolation, Prisma, prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import type { NearbyShopCreateInput, NearbyShopUpdateInput } from "./nearby-shop-schema";

// The admin's side of the shop's own store directory (/nearby-shops, GET
// /api/nearby/shops, lib/content/nearby-shops.ts). Every exported read and
// write takes the viewer and refuses anyone but an admin itself
// (docs/adr/0001-authorization-where-data-is-read.md). Every write expires
// the cached reads of the page and the API (CATALOG_TAGS.shops, which also
// drops server.mjs's kept answers), so the change shows at once.

export type AdminNearbyShop = {
  id: string;
  name: string;
  image: string;
  address: string;
  addressHi: string | null;
  city: string;
  cityHi: string | null;
  state: string;
  postalCode: string;
  telephone: string;
  mapsLink: string;
  position: number;
  isActive: boolean;
};

const shopSelect = {
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
  position: true,
  isActive: true,
} satisfies Prisma.NearbyShopSelect;

const NAME_TAKEN = "A shop with this name already exists in this city.";
const NO_SUCH_SHOP = "No such shop.";

/** Every shop, shown or hidden, in the page's order. */
export async function listNearbyShopsForAdmin(viewer: Viewer): Promise<AdminNearbyShop[]> {
  assertAdmin(viewer);
  return prisma.nearbyShop.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }], select: shopSelect });
}

/** Adds a shop, after the last one unless a position is given; shown unless isActive is false. */
export async function createNearbyShop(viewer: Viewer, input: NearbyShopCreateInput): Promise<AdminNearbyShop> {
  assertAdmin(viewer);
  try {
    const position =
      input.position ?? ((await prisma.nearbyShop.aggregate({ _max: { position: true } }))._max.position ?? 0) + 1;
    const shop = await prisma.nearbyShop.create({ data: { ...input, position }, select: shopSelect });
    invalidateCatalog(CATALOG_TAGS.shops);
    return shop;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

/** Changes the fields sent; isActive false hides the shop (kept for the admin), true shows it again. */
export async function updateNearbyShop(
  viewer: Viewer,
  id: string,
  input: NearbyShopUpdateInput,
): Promise<AdminNearbyShop> {
  assertAdmin(viewer);
  try {
    const shop = await prisma.nearbyShop.update({ where: { id }, data: input, select: shopSelect });
    invalidateCatalog(CATALOG_TAGS.shops);
    return shop;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") throw notFound(NO_SUCH_SHOP);
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

/** Removes a shop for good (hiding it, isActive false, keeps it). */
export async function deleteNearbyShop(viewer: Viewer, id: string): Promise<void> {
  assertAdmin(viewer);
  const { count } = await prisma.nearbyShop.deleteMany({ where: { id } });
  if (!count) throw notFound(NO_SUCH_SHOP);
  invalidateCatalog(CATALOG_TAGS.shops);
}
