import "server-only";
import { prisma } from "@/lib/db";

// The header's wishlist and cart counts for a logged-in shopper. Per user, so
// never cached: two small indexed queries, run together.

export type HeaderBadgeCounts = {
  /** Products on the wishlist. */
  wishlist: number;
  /** Items in the cart: the sum of the lines' quantities. */
  cart: number;
};

export async function getHeaderBadgeCounts(userId: string): Promise<HeaderBadgeCounts> {
  const [wishlist, cart] = await Promise.all([
    prisma.wishlistItem.count({ where: { userId } }),
    prisma.cartItem.aggregate({ where: { userId }, _sum: { quantity: true } }),
  ]);
  return { wishlist, cart: cart._sum.quantity ?? 0 };
}
