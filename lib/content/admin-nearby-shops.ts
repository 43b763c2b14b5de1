import "server-only";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { invalidateCatalog } from "@/lib/catalog/cache";
import { isUniqueViolation, Prisma, prisma } from "@/lib/db";
import { pinStateMismatchMessage } from "@/lib/delivery/format";
import { statesOfPin } from "@/lib/delivery/pin-directory";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import type { NearbyShopCreateInput, NearbyShopUpdateInput } from "./nearby-shop-schema";
import { NEARBY_SHOPS_TAG, nearbyShopOrder, nearbyShopSelect } from "./nearby-shops";

// The admin's side of the shop's own store directory (/nearby-shops, GET
// /api/nearby/shops, lib/content/nearby-shops.ts). Every exported read and
// write takes the viewer and refuses anyone but an admin itself
// (docs/adr/0001-authorization-where-data-is-read.md). Every write expires
// the cached read of the page and the API (NEARBY_SHOPS_TAG) and nothing else:
// product pages and listings stay cached (docs/adr/0048-nearby-shops-admin.md).

/** A shop as the console lists and edits it: nearby-shops.ts's columns, read once for both. */
export type AdminNearbyShop = Prisma.NearbyShopGetPayload<{ select: typeof nearbyShopSelect }>;

const NAME_TAKEN = "A shop with this name already exists in this city.";
const NO_SUCH_SHOP = "No such shop.";
const notFoundShop = (): never => {
  throw notFound(NO_SUCH_SHOP);
};

/**
 * Refuses a PIN code that cannot be in the shop's state (statesOfPin: its own place, or, for a PIN code the
 * directory does not know, those of its first digits), with checkout's message (Api.pinStateMismatch, in Hindi
 * for ?lang=hi). A PIN code whose first digit no state has (9, the Army Postal Service) is left to pinSchema.
 */
function assertPinInState(postalCode: string, state: string): void {
  const place = statesOfPin(postalCode);
  if (!place || place.states.includes(state)) return;
  const message = pinStateMismatchMessage(postalCode, place.state, state);
  throw invalidInput(message, [{ path: "postalCode", message }]);
}

/** Every shop, shown or hidden, in the page's order. */
export async function listNearbyShopsForAdmin(viewer: Viewer): Promise<AdminNearbyShop[]> {
  assertAdmin(viewer);
  return prisma.nearbyShop.findMany({ orderBy: nearbyShopOrder, select: nearbyShopSelect });
}

/** Adds a shop, after the last one unless a position is given; shown unless isActive is false. */
export async function createNearbyShop(viewer: Viewer, input: NearbyShopCreateInput): Promise<AdminNearbyShop> {
  assertAdmin(viewer);
  assertPinInState(input.postalCode, input.state);
  try {
    const position =
      input.position ?? ((await prisma.nearbyShop.aggregate({ _max: { position: true } }))._max.position ?? 0) + 1;
    const shop = await prisma.nearbyShop.create({ data: { ...input, position }, select: nearbyShopSelect });
    invalidateCatalog(NEARBY_SHOPS_TAG);
    return shop;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

/**
 * Changes the fields sent; isActive false hides the shop (kept for the admin), true shows it again. A new PIN
 * code or state is checked against the other, as stored when only one is sent.
 */
export async function updateNearbyShop(
  viewer: Viewer,
  id: string,
  input: NearbyShopUpdateInput,
): Promise<AdminNearbyShop> {
  assertAdmin(viewer);
  if (input.postalCode !== undefined || input.state !== undefined) {
    const { postalCode, state } =
      input.postalCode !== undefined && input.state !== undefined
        ? { postalCode: input.postalCode, state: input.state }
        : ((await prisma.nearbyShop.findUnique({ where: { id }, select: { postalCode: true, state: true } })) ??
          notFoundShop());
    assertPinInState(input.postalCode ?? postalCode, input.state ?? state);
  }
  try {
    const shop = await prisma.nearbyShop.update({ where: { id }, data: input, select: nearbyShopSelect });
    invalidateCatalog(NEARBY_SHOPS_TAG);
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
  invalidateCatalog(NEARBY_SHOPS_TAG);
}
