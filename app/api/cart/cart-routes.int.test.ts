import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { MAX_QUANTITY_PER_LINE } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { includedTax } from "@/lib/orders/pricing";
import { seed } from "@/prisma/seed";
import { apiRequest, bodyOf, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { POST as addToWishlist } from "../wishlist/add/route";
import { GET as getWishlist } from "../wishlist/getWishlist/route";
import { PATCH as moveWishlist } from "../wishlist/move/[id]/route";
import { DELETE as removeWishlist } from "../wishlist/remove/[id]/route";
import { POST as add } from "./add/route";
import { PATCH as decrease } from "./decrease/[id]/route";
import { GET as getCart } from "./getcart/route";
import { PATCH as increase } from "./increase/[id]/route";
import { PATCH as moveToSaved } from "./move/[id]/route";
import { DELETE as removeLine } from "./remove/[id]/route";
import { DELETE as clear } from "./route";
import { DELETE as removeSaved, PATCH as moveSavedToCart } from "./saved/[id]/route";
import { GET as getSaved } from "./saved/route";

// The cart and wishlist route handlers, called directly as the browser or an
// API client would call them (cookie-less, with a bearer token). The rules
// themselves are tested in lib/cart/cart.int.test.ts; here: authentication,
// input handling at the edge, ownership and the JSON shapes (rupees, _id).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies under test

let alice: { id: string; token: string };
let bob: { id: string; token: string };
let products: Array<{ id: string; name: string; price: number; mrp: number | null; stock: number }>;

async function shopper() {
  const user = await createUser();
  return { id: user.id, token: (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token };
}

const rawRequest = (path: string, method: string, token: string, body: string) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body,
  });

const addLine = async (who: { token: string }, productId: string, quantity = 1) => {
  const response = await add(apiRequest("/api/cart/add", { token: who.token, body: { productId, quantity } }), {});
  expect(response.status).toBe(201);
  return (await bodyOf(response)) as Json;
};

/** What a shopper has, straight from the database (to prove a refusal changed nothing). */
const snapshot = async (userId: string) => ({
  cart: await prisma.cartItem.findMany({
    where: { userId },
    select: { id: true, productId: true, quantity: true },
    orderBy: { id: "asc" },
  }),
  saved: await prisma.savedItem.findMany({ where: { userId }, select: { id: true }, orderBy: { id: "asc" } }),
  wishlist: await prisma.wishlistItem.findMany({ where: { userId }, select: { id: true }, orderBy: { id: "asc" } }),
});

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  [alice, bob] = await Promise.all([shopper(), shopper()]);
  products = await prisma.product.findMany({
    where: { isActive: true, stock: { gte: 50 }, sizes: { isEmpty: true }, colors: { isEmpty: true } },
    orderBy: { slug: "asc" },
    take: 4,
    select: { id: true, name: true, price: true, mrp: true, stock: true },
  });
  expect(products).toHaveLength(4);
});

beforeEach(async () => {
  await prisma.cartItem.deleteMany({ where: { userId: { in: [alice.id, bob.id] } } });
  await prisma.savedItem.deleteMany({ where: { userId: { in: [alice.id, bob.id] } } });
  await prisma.wishlistItem.deleteMany({ where: { userId: { in: [alice.id, bob.id] } } });
});

describe("authentication", () => {
  const calls: Array<[string, (token?: string) => Promise<Response>]> = [
    ["GET /api/cart/getcart", (token) => getCart(apiRequest("/api/cart/getcart", { token }), {})],
    [
      "POST /api/cart/add",
      (token) => add(apiRequest("/api/cart/add", { token, body: { productId: "x", quantity: 1 } }), {}),
    ],
    ["PATCH /api/cart/increase/{id}", (token) => increase(apiRequest("/x", { token, method: "PATCH" }), withId("x"))],
    ["PATCH /api/cart/decrease/{id}", (token) => decrease(apiRequest("/x", { token, method: "PATCH" }), withId("x"))],
    ["DELETE /api/cart/remove/{id}", (token) => removeLine(apiRequest("/x", { token, method: "DELETE" }), withId("x"))],
    ["DELETE /api/cart", (token) => clear(apiRequest("/api/cart", { token, method: "DELETE" }), {})],
    ["PATCH /api/cart/move/{id}", (token) => moveToSaved(apiRequest("/x", { token, method: "PATCH" }), withId("x"))],
    ["GET /api/cart/saved", (token) => getSaved(apiRequest("/api/cart/saved", { token }), {})],
    [
      "PATCH /api/cart/saved/{id}",
      (token) => moveSavedToCart(apiRequest("/x", { token, method: "PATCH" }), withId("x")),
    ],
    ["DELETE /api/cart/saved/{id}", (token) => removeSaved(apiRequest("/x", { token, method: "DELETE" }), withId("x"))],
    ["GET /api/wishlist/getWishlist", (token) => getWishlist(apiRequest("/api/wishlist/getWishlist", { token }), {})],
    [
      "POST /api/wishlist/add",
      (token) => addToWishlist(apiRequest("/api/wishlist/add", { token, body: { productId: "x" } }), {}),
    ],
    [
      "DELETE /api/wishlist/remove/{id}",
      (token) => removeWishlist(apiRequest("/x", { token, method: "DELETE" }), withId("x")),
    ],
    [
      "PATCH /api/wishlist/move/{id}",
      (token) => moveWishlist(apiRequest("/x", { token, method: "PATCH" }), withId("x")),
    ],
  ];

  it.each(calls)("%s needs a session: none, or a forged token, is 401", async (_name, call) => {
    for (const token of [undefined, "not-a-token", `${alice.token.slice(0, -4)}AAAA`]) {
      const response = await call(token);
      expect(response.status).toBe(401);
      expect((await bodyOf(response)).message).toEqual(expect.any(String));
    }
  });

  it("a revoked session (log out everywhere) is 401", async () => {
    const user = await shopper();
    await prisma.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await getCart(apiRequest("/api/cart/getcart", { token: user.token }), {})).status).toBe(401);
  });
});

describe("POST /api/cart/add input", () => {
  it("answers malformed JSON with 400 and adds nothing", async () => {
    const response = await add(rawRequest("/api/cart/add", "POST", alice.token, "{productId: oops"), {});
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({ message: "The request body must be valid JSON." });
    expect((await snapshot(alice.id)).cart).toEqual([]);
  });

  it.each([0, -1, 1.5, "many", MAX_QUANTITY_PER_LINE + 1, null])("refuses quantity %s with 400", async (quantity) => {
    const response = await add(
      apiRequest("/api/cart/add", { token: alice.token, body: { productId: products[0]!.id, quantity } }),
      {},
    );
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/quantity/) });
    expect((await snapshot(alice.id)).cart).toEqual([]);
  });

  it("refuses a missing productId with 400", async () => {
    const response = await add(apiRequest("/api/cart/add", { token: alice.token, body: { quantity: 1 } }), {});
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toMatch(/productId/);
  });

  it("refuses more than the stock with 409 and changes nothing", async () => {
    const product = products[1]!;
    await prisma.product.update({ where: { id: product.id }, data: { stock: 2 } });
    try {
      const response = await add(
        apiRequest("/api/cart/add", { token: alice.token, body: { productId: product.id, quantity: 3 } }),
        {},
      );
      expect(response.status).toBe(409);
      expect(await bodyOf(response)).toMatchObject({ message: "Only 2 can be added.", code: "CONFLICT" });
      expect((await snapshot(alice.id)).cart).toEqual([]);
    } finally {
      await prisma.product.update({ where: { id: product.id }, data: { stock: product.stock } });
    }
  });

  it("answers an unknown product with 404", async () => {
    const response = await add(
      apiRequest("/api/cart/add", { token: alice.token, body: { productId: "no-such-product", quantity: 1 } }),
      {},
    );
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toMatchObject({ message: "This product is not available.", code: "NOT_FOUND" });
  });

  it("answers a second add of the same product with the spec's warning (409)", async () => {
    await addLine(alice, products[0]!.id);
    const response = await add(
      apiRequest("/api/cart/add", { token: alice.token, body: { productId: products[0]!.id } }),
      {},
    );
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).message).toBe("Product is already in the cart");
    expect((await snapshot(alice.id)).cart).toMatchObject([{ quantity: 1 }]);
  });
});

describe("a product sold in sizes or colours", () => {
  // Seeded: a bottle in three colours, no sizes; a trolley in two sizes and two colours.
  let bottle: { id: string; colors: string[] };
  let trolley: { id: string; sizes: string[]; colors: string[] };
  const addWith = (body: Json, query = "") =>
    add(apiRequest(`/api/cart/add${query}`, { token: alice.token, body }), {});
  const cartLines = async () =>
    prisma.cartItem.findMany({
      where: { userId: alice.id },
      select: { productId: true, size: true, color: true },
      orderBy: { createdAt: "asc" },
    });

  beforeAll(async () => {
    bottle = await prisma.product.findFirstOrThrow({
      where: { isActive: true, stock: { gte: 10 }, sizes: { isEmpty: true }, colors: { isEmpty: false } },
      orderBy: { slug: "asc" },
      select: { id: true, colors: true },
    });
    trolley = await prisma.product.findFirstOrThrow({
      where: { isActive: true, stock: { gte: 10 }, sizes: { isEmpty: false }, colors: { isEmpty: false } },
      orderBy: { slug: "asc" },
      select: { id: true, sizes: true, colors: true },
    });
    expect(bottle.colors.length).toBeGreaterThan(1);
  });

  it("is refused without the choice it needs (400, in Hindi for ?lang=hi) and nothing is added", async () => {
    const noColour = await addWith({ productId: bottle.id, quantity: 1 });
    expect(noColour.status).toBe(400);
    expect(await bodyOf(noColour)).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose a colour before adding this to your cart.",
    });
    const blank = await addWith({ productId: bottle.id, color: "  " });
    expect((await bodyOf(blank)).message).toBe("Choose a colour before adding this to your cart.");
    const neither = await addWith({ productId: trolley.id });
    expect((await bodyOf(neither)).message).toBe("Choose a size and a colour before adding this to your cart.");
    const colourOnly = await addWith({ productId: trolley.id, color: trolley.colors[0] });
    expect(colourOnly.status).toBe(400);
    expect((await bodyOf(colourOnly)).message).toBe("Choose a size before adding this to your cart.");
    const inHindi = await addWith({ productId: bottle.id }, "?lang=hi");
    expect(inHindi.status).toBe(400);
    expect((await bodyOf(inHindi)).message).toBe("कार्ट में डालने से पहले रंग चुनें।");
    expect(await cartLines()).toEqual([]);
  });

  it("adds the chosen size and colour to the line; another colour is a line of its own, the same one the spec's warning", async () => {
    const [first, second] = bottle.colors;
    const added = await addWith({ productId: bottle.id, color: first });
    expect(added.status).toBe(201);
    expect(((await bodyOf(added)) as Json).items).toMatchObject([
      { productId: bottle.id, size: "", color: first, quantity: 1, product: { colors: bottle.colors, sizes: [] } },
    ]);
    expect((await addWith({ productId: bottle.id, color: second })).status).toBe(201);
    const again = await addWith({ productId: bottle.id, color: first });
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).message).toBe("Product is already in the cart");
    const both = await addWith({ productId: trolley.id, size: trolley.sizes[1], color: trolley.colors[0] });
    expect(both.status).toBe(201);
    expect(await cartLines()).toEqual([
      { productId: bottle.id, size: "", color: first },
      { productId: bottle.id, size: "", color: second },
      { productId: trolley.id, size: trolley.sizes[1], color: trolley.colors[0] },
    ]);
  });

  it("refuses a size or colour the product is not sold in (400), as before", async () => {
    const response = await addWith({ productId: bottle.id, color: "Chartreuse" });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(`color must be one of: ${bottle.colors.join(", ")}.`);
    const sized = await addWith({ productId: bottle.id, size: "XL", color: bottle.colors[0] });
    expect((await bodyOf(sized)).message).toBe("This product has no sizes to choose.");
    expect(await cartLines()).toEqual([]);
  });

  it("stays in the wishlist and saved list when moved to the cart without a choice (409), and the cart is unchanged", async () => {
    await addToWishlist(apiRequest("/api/wishlist/add", { token: alice.token, body: { productId: bottle.id } }), {});
    const before = await snapshot(alice.id);
    const moved = await moveWishlist(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(bottle.id));
    expect(moved.status).toBe(409);
    expect((await bodyOf(moved)).message).toBe("Choose a colour before adding this to your cart.");
    // Saved before a colour had to be chosen.
    const saved = await prisma.savedItem.create({ data: { userId: alice.id, productId: trolley.id } });
    const back = await moveSavedToCart(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(saved.id));
    expect(back.status).toBe(409);
    expect((await bodyOf(back)).message).toBe("Choose a size and a colour before adding this to your cart.");
    expect(await snapshot(alice.id)).toEqual({ ...before, saved: [{ id: saved.id }] });
  });

  it("a saved line with its choice moves back to the cart with it", async () => {
    await addWith({ productId: bottle.id, color: bottle.colors[1] });
    const [line] = await prisma.cartItem.findMany({ where: { userId: alice.id }, select: { id: true } });
    await moveToSaved(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(line!.id));
    const [saved] = await prisma.savedItem.findMany({ where: { userId: alice.id }, select: { id: true } });
    const back = await moveSavedToCart(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(saved!.id));
    expect(back.status).toBe(200);
    expect(await cartLines()).toEqual([{ productId: bottle.id, size: "", color: bottle.colors[1] }]);
  });
});

describe("response shapes", () => {
  it("add answers 201 with the cart in rupees, ids as _id, and no caching", async () => {
    const product = products[0]!;
    const response = await add(
      apiRequest("/api/cart/add", { token: alice.token, body: { productId: product.id, quantity: 2 } }),
      {},
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await bodyOf(response)) as Json;
    const line = {
      _id: expect.any(String),
      productId: product.id,
      quantity: 2,
      maxQuantity: MAX_QUANTITY_PER_LINE,
      size: "",
      color: "",
      product: {
        _id: product.id,
        name: product.name,
        price: product.price / 100,
        mrp: product.mrp === null ? null : product.mrp / 100,
        inStock: true,
        images: expect.any(Array),
      },
    };
    const subtotal = (product.price * 2) / 100;
    expect(body).toMatchObject({ message: "Added to cart.", items: [line], totalItems: 2, subtotal });
    expect(body.total).toBeCloseTo(body.subtotal + body.shippingFee, 2);
    // The GST the total contains: the line's at its tax category's rate, delivery at the same (main line's) rate.
    const { taxCategory } = await prisma.product.findUniqueOrThrow({
      where: { id: product.id },
      select: { taxCategory: { select: { rateBasisPoints: true } } },
    });
    const rate = taxCategory?.rateBasisPoints ?? 0;
    expect(rate).toBeGreaterThan(0);
    expect(body.taxIncluded).toBe(
      (includedTax(product.price * 2, rate) + includedTax(Math.round(body.shippingFee * 100), rate)) / 100,
    );
    expect(body.cart).toEqual({
      items: body.items,
      totalItems: 2,
      subtotal,
      shippingFee: body.shippingFee,
      total: body.total,
      taxIncluded: body.taxIncluded,
    });
    expect(body.items[0]).not.toHaveProperty("id");

    const fetched = (await bodyOf(await getCart(apiRequest("/api/cart/getcart", { token: alice.token }), {}))) as Json;
    expect(fetched).toEqual(body.cart);
  });

  it("increase, decrease, remove and clear answer with the cart (also under `cart`); maxQuantity follows low stock", async () => {
    const { items } = await addLine(alice, products[0]!.id);
    const lineId = items[0]._id as string;
    const up = (await bodyOf(
      await increase(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(lineId)),
    )) as Json;
    expect(up).toMatchObject({ items: [{ _id: lineId, quantity: 2 }], totalItems: 2 });
    // The spec's clients read the cart under `cart`; the shop's pages read it at the top level.
    const { cart: upCart, ...upTop } = up;
    expect(upCart).toEqual(upTop);
    const down = (await bodyOf(
      await decrease(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(lineId)),
    )) as Json;
    expect(down).toMatchObject({ items: [{ _id: lineId, quantity: 1 }], totalItems: 1 });

    await prisma.product.update({ where: { id: products[0]!.id }, data: { stock: 1 } });
    try {
      const refused = await increase(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(lineId));
      expect(refused.status).toBe(409);
      expect((await bodyOf(refused)).message).toBe("Only 1 in stock.");
      const cart = (await bodyOf(await getCart(apiRequest("/api/cart/getcart", { token: alice.token }), {}))) as Json;
      expect(cart.items[0]).toMatchObject({ quantity: 1, maxQuantity: 1 });
    } finally {
      await prisma.product.update({ where: { id: products[0]!.id }, data: { stock: products[0]!.stock } });
    }

    await addLine(alice, products[1]!.id);
    const removed = (await bodyOf(
      await removeLine(apiRequest("/x", { token: alice.token, method: "DELETE" }), withId(lineId)),
    )) as Json;
    expect(removed.items.map((line: Json) => line.productId)).toEqual([products[1]!.id]);
    expect(removed.cart.items.map((line: Json) => line.productId)).toEqual([products[1]!.id]);
    const cleared = (await bodyOf(
      await clear(apiRequest("/api/cart", { token: alice.token, method: "DELETE" }), {}),
    )) as Json;
    const empty = { items: [], totalItems: 0, subtotal: 0, shippingFee: 0, total: 0, taxIncluded: 0 };
    expect(cleared).toEqual({ cart: empty, ...empty });
  });

  it("increase refuses (409, nothing changed) a line whose product the shop withdrew, as add does", async () => {
    const { items } = await addLine(alice, products[0]!.id);
    const lineId = items[0]._id as string;
    await prisma.product.update({ where: { id: products[0]!.id }, data: { isActive: false } });
    try {
      const before = await snapshot(alice.id);
      const refused = await increase(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(lineId));
      expect(refused.status).toBe(409);
      expect((await bodyOf(refused)).message).toBe("This product is not available.");
      expect(await snapshot(alice.id)).toEqual(before);
      // Decrease and remove stay open: a shopper can always take it out.
      const down = await decrease(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(lineId));
      expect(down.status).toBe(200);
    } finally {
      await prisma.product.update({ where: { id: products[0]!.id }, data: { isActive: true } });
    }
  });

  it("move to saved and back answer { cart, savedItems }", async () => {
    const { items } = await addLine(alice, products[2]!.id);
    const moved = (await bodyOf(
      await moveToSaved(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(items[0]._id)),
    )) as Json;
    expect(moved.cart).toMatchObject({ items: [], totalItems: 0 });
    expect(moved.savedItems).toMatchObject([
      { _id: expect.any(String), productId: products[2]!.id, name: products[2]!.name, price: products[2]!.price / 100 },
    ]);
    const saved = (await bodyOf(await getSaved(apiRequest("/api/cart/saved", { token: alice.token }), {}))) as Json;
    expect(saved).toEqual({ savedItems: moved.savedItems });

    const back = (await bodyOf(
      await moveSavedToCart(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(moved.savedItems[0]._id)),
    )) as Json;
    expect(back.savedItems).toEqual([]);
    expect(back.cart).toMatchObject({ items: [{ productId: products[2]!.id, quantity: 1 }], totalItems: 1 });
  });

  it("wishlist add (201), read, move to cart and remove answer the spec's shapes", async () => {
    const product = products[3]!;
    const added = await addToWishlist(
      apiRequest("/api/wishlist/add", { token: alice.token, body: { productId: product.id } }),
      {},
    );
    expect(added.status).toBe(201);
    const { wishlist } = (await bodyOf(added)) as Json;
    expect(wishlist).toMatchObject([
      { _id: expect.any(String), productId: product.id, name: product.name, price: product.price / 100 },
    ]);
    // Hearting twice is harmless.
    await addToWishlist(apiRequest("/api/wishlist/add", { token: alice.token, body: { productId: product.id } }), {});
    const read = (await bodyOf(
      await getWishlist(apiRequest("/api/wishlist/getWishlist", { token: alice.token }), {}),
    )) as Json;
    expect(read).toEqual({ wishlist });

    const moved = (await bodyOf(
      await moveWishlist(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(wishlist[0]._id)),
    )) as Json;
    expect(moved.wishlist).toEqual([]);
    expect(moved.cart).toMatchObject({ items: [{ productId: product.id, quantity: 1 }], totalItems: 1 });

    await addToWishlist(apiRequest("/api/wishlist/add", { token: alice.token, body: { productId: product.id } }), {});
    // Removing by product id works too (the spec's client removes "by _id" of the product).
    const removed = (await bodyOf(
      await removeWishlist(apiRequest("/x", { token: alice.token, method: "DELETE" }), withId(product.id)),
    )) as Json;
    expect(removed).toEqual({ wishlist: [] });
  });

  it("wishlist add refuses malformed JSON, a missing product and an unknown product", async () => {
    expect((await addToWishlist(rawRequest("/api/wishlist/add", "POST", alice.token, "nope"), {})).status).toBe(400);
    expect((await addToWishlist(apiRequest("/api/wishlist/add", { token: alice.token, body: {} }), {})).status).toBe(
      400,
    );
    expect(
      (
        await addToWishlist(
          apiRequest("/api/wishlist/add", { token: alice.token, body: { productId: "no-such-product" } }),
          {},
        )
      ).status,
    ).toBe(404);
    expect((await snapshot(alice.id)).wishlist).toEqual([]);
  });
});

describe("a product's id in place of the cart line's (spec §4: \"_id (or productId)\")", () => {
  it("increase, decrease, move to saved and remove act on the product's one line", async () => {
    await addLine(alice, products[0]!.id);
    await addLine(alice, products[1]!.id);
    const patch = (handler: typeof increase, id: string) =>
      handler(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(id));
    expect(((await bodyOf(await patch(increase, products[0]!.id))) as Json).items).toMatchObject([
      { productId: products[0]!.id, quantity: 2 },
      { productId: products[1]!.id, quantity: 1 },
    ]);
    expect(((await bodyOf(await patch(decrease, products[0]!.id))) as Json).items[0]).toMatchObject({ quantity: 1 });
    const moved = (await bodyOf(await patch(moveToSaved, products[1]!.id))) as Json;
    expect(moved.savedItems.map((item: Json) => item.productId)).toEqual([products[1]!.id]);
    const removed = await removeLine(
      apiRequest("/x", { token: alice.token, method: "DELETE" }),
      withId(products[0]!.id),
    );
    expect(((await bodyOf(removed)) as Json).items).toEqual([]);
  });

  it("is refused (409, nothing changed) when the product is in the cart in two sizes, and 404 when not at all", async () => {
    await prisma.cartItem.createMany({
      data: ["M", "L"].map((size) => ({ userId: alice.id, productId: products[0]!.id, quantity: 1, size })),
    });
    const before = await snapshot(alice.id);
    const twice = await increase(apiRequest("/x", { token: alice.token, method: "PATCH" }), withId(products[0]!.id));
    expect(twice.status).toBe(409);
    expect((await bodyOf(twice)).message).toBe(
      "This product is in your cart in more than one size or colour; name the cart line's _id.",
    );
    expect(await snapshot(alice.id)).toEqual(before);
    const absent = await removeLine(
      apiRequest("/x", { token: alice.token, method: "DELETE" }),
      withId(products[1]!.id),
    );
    expect(absent.status).toBe(404);
  });
});

describe("another shopper's ids", () => {
  it("are 404 on every route and change nothing of either shopper", async () => {
    const { items } = await addLine(bob, products[0]!.id);
    await addLine(bob, products[1]!.id);
    const bobLine = items[0]._id as string;
    const moved = (await bodyOf(
      await moveToSaved(apiRequest("/x", { token: bob.token, method: "PATCH" }), withId(bobLine)),
    )) as Json;
    const bobSaved = moved.savedItems[0]._id as string;
    const bobCartLine = moved.cart.items[0]._id as string;
    const { wishlist } = (await bodyOf(
      await addToWishlist(
        apiRequest("/api/wishlist/add", { token: bob.token, body: { productId: products[2]!.id } }),
        {},
      ),
    )) as Json;
    const bobWish = wishlist[0]._id as string;
    await addLine(alice, products[3]!.id);

    const before = { alice: await snapshot(alice.id), bob: await snapshot(bob.id) };
    const as = { token: alice.token };
    const attempts: Array<[string, () => Promise<Response>]> = [
      ["increase", () => increase(apiRequest("/x", { ...as, method: "PATCH" }), withId(bobCartLine))],
      ["decrease", () => decrease(apiRequest("/x", { ...as, method: "PATCH" }), withId(bobCartLine))],
      ["remove", () => removeLine(apiRequest("/x", { ...as, method: "DELETE" }), withId(bobCartLine))],
      ["move to saved", () => moveToSaved(apiRequest("/x", { ...as, method: "PATCH" }), withId(bobCartLine))],
      ["saved to cart", () => moveSavedToCart(apiRequest("/x", { ...as, method: "PATCH" }), withId(bobSaved))],
      ["remove saved", () => removeSaved(apiRequest("/x", { ...as, method: "DELETE" }), withId(bobSaved))],
      ["wishlist remove", () => removeWishlist(apiRequest("/x", { ...as, method: "DELETE" }), withId(bobWish))],
      ["wishlist move", () => moveWishlist(apiRequest("/x", { ...as, method: "PATCH" }), withId(bobWish))],
      // By the product's id, which names only the asker's own line.
      ["increase by product", () => increase(apiRequest("/x", { ...as, method: "PATCH" }), withId(products[1]!.id))],
      ["remove by product", () => removeLine(apiRequest("/x", { ...as, method: "DELETE" }), withId(products[1]!.id))],
    ];
    for (const [name, attempt] of attempts) {
      const response = await attempt();
      expect(response.status, name).toBe(404);
      expect((await bodyOf(response)).code, name).toBe("NOT_FOUND");
    }
    expect({ alice: await snapshot(alice.id), bob: await snapshot(bob.id) }).toEqual(before);

    // Alice's own reads never show Bob's rows.
    const cart = (await bodyOf(await getCart(apiRequest("/api/cart/getcart", { token: alice.token }), {}))) as Json;
    expect(cart.items.map((line: Json) => line.productId)).toEqual([products[3]!.id]);
    expect(await bodyOf(await getSaved(apiRequest("/api/cart/saved", { token: alice.token }), {}))).toEqual({
      savedItems: [],
    });
  });
});
