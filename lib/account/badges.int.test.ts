import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { getHeaderBadgeCounts } from "./badges";

describe("header badge counts", () => {
  let shopper: string;
  let other: string;

  beforeAll(async () => {
    const brand = await prisma.brand.create({ data: { name: "Badge Brand", slug: "badge-brand" } });
    const category = await prisma.category.create({ data: { name: "Badge Bags", slug: "badge-bags" } });
    const [a, b] = await Promise.all(
      ["a", "b"].map((s) =>
        prisma.product.create({
          data: {
            slug: `badge-product-${s}`,
            name: `Badge product ${s}`,
            description: "A product for the badge test.",
            price: 49_900,
            stock: 10,
            brandId: brand.id,
            categoryId: category.id,
          },
        }),
      ),
    );
    const users = await Promise.all(
      ["shopper", "other"].map((name) =>
        prisma.user.create({ data: { name, email: `${name}@badges.example`, passwordHash: "x" } }),
      ),
    );
    shopper = users[0]!.id;
    other = users[1]!.id;
    await prisma.wishlistItem.createMany({
      data: [
        { userId: shopper, productId: a!.id },
        { userId: shopper, productId: b!.id },
        { userId: other, productId: a!.id },
      ],
    });
    await prisma.cartItem.createMany({
      data: [
        { userId: shopper, productId: a!.id, quantity: 2, color: "Black" },
        { userId: shopper, productId: a!.id, quantity: 1, color: "Olive" },
        { userId: shopper, productId: b!.id, quantity: 4 },
        { userId: other, productId: b!.id, quantity: 7 },
      ],
    });
  });

  it("counts the wishlist's products and the cart's items (sum of quantities) of that shopper only", async () => {
    expect(await getHeaderBadgeCounts(shopper)).toEqual({ wishlist: 2, cart: 7 });
    expect(await getHeaderBadgeCounts(other)).toEqual({ wishlist: 1, cart: 7 });
  });

  it("gives zeros for a shopper with nothing saved", async () => {
    const empty = await prisma.user.create({
      data: { name: "Empty", email: "empty@badges.example", passwordHash: "x" },
    });
    expect(await getHeaderBadgeCounts(empty.id)).toEqual({ wishlist: 0, cart: 0 });
  });
});
