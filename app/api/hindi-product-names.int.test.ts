import { beforeAll, describe, expect, it } from "vitest";
import { sentMails } from "@/test/integration/outbox";
import { PATCH as decideExchange } from "@/app/api/admin/exchanges/[id]/route";
import { POST as addToCart } from "@/app/api/cart/add/route";
import { GET as getCart } from "@/app/api/cart/getcart/route";
import { PATCH as moveToSaved } from "@/app/api/cart/move/[id]/route";
import { GET as getSaved } from "@/app/api/cart/saved/route";
import { POST as requestExchange } from "@/app/api/orders/[id]/exchange/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { GET as getOrders } from "@/app/api/payment/get-orders/route";
import { POST as placeOrder } from "@/app/api/payment/place-order/route";
import { POST as addToWishlist } from "@/app/api/wishlist/add/route";
import { GET as getWishlist } from "@/app/api/wishlist/getWishlist/route";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { renderCancellationMail } from "@/lib/orders/cancelled-mail";
import { renderShippedMail } from "@/lib/orders/shipped-mail";
import { apiRequest, bodyOf, createUser, useTestSecret, viewerFor, withId } from "@/test/integration/accounts";
import { codBody, inCart, product, shopper, type Json } from "@/test/integration/checkout";

// A product's Hindi name (Product.nameHi) outside the catalogue: the cart, saved
// items and wishlist answer it for ?lang=hi (the shop's Hindi pages ask so), an
// order keeps the Hindi name it was bought under (OrderItem.productNameHi) as it
// keeps the English one, and an order placed in Hindi is mailed with it. Without
// ?lang=hi every answer is the English one, as before.

beforeAll(async () => {
  useTestSecret();
});

const HINDI_NAME = "ट्रैवल बैग";

/** A product for sale with a Hindi name. */
async function hindiNamed(nameHi = HINDI_NAME) {
  const bag = await product(129_900, 10);
  await prisma.product.update({ where: { id: bag.id }, data: { nameHi } });
  return bag;
}

describe("the cart, saved items and wishlist in Hindi", () => {
  it("name a product by its Hindi name for ?lang=hi, by its English name without", async () => {
    const who = await shopper();
    const bag = await hindiNamed();
    const plain = await product(49_900, 10); // no Hindi name: English on Hindi pages too

    const added = await addToCart(
      apiRequest("/api/cart/add?lang=hi", { token: who.token, body: { productId: bag.id, quantity: 1 } }),
      {},
    );
    expect(added.status).toBe(201);
    const addedBody = (await bodyOf(added)) as Json;
    expect(addedBody.items[0].product.name).toBe(HINDI_NAME);
    expect(addedBody.cart.items[0].product.name).toBe(HINDI_NAME);
    await inCart(who, plain.id, 1);

    const hindi = (await bodyOf(
      await getCart(apiRequest("/api/cart/getcart?lang=hi", { token: who.token }), {}),
    )) as Json;
    expect(hindi.items.map((line: Json) => line.product.name)).toEqual([HINDI_NAME, plain.name]);
    const english = (await bodyOf(await getCart(apiRequest("/api/cart/getcart", { token: who.token }), {}))) as Json;
    expect(english.items.map((line: Json) => line.product.name)).toEqual([bag.name, plain.name]);

    const lineId = hindi.items[0]._id as string;
    const moved = (await bodyOf(
      await moveToSaved(
        apiRequest(`/api/cart/move/${lineId}?lang=hi`, { token: who.token, method: "PATCH" }),
        withId(lineId),
      ),
    )) as Json;
    expect(moved.savedItems[0]).toMatchObject({ name: HINDI_NAME, product: { name: HINDI_NAME } });
    const saved = (await bodyOf(await getSaved(apiRequest("/api/cart/saved", { token: who.token }), {}))) as Json;
    expect(saved.savedItems[0]).toMatchObject({ name: bag.name, product: { name: bag.name } });

    await addToWishlist(apiRequest("/api/wishlist/add?lang=hi", { token: who.token, body: { productId: bag.id } }), {});
    const wishlist = (await bodyOf(
      await getWishlist(apiRequest("/api/wishlist/getWishlist?lang=hi", { token: who.token }), {}),
    )) as Json;
    expect(wishlist.wishlist[0]).toMatchObject({ name: HINDI_NAME, product: { name: HINDI_NAME } });
    const englishWishlist = (await bodyOf(
      await getWishlist(apiRequest("/api/wishlist/getWishlist", { token: who.token }), {}),
    )) as Json;
    expect(englishWishlist.wishlist[0]).toMatchObject({ name: bag.name, product: { name: bag.name } });
  });
});

describe("an order of a product with a Hindi name", () => {
  it("keeps the Hindi name it was bought under, shows it for ?lang=hi and mails it to a Hindi order", async () => {
    const who = await shopper();
    const bag = await hindiNamed();
    await inCart(who, bag.id, 1);
    const response = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: codBody() }),
      {},
    );
    expect(response.status).toBe(201);
    const orderId = String((await bodyOf(response)).orderId);

    // The confirmation, sent as the order was placed, names it in Hindi.
    const [confirmation] = await sentMails(who.email);
    expect(confirmation?.text).toContain(`${HINDI_NAME} × 1: ₹1,299`);
    expect(confirmation?.html).toContain(`${HINDI_NAME} × 1</td>`);
    expect(confirmation?.text).not.toContain(bag.name);

    // The shop renames the product afterwards, in both languages: the order keeps what was bought.
    await prisma.product.update({ where: { id: bag.id }, data: { name: "Renamed bag", nameHi: "नया नाम" } });

    const list = (await bodyOf(
      await getOrders(apiRequest("/api/payment/get-orders?lang=hi", { token: who.token }), {}),
    )) as Json;
    expect(list.orders[0].items[0].name).toBe(HINDI_NAME);
    const one = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${orderId}?lang=hi`, { token: who.token }), withId(orderId)),
    )) as Json;
    expect(one.order.items[0].name).toBe(HINDI_NAME);
    const english = (await bodyOf(
      await getOrders(apiRequest("/api/payment/get-orders", { token: who.token }), {}),
    )) as Json;
    expect(english.orders[0].items[0].name).toBe(bag.name);

    expect((await renderShippedMail(orderId)).text).toContain(`${HINDI_NAME} × 1`);
    const cancelled = await renderCancellationMail(orderId);
    expect(cancelled.text).toContain(`${HINDI_NAME} × 1`);
    expect(cancelled.html).toContain(`${HINDI_NAME} × 1</li>`);
  });

  it("of a product without a Hindi name is shown and mailed by its English name in Hindi too", async () => {
    const who = await shopper();
    const bag = await product(129_900, 10);
    await inCart(who, bag.id, 1);
    const response = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: codBody() }),
      {},
    );
    expect(response.status).toBe(201);
    const list = (await bodyOf(
      await getOrders(apiRequest("/api/payment/get-orders?lang=hi", { token: who.token }), {}),
    )) as Json;
    expect(list.orders[0].items[0].name).toBe(bag.name);
    const [confirmation] = await sentMails(who.email);
    expect(confirmation?.text).toContain(`${bag.name} × 1`);
  });

  it("placed in English is mailed in English, by the English name", async () => {
    const who = await shopper();
    const bag = await hindiNamed();
    await inCart(who, bag.id, 1);
    const response = await placeOrder(
      apiRequest("/api/payment/place-order", { token: who.token, body: codBody() }),
      {},
    );
    expect(response.status).toBe(201);
    const [confirmation] = await sentMails(who.email);
    expect(confirmation?.text).toContain(`${bag.name} × 1`);
    expect(confirmation?.text).not.toContain(HINDI_NAME);
  });
});

describe("an exchange of a product with a Hindi name, in Hindi", () => {
  it("names the line in Hindi on the order, in its mails, and on the replacement order", async () => {
    const adminUser = await createUser({ role: "ADMIN", name: "Ananya Iyer" });
    const admin = await viewerFor(adminUser);
    const adminToken = (await issueSessionToken({ id: adminUser.id, tokenVersion: 0 })).token;
    const who = await shopper();
    const bag = await hindiNamed();
    await inCart(who, bag.id, 1);
    const placed = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: codBody() }),
      {},
    );
    const orderId = String((await bodyOf(placed)).orderId);
    for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
      await advanceFulfillment(admin, orderId, step);
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId } });
    const requested = await requestExchange(
      apiRequest(`/api/orders/${orderId}/exchange?lang=hi`, {
        token: who.token,
        body: { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }] },
      }),
      withId(orderId),
    );
    expect(requested.status).toBe(201);
    const exchangeId = ((await bodyOf(requested)) as Json).exchange._id as string;

    // The order page (?lang=hi) lists the exchange's line by the Hindi name kept with the order line.
    const seen = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${orderId}?lang=hi`, { token: who.token }), withId(orderId)),
    )) as Json;
    expect(seen.order.exchange.items[0].name).toBe(HINDI_NAME);

    const approved = await decideExchange(
      apiRequest(`/api/admin/exchanges/${exchangeId}`, {
        method: "PATCH",
        token: adminToken,
        body: { decision: "approve", message: "A new one is on its way." },
      }),
      withId(exchangeId),
    );
    expect(approved.status).toBe(200);
    // The replacement order keeps the Hindi name too, so the shopper's replacement reads in Hindi.
    const replacementId = ((await bodyOf(approved)) as Json).exchange.replacement._id as string;
    const replacement = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${replacementId}?lang=hi`, { token: who.token }), withId(replacementId)),
    )) as Json;
    expect(replacement.order.items[0].name).toBe(HINDI_NAME);

    // The request's and the approval's mails (the order was placed in Hindi) name it in Hindi.
    const exchangeMails = (await sentMails(who.email)).filter((mail) => mail.text.includes(" × 1 ("));
    expect(exchangeMails.length).toBeGreaterThanOrEqual(2);
    for (const mail of exchangeMails) {
      expect(mail.text).toContain(`${HINDI_NAME} × 1 (`);
      expect(mail.text).not.toContain(bag.name);
    }
  });
});
