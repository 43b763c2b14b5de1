import { beforeAll, describe, expect, it } from "vitest";
import { getHeaderBadgeCounts } from "@/lib/account/badges";
import { prisma } from "@/lib/db";
import { getCheckoutSummary } from "@/lib/orders/checkout";
import { KITCHENWARE, PLASTIC_HOUSEHOLD } from "@/prisma/seed-data/catalog";
import { seed } from "@/prisma/seed";
import {
  addToCart,
  addToCartSchema,
  addToWishlist,
  clearCart,
  decreaseLine,
  getCart,
  increaseLine,
  LIST_LIMITS,
  MAX_QUANTITY_PER_LINE,
  moveLineToSaved,
  moveSavedToCart,
  moveWishlistToCart,
  removeFromWishlist,
  removeLine,
} from "./cart";

let alice: string;
let bob: string;
let products: Array<{ id: string; price: number; stock: number }>;

const user = async (email: string) =>
  (await prisma.user.create({ data: { name: email, email, passwordHash: "x" } })).id;
const add = (userId: string, productId: string, quantity = 1) =>
  addToCart(userId, addToCartSchema.parse({ productId, quantity }));

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  [alice, bob] = await Promise.all([user("alice@cart.test"), user("bob@cart.test")]);
  products = await prisma.product.findMany({
    where: { stock: { gte: 50 }, sizes: { isEmpty: true }, colors: { isEmpty: true } },
    orderBy: { slug: "asc" },
    take: 6,
    select: { id: true, price: true, stock: true },
  });
});

describe("add to cart", () => {
  it("adds a line and totals it from database prices with the shipping rule", async () => {
    const [p] = products;
    const cart = await add(alice, p!.id, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.totalItems).toBe(2);
    expect(cart.subtotal).toBe(p!.price * 2);
    expect(cart.total).toBe(cart.subtotal + cart.shippingFee);
  });

  it("warns when the product is already in the cart", async () => {
    await expect(add(alice, products[0]!.id)).rejects.toMatchObject({
      kind: "conflict",
      message: "Product is already in the cart",
    });
  });

  it("refuses unknown and inactive products with 404", async () => {
    await expect(add(alice, "no-such-product")).rejects.toMatchObject({ kind: "not-found" });
    const hidden = await prisma.product.update({ where: { id: products[5]!.id }, data: { isActive: false } });
    await expect(add(alice, hidden.id)).rejects.toMatchObject({ kind: "not-found" });
    await prisma.product.update({ where: { id: hidden.id }, data: { isActive: true } });
  });

  it.each([0, -1, 1.5, "many", MAX_QUANTITY_PER_LINE + 1])("refuses quantity %s", (quantity) => {
    expect(addToCartSchema.safeParse({ productId: products[1]!.id, quantity }).success).toBe(false);
  });

  it("refuses more than the stock", async () => {
    await prisma.product.update({ where: { id: products[1]!.id }, data: { stock: 2 } });
    await expect(add(alice, products[1]!.id, 3)).rejects.toMatchObject({
      kind: "conflict",
      message: "Only 2 can be added.",
    });
    await prisma.product.update({ where: { id: products[1]!.id }, data: { stock: products[1]!.stock } });
  });
});

describe("changing quantities", () => {
  it("20 parallel increases stop exactly at the line limit", async () => {
    const cart = await add(bob, products[2]!.id);
    const lineId = cart.items[0]!.id;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => increaseLine(bob, lineId)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_QUANTITY_PER_LINE - 1);
    const line = await prisma.cartItem.findUniqueOrThrow({ where: { id: lineId } });
    expect(line.quantity).toBe(MAX_QUANTITY_PER_LINE);
  });

  it("20 parallel increases stop exactly at the stock when stock is lower", async () => {
    await prisma.product.update({ where: { id: products[3]!.id }, data: { stock: 4 } });
    const cart = await add(bob, products[3]!.id);
    const lineId = cart.items.find((l) => l.product.id === products[3]!.id)!.id;
    await Promise.allSettled(Array.from({ length: 20 }, () => increaseLine(bob, lineId)));
    expect((await prisma.cartItem.findUniqueOrThrow({ where: { id: lineId } })).quantity).toBe(4);
    await expect(increaseLine(bob, lineId)).rejects.toMatchObject({ kind: "conflict", message: "Only 4 in stock." });
  });

  it("decrease stops at 1", async () => {
    const lineId = (await getCart(bob)).items.find((l) => l.product.id === products[3]!.id)!.id;
    for (let i = 0; i < 6; i++) await decreaseLine(bob, lineId);
    expect((await prisma.cartItem.findUniqueOrThrow({ where: { id: lineId } })).quantity).toBe(1);
  });

  it("another shopper's line is not found and does not change", async () => {
    const bobLine = (await getCart(bob)).items[0]!;
    for (const action of [increaseLine, decreaseLine, removeLine, moveLineToSaved]) {
      await expect(action(alice, bobLine.id)).rejects.toMatchObject({ kind: "not-found" });
    }
    expect(await prisma.cartItem.findUniqueOrThrow({ where: { id: bobLine.id } })).toMatchObject({
      quantity: bobLine.quantity,
      userId: bob,
    });
  });
});

describe("saved for later and wishlist", () => {
  it("moves a line to saved and back, only when not already in the cart", async () => {
    const lineId = (await getCart(alice)).items[0]!.id;
    const { cart, savedItems } = await moveLineToSaved(alice, lineId);
    expect(cart.items).toHaveLength(0);
    expect(savedItems).toHaveLength(1);

    await add(alice, savedItems[0]!.product.id);
    await expect(moveSavedToCart(alice, savedItems[0]!.id)).rejects.toMatchObject({
      kind: "conflict",
      message: "Product is already in the cart",
    });
    await clearCart(alice);
    const back = await moveSavedToCart(alice, savedItems[0]!.id);
    expect(back.cart.items.map((l) => l.product.id)).toEqual([savedItems[0]!.product.id]);
    expect(back.savedItems).toHaveLength(0);
  });

  it("hearts once, moves from the wishlist to the cart, and counts badges", async () => {
    await addToWishlist(alice, products[4]!.id);
    const list = await addToWishlist(alice, products[4]!.id);
    expect(list).toHaveLength(1);
    const { wishlist, cart } = await moveWishlistToCart(alice, list[0]!.id);
    expect(wishlist).toHaveLength(0);
    expect(cart.items.some((l) => l.product.id === products[4]!.id)).toBe(true);
    expect(await getHeaderBadgeCounts(alice)).toEqual({ cart: cart.totalItems, wishlist: 0 });
    await expect(removeFromWishlist(alice, "nope")).rejects.toMatchObject({ kind: "not-found" });
  });
});

describe("the GST the cart's total includes", () => {
  it("is checkout's to the paisa when two HSN codes share one rate", async () => {
    // ₹105 kitchenware (HSN 7323) and ₹210 plastic ware (HSN 3924), both at 5 %: the ₹49 delivery is split
    // per code as on the invoice, ₹0.78 + ₹1.56 of GST, where one ₹49 part would hold ₹2.33.
    const taken = products.map((p) => p.id);
    const pick = (category: string, price: number) =>
      prisma.product
        .findFirstOrThrow({
          where: {
            taxCategory: { name: category },
            id: { notIn: taken },
            sizes: { isEmpty: true },
            colors: { isEmpty: true },
            stock: { gt: 0 },
          },
          orderBy: { slug: "asc" },
          select: { id: true },
        })
        .then(({ id }) => prisma.product.update({ where: { id }, data: { price, mrp: null }, select: { id: true } }));
    const pan = await pick(KITCHENWARE, 10_500);
    const box = await pick(PLASTIC_HOUSEHOLD, 21_000);
    const dina = await user("dina@cart.test");
    await add(dina, pan.id);
    const cart = await add(dina, box.id);
    expect(cart).toMatchObject({ subtotal: 31_500, shippingFee: 4_900, taxTotal: 1_734 });
    expect((await getCheckoutSummary(dina)).taxTotal).toBe(cart.taxTotal);
  });
});

describe("list limits", () => {
  /** Active products, in slug order, that any list may take. */
  const listable = () =>
    prisma.product.findMany({
      where: { isActive: true, stock: { gte: 1 }, sizes: { isEmpty: true }, colors: { isEmpty: true } },
      orderBy: { slug: "asc" },
      select: { id: true },
    });

  it(`a cart holds at most ${LIST_LIMITS.cart} different items, whichever way one is added`, async () => {
    const carol = await user("carol@cart.test");
    const all = await listable();
    expect(all.length).toBeGreaterThan(LIST_LIMITS.cart + 2);
    await prisma.cartItem.createMany({
      data: all.slice(0, LIST_LIMITS.cart).map(({ id }) => ({ userId: carol, productId: id, quantity: 1 })),
    });
    const next = all[LIST_LIMITS.cart]!.id;
    const full = {
      kind: "conflict",
      message: `Your cart can hold at most ${LIST_LIMITS.cart} different items. Remove one to add this.`,
    };
    await expect(add(carol, next)).rejects.toMatchObject(full);
    const [hearted] = await addToWishlist(carol, next);
    await expect(moveWishlistToCart(carol, hearted!.id)).rejects.toMatchObject(full);
    const saved = await prisma.savedItem.create({ data: { userId: carol, productId: all[LIST_LIMITS.cart + 1]!.id } });
    await expect(moveSavedToCart(carol, saved.id)).rejects.toMatchObject(full);
    expect(await prisma.cartItem.count({ where: { userId: carol } })).toBe(LIST_LIMITS.cart);
    // Two adds at once cannot both take the last place.
    await removeLine(carol, all[0]!.id);
    const racing = await Promise.allSettled([add(carol, next), add(carol, all[LIST_LIMITS.cart + 2]!.id)]);
    expect(racing.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.cartItem.count({ where: { userId: carol } })).toBe(LIST_LIMITS.cart);
  });

  it(`a wishlist holds at most ${LIST_LIMITS.wishlist} items and Saved for Later ${LIST_LIMITS.saved}; hearting one again still works`, async () => {
    const dev = await user("dev@cart.test");
    const all = await listable();
    const wishlist = all.slice(0, LIST_LIMITS.wishlist);
    expect(all.length).toBeGreaterThan(LIST_LIMITS.wishlist);
    await prisma.wishlistItem.createMany({ data: wishlist.map(({ id }) => ({ userId: dev, productId: id })) });
    expect(await addToWishlist(dev, wishlist[0]!.id)).toHaveLength(LIST_LIMITS.wishlist);
    await expect(addToWishlist(dev, all[LIST_LIMITS.wishlist]!.id)).rejects.toMatchObject({
      kind: "conflict",
      message: `Your wishlist can hold at most ${LIST_LIMITS.wishlist} items. Remove one to add this.`,
    });

    await prisma.savedItem.createMany({
      data: all.slice(0, LIST_LIMITS.saved).map(({ id }) => ({ userId: dev, productId: id })),
    });
    const line = (await add(dev, all[LIST_LIMITS.saved]!.id)).items[0]!;
    await expect(moveLineToSaved(dev, line.id)).rejects.toMatchObject({
      kind: "conflict",
      message: `Your Saved for Later list can hold at most ${LIST_LIMITS.saved} items. Remove one to save this.`,
    });
    // Refused as a whole: the line is still in the cart.
    expect((await getCart(dev)).items.map((item) => item.id)).toEqual([line.id]);
  });
});
