import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { decideExchange, listExchangesForAdmin } from "@/lib/exchanges/admin";
import { EXCHANGE_REQUEST_RATE_LIMIT, EXCHANGE_TEXT } from "@/lib/exchanges/exchanges";
import { EXCHANGE_POLICY } from "@/lib/exchanges/policy";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { getInvoiceRegister } from "@/lib/orders/invoice-register";
import { getTaxInvoice } from "@/lib/orders/invoice";
import { FLAT_SHIPPING_FEE_PAISE } from "@/lib/shipping";
import { currentMonthIST } from "@/lib/time";
import { IMAGE_TEXT } from "@/lib/uploads/images";
import { seed } from "@/prisma/seed";
import { apiRequest, bodyOf, createUser, viewerFor, withId } from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { sentMails } from "@/test/integration/outbox";
import { exifSegment, jpeg, jpegHeader, png, xmpSegment } from "@/test/images";
import { GET as getOrders } from "@/app/api/payment/get-orders/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as decide } from "@/app/api/admin/exchanges/[id]/route";
import { GET as listExchanges } from "@/app/api/admin/exchanges/route";
import { GET as photoRoute } from "./photos/[photoId]/route";
import { GET as readExchange, POST as requestExchange } from "./route";
import { POST as withdrawRoute } from "./withdraw/route";

let shopper: { id: string; email: string };
let shopperToken: string;
let otherToken: string;
let adminToken: string;
let admin: Viewer;
let productId: string;
let secondProductId: string;

const tokenFor = async (id: string) => (await issueSessionToken({ id, tokenVersion: 0 })).token;
const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id } })).stock;
const PNG = Uint8Array.from(png(4, 3, [120, 60, 20]));

/** A COD order of the shopper's, delivered by the admin through the usual steps (`hoursAgo`: when it was delivered). */
async function deliveredOrder(lines = [{ productId, quantity: 2 }], hoursAgo = 0) {
  const order = await createTestOrder({ userId: shopper.id, lines });
  for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
    await advanceFulfillment(admin, order.id, step);
  if (hoursAgo) {
    await prisma.fulfillmentEvent.updateMany({
      where: { orderId: order.id, status: "DELIVERED" },
      data: { createdAt: new Date(Date.now() - hoursAgo * 3_600_000) },
    });
  }
  const items = await prisma.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
  return { ...order, items };
}

// `token` null sends the request as a guest.
const ask = (orderId: string, body: unknown, token: string | null = shopperToken) =>
  requestExchange(
    apiRequest(`/api/orders/${orderId}/exchange`, { method: "POST", body, token: token ?? undefined }),
    withId(orderId),
  );

function multipart(
  orderId: string,
  body: unknown,
  photos: Array<Uint8Array<ArrayBuffer> | string>,
  token = shopperToken,
) {
  const form = new FormData();
  form.set("exchange", JSON.stringify(body));
  photos.forEach((photo, i) => form.append("photos", new Blob([photo]), `photo-${i}.png`));
  return requestExchange(
    new Request(`http://localhost/api/orders/${orderId}/exchange`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
    withId(orderId),
  );
}

const withdraw = (orderId: string, token: string | null = shopperToken, lang = "") =>
  withdrawRoute(
    apiRequest(`/api/orders/${orderId}/exchange/withdraw${lang}`, { method: "POST", token: token ?? undefined }),
    withId(orderId),
  );

const orderView = async (orderId: string) =>
  (
    (await bodyOf(await getOrder(apiRequest(`/api/orders/${orderId}`, { token: shopperToken }), withId(orderId)))) as {
      order: { exchange: { status: string; withdrawnAt: string | null } | null; exchangeOpenUntil: string | null };
    }
  ).order;

const decideAs = (exchangeId: string, body: unknown, token = adminToken) =>
  decide(apiRequest(`/api/admin/exchanges/${exchangeId}`, { method: "PATCH", body, token }), withId(exchangeId));

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  const [owner, other, adminUser] = await Promise.all([
    createUser({ name: "Meera Nair" }),
    createUser(),
    createUser({ role: "ADMIN" }),
  ]);
  shopper = owner;
  admin = await viewerFor(adminUser);
  [shopperToken, otherToken, adminToken] = await Promise.all([
    tokenFor(owner.id),
    tokenFor(other.id),
    tokenFor(adminUser.id),
  ]);
  const products = await prisma.product.findMany({
    where: { isActive: true, stock: { gte: 40 } },
    orderBy: { id: "asc" },
    take: 2,
  });
  [productId, secondProductId] = products.map((product) => product.id) as [string, string];
});

// The tests below share one shopper: each starts with a fresh allowance of requests.
beforeEach(async () => {
  if (shopper) await prisma.rateLimitBucket.deleteMany({ where: { key: `exchanges:request:user:${shopper.id}` } });
});

describe("exchange requests", () => {
  it("order lines carry their _id in get-orders and the order API", async () => {
    const order = await deliveredOrder();
    const list = (await bodyOf(
      await getOrders(apiRequest("/api/payment/get-orders", { token: shopperToken }), {}),
    )) as {
      orders: Array<{ _id: string; items: Array<{ _id: string }>; exchangeOpenUntil: string | null }>;
    };
    const listed = list.orders.find((o) => o._id === order.id)!;
    expect(listed.items.map((item) => item._id)).toEqual(order.items.map((item) => item.id));
    expect(listed.exchangeOpenUntil).not.toBeNull();
    const one = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${order.id}`, { token: shopperToken }), withId(order.id)),
    )) as { order: { items: Array<{ _id: string; name: string }> } };
    expect(one.order.items[0]).toMatchObject({ _id: order.items[0]!.id, name: order.items[0]!.productName });
  });

  it("inside the 24-hour window: 201 with the exchange, stored once, and the shopper is told by e-mail", async () => {
    const order = await deliveredOrder([{ productId, quantity: 2 }], 23);
    const response = await ask(order.id, {
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }],
      note: "The zip came off on the first day.",
    });
    expect(response.status).toBe(201);
    const { exchange } = (await bodyOf(response)) as { exchange: Record<string, unknown> };
    expect(exchange).toMatchObject({
      orderId: order.id,
      status: "Requested",
      note: "The zip came off on the first day.",
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }],
      photos: [],
      replacement: null,
    });
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(1);
    const read = (await bodyOf(
      await readExchange(apiRequest(`/api/orders/${order.id}/exchange`, { token: shopperToken }), withId(order.id)),
    )) as { exchange: { _id: string } };
    expect(read.exchange._id).toBe(exchange._id);
    const sent = (await sentMails()).filter((mail) =>
      mail.subject.includes(`exchange request for order #${order.number}`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(shopper.email);
    expect(sent[0]!.text).toContain(EXCHANGE_POLICY);
    expect(sent[0]!.text).toContain(`${order.items[0]!.productName} × 1 (Damaged)`);
  });

  it("an order placed in Hindi gets its exchange e-mails in Hindi", async () => {
    const order = await deliveredOrder();
    await prisma.order.update({ where: { id: order.id }, data: { locale: "hi" } });
    const { exchange } = (await bodyOf(
      await ask(order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Wrong size/colour" }] }),
    )) as { exchange: { _id: string } };
    const received = (await sentMails()).filter(
      (mail) => mail.subject === `ऑर्डर #${order.number} के लिए आपका एक्सचेंज अनुरोध हमें मिल गया है`,
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain("नमस्ते Meera Nair,");
    expect(received[0]!.text).toContain(
      `ऑर्डर #${order.number} के लिए आपका एक्सचेंज अनुरोध हमें मिल गया है। हम जल्द ही जवाब देंगे।`,
    );
    expect(received[0]!.text).toContain("रिटर्न और एक्सचेंज की सूचना डिलीवरी के 24 घंटे के अंदर देनी होगी;");
    expect(received[0]!.text).toContain(`${order.items[0]!.productName} × 1 (ग़लत साइज़/रंग)`);
    expect(received[0]!.text).not.toContain(EXCHANGE_POLICY);
    expect(received[0]!.text).not.toMatch(/Hello|My Orders|Questions\?/);
    expect(received[0]!.html).toContain('<html lang="hi-IN">');

    const message = "The photos show wear from use.";
    expect((await decideAs(exchange._id, { decision: "reject", message })).status).toBe(200);
    const rejected = (await sentMails()).filter(
      (mail) => mail.subject === `ऑर्डर #${order.number} के लिए आपका एक्सचेंज अनुरोध मंज़ूर नहीं हुआ`,
    );
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.text).toContain(`ऑर्डर #${order.number} के लिए आपका एक्सचेंज अनुरोध मंज़ूर नहीं हुआ।`);
    expect(rejected[0]!.text).toContain(`Kosh & Co. का संदेश: ${message}`);
    expect(rejected[0]!.html).toContain("मेरे ऑर्डर में देखें");
    expect(rejected[0]!.text).toMatch(/मेरे ऑर्डर में देखें: https?:\/\/[^/\s]+\/hi\/orders\n/);
  });

  it("after the window: 409 quoting the policy, nothing stored", async () => {
    const order = await deliveredOrder([{ productId, quantity: 1 }], 25);
    const response = await ask(order.id, {
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Defective" }],
    });
    expect(response.status).toBe(409);
    expect(((await bodyOf(response)) as { message: string }).message).toContain(EXCHANGE_POLICY);
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("before delivery: 409 quoting the policy", async () => {
    const order = await createTestOrder({ userId: shopper.id, lines: [{ productId, quantity: 1 }] });
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const response = await ask(order.id, { items: [{ orderItemId: line.id, quantity: 1, reason: "Other" }] });
    expect(response.status).toBe(409);
    expect(((await bodyOf(response)) as { message: string }).message).toContain(EXCHANGE_POLICY);
  });

  it("a second request on the same order: 409 quoting the policy; two racing requests store exactly one", async () => {
    const order = await deliveredOrder();
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Wrong item" }] };
    expect((await ask(order.id, body)).status).toBe(201);
    const again = await ask(order.id, body);
    expect(again.status).toBe(409);
    expect(((await bodyOf(again)) as { message: string }).message).toBe(
      `An exchange has already been requested for this order. ${EXCHANGE_POLICY}`,
    );

    const raced = await deliveredOrder();
    const raceBody = { items: [{ orderItemId: raced.items[0]!.id, quantity: 1, reason: "Wrong size/colour" }] };
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => ask(raced.id, raceBody)))).map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await prisma.exchange.count({ where: { orderId: raced.id } })).toBe(1);
  });

  it("someone else's order is a 404, a guest a 401, and nothing is stored", async () => {
    const order = await deliveredOrder();
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] };
    expect((await ask(order.id, body, otherToken)).status).toBe(404);
    expect((await ask(order.id, body, null)).status).toBe(401);
    expect((await ask("no-such-order", body)).status).toBe(404);
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("validates lines, quantities, reasons and the note (400, nothing stored)", async () => {
    const order = await deliveredOrder([
      { productId, quantity: 2 },
      { productId: secondProductId, quantity: 1 },
    ]);
    const other = await deliveredOrder();
    const [first, second] = order.items as [(typeof order.items)[0], (typeof order.items)[0]];
    const cases: Array<[unknown, RegExp]> = [
      [{ items: [{ orderItemId: first.id, quantity: 3, reason: "Damaged" }] }, /at most 2 can be exchanged/],
      [{ items: [{ orderItemId: first.id, quantity: 0, reason: "Damaged" }] }, /whole number from 1/],
      [{ items: [{ orderItemId: other.items[0]!.id, quantity: 1, reason: "Damaged" }] }, /not an order line/],
      [{ items: [{ orderItemId: first.id, quantity: 1, reason: "Changed my mind" }] }, /reason must be one of/],
      [{ items: [] }, /at least one item/],
      [
        {
          items: [
            { orderItemId: second.id, quantity: 1, reason: "Damaged" },
            { orderItemId: second.id, quantity: 1, reason: "Other" },
          ],
        },
        /listed once/,
      ],
      [{ items: [{ orderItemId: first.id, quantity: 1, reason: "Other" }], note: "x".repeat(1001) }, /at most 1000/],
    ];
    for (const [body, message] of cases) {
      const response = await ask(order.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await bodyOf(response)) as { message: string }).message).toMatch(message);
    }
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("a NUL character escaped inside the multipart request's JSON field is a 400, as in a JSON body; nothing stored", async () => {
    const order = await deliveredOrder();
    const line = order.items[0]!.id;
    // The JSON field carries the six characters \u0000, which the form's own NUL check cannot see.
    const field = `{"items":[{"orderItemId":"${line}","quantity":1,"reason":"Damaged"}],"note":"Torn\\u0000 seam"}`;
    expect(JSON.parse(field).note).toBe("Torn\u0000 seam");
    const form = new FormData();
    form.set("exchange", field);
    const response = await requestExchange(
      new Request(`http://localhost/api/orders/${order.id}/exchange`, {
        method: "POST",
        headers: { authorization: `Bearer ${shopperToken}` },
        body: form,
      }),
      withId(order.id),
    );
    expect(response.status).toBe(400);
    expect(((await bodyOf(response)) as { message: string }).message).toMatch(/NUL character/);
    expect((await ask(order.id, JSON.parse(field))).status).toBe(400);
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("a multipart request without its exchange field, with one that is not JSON, or with a photo that is no file, is a 400 that says so (in Hindi for ?lang=hi)", async () => {
    const order = await deliveredOrder();
    const send = async (form: FormData, query = "") => {
      const response = await requestExchange(
        new Request(`http://localhost/api/orders/${order.id}/exchange${query}`, {
          method: "POST",
          headers: { authorization: `Bearer ${shopperToken}` },
          body: form,
        }),
        withId(order.id),
      );
      return { status: response.status, message: ((await bodyOf(response)) as { message: string }).message };
    };
    const noField = new FormData();
    noField.append("photos", new Blob([PNG]), "photo.png");
    const textPhoto = new FormData();
    textPhoto.set(
      "exchange",
      JSON.stringify({ items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] }),
    );
    textPhoto.append("photos", "not a file");

    const english = EXCHANGE_TEXT.multipartHelp(3);
    expect(english).toBe(
      "Send multipart/form-data with the request as JSON in a field named exchange and up to 3 files named photos.",
    );
    expect(await send(noField)).toEqual({ status: 400, message: english });
    expect(await send(textPhoto)).toEqual({ status: 400, message: english });
    const hindi =
      "अनुरोध को multipart/form-data के रूप में भेजें: उसका JSON, exchange नाम के field में, और ज़्यादा से ज़्यादा 3 फ़ाइलें, photos नाम से।";
    expect(await send(noField, "?lang=hi")).toEqual({ status: 400, message: hindi });
    expect(await send(textPhoto, "?lang=hi")).toEqual({ status: 400, message: hindi });
    const notJson = new FormData();
    notJson.set("exchange", "{items: [");
    expect(await send(notJson)).toEqual({ status: 400, message: "The exchange field must be valid JSON." });
    expect(await send(notJson, "?lang=hi")).toEqual({ status: 400, message: "exchange field मान्य JSON होना चाहिए।" });
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("takes up to 3 photos checked like product images, shown only to the owner and admins, privately cached", async () => {
    const order = await deliveredOrder();
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] };
    const notImage = await multipart(order.id, body, ["<svg onload=alert(1)>"]);
    expect(notImage.status).toBe(400);
    expect(((await bodyOf(notImage)) as { message: string }).message).toBe("Photos must be JPEG, PNG or WebP images.");
    expect((await multipart(order.id, body, [PNG, PNG, PNG, PNG])).status).toBe(400);
    // A shopper's photo the admin's queue shows: a few bytes claiming 30,000 × 30,000 pixels would take the
    // admin's browser 3.6 GB to draw; one whose size cannot be read could claim anything.
    const bomb = await multipart(order.id, body, [Uint8Array.from(jpegHeader(30_000, 30_000))]);
    expect(bomb.status).toBe(400);
    expect(((await bodyOf(bomb)) as { message: string }).message).toBe(IMAGE_TEXT.tooManyPixels);
    const unreadable = await multipart(order.id, body, [
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
    ]);
    expect(((await bodyOf(unreadable)) as { message: string }).message).toBe(IMAGE_TEXT.sizeUnreadable);
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(0);

    const created = await multipart(order.id, body, [PNG, PNG]);
    expect(created.status).toBe(201);
    const { exchange } = (await bodyOf(created)) as { exchange: { photos: Array<{ _id: string; url: string }> } };
    expect(exchange.photos).toHaveLength(2);
    const photo = exchange.photos[0]!;
    expect(photo.url).toBe(`/api/orders/${order.id}/exchange/photos/${photo._id}`);
    const view = (token?: string) =>
      photoRoute(apiRequest(photo.url, { token }), { params: Promise.resolve({ id: order.id, photoId: photo._id }) });

    const owner = await view(shopperToken);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-type")).toBe("image/png");
    // No cache keeps it, the browser's included: on a shared device it must not outlive the session.
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(PNG);
    expect((await view(adminToken)).status).toBe(200);
    expect((await view(otherToken)).status).toBe(404);
    expect((await view(undefined)).status).toBe(401);
  });

  it("stores a photo without its Exif and XMP: the admins see the damage, not where the shopper lives", async () => {
    const order = await deliveredOrder();
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] };
    const photo = Uint8Array.from(jpeg(32, 24, { metadata: [exifSegment(), xmpSegment()] }));
    const created = await multipart(order.id, body, [photo]);
    expect(created.status).toBe(201);
    const { exchange } = (await bodyOf(created)) as { exchange: { photos: Array<{ _id: string; url: string }> } };
    const { _id, url } = exchange.photos[0]!;
    const served = await photoRoute(apiRequest(url, { token: adminToken }), {
      params: Promise.resolve({ id: order.id, photoId: _id }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(jpeg(32, 24))).toBe(true);
    for (const gone of ["Exif", "GPS", "ABC123"]) expect(bytes.includes(gone), gone).toBe(false);

    const later = await deliveredOrder();
    const cut = jpeg(32, 24, { metadata: [exifSegment()] });
    const damaged = await multipart(later.id, { items: [{ ...body.items[0]!, orderItemId: later.items[0]!.id }] }, [
      Uint8Array.from(cut.subarray(0, cut.length - 2)),
    ]);
    expect(damaged.status).toBe(400);
    expect(((await bodyOf(damaged)) as { message: string }).message).toBe(IMAGE_TEXT.damaged);
  });

  it("approve: creates the linked replacement (stock taken, COD of the exchange delivery charge) that ships through the usual steps", async () => {
    const order = await deliveredOrder([
      { productId, quantity: 2 },
      { productId: secondProductId, quantity: 1 },
    ]);
    const { exchange } = (await bodyOf(
      await ask(order.id, {
        items: [
          { orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" },
          { orderItemId: order.items[1]!.id, quantity: 1, reason: "Defective" },
        ],
      }),
    )) as { exchange: { _id: string } };
    const stockBefore = [await stockOf(productId), await stockOf(secondProductId)];

    const response = await decideAs(exchange._id, { decision: "approve", message: "Sorry about that." });
    expect(response.status).toBe(200);
    const approved = ((await bodyOf(response)) as { exchange: { status: string; replacement: { _id: string } } })
      .exchange;
    expect(approved.status).toBe("Approved");
    expect([await stockOf(productId), await stockOf(secondProductId)]).toEqual([
      stockBefore[0]! - 1,
      stockBefore[1]! - 1,
    ]);

    const replacement = await prisma.order.findUniqueOrThrow({
      where: { id: approved.replacement._id },
      include: { items: { orderBy: { productId: "asc" } }, payments: true },
    });
    expect(replacement).toMatchObject({
      userId: shopper.id,
      exchangeForOrderId: order.id,
      paymentMethod: "COD",
      paymentStatus: "PENDING",
      fulfillmentStatus: "ORDER_PLACED",
      subtotal: 0,
      shippingFee: FLAT_SHIPPING_FEE_PAISE,
      total: FLAT_SHIPPING_FEE_PAISE,
    });
    expect(replacement.items.map((item) => [item.productId, item.quantity, item.lineTotal])).toEqual(
      [
        [productId, 1, 0],
        [secondProductId, 1, 0],
      ].sort(),
    );
    expect(replacement.payments).toMatchObject([
      { provider: "COD", amount: FLAT_SHIPPING_FEE_PAISE, status: "PENDING" },
    ]);

    // A second decision is refused and changes nothing.
    expect((await decideAs(exchange._id, { decision: "reject", message: "No." })).status).toBe(409);
    expect(await prisma.order.count({ where: { exchangeForOrderId: order.id } })).toBe(1);

    // The shopper sees it on both orders.
    const list = (await bodyOf(
      await getOrders(apiRequest("/api/payment/get-orders", { token: shopperToken }), {}),
    )) as {
      orders: Array<{
        _id: string;
        exchange: { status: string; replacement: { number: number } } | null;
        exchangeFor: { _id: string } | null;
      }>;
    };
    expect(list.orders.find((o) => o._id === order.id)!.exchange).toMatchObject({
      status: "Approved",
      adminMessage: "Sorry about that.",
      replacement: { _id: replacement.id, number: replacement.number, fulfillmentStatus: "Order Placed", total: 49 },
    });
    expect(list.orders.find((o) => o._id === replacement.id)!.exchangeFor).toEqual({
      _id: order.id,
      number: order.number,
    });

    // It ships through the usual steps; its tax invoice bills only the exchange delivery charge.
    for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
      await advanceFulfillment(admin, replacement.id, step);
    const invoice = await getTaxInvoice(admin, replacement.id);
    expect(invoice?.lines).toMatchObject([
      {
        description: "Exchange delivery charges",
        hsnCode: "996812",
        amount: FLAT_SHIPPING_FEE_PAISE,
        rateBasisPoints: 1800,
      },
    ]);
    expect(invoice!.totals.amount).toBe(FLAT_SHIPPING_FEE_PAISE);
    expect(invoice!.totals.taxableValue + invoice!.totals.cgst + invoice!.totals.sgst + invoice!.totals.igst).toBe(
      FLAT_SHIPPING_FEE_PAISE,
    );
    // The month it was issued in, not the clock's by now (on a month's last evening in India, the next one).
    const { invoiceIssuedAt } = await prisma.order.findUniqueOrThrow({ where: { id: replacement.id } });
    const register = await getInvoiceRegister(admin, currentMonthIST(invoiceIssuedAt!));
    const row = register.invoices.rows.find((r) => r.orderId === replacement.id);
    expect(row).toMatchObject({ total: 49 });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: replacement.id } })).toMatchObject({
      paymentStatus: "PAID",
      fulfillmentStatus: "DELIVERED",
    });
    // A replacement is not exchanged again.
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: replacement.id } });
    const again = await ask(replacement.id, { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }] });
    expect(again.status).toBe(409);

    const sent = (await sentMails()).filter(
      (mail) => mail.subject === `Your exchange for order #${order.number} is approved`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`order #${replacement.number}`);
  });

  it("approve: a business order's replacement is billed to the same GSTIN and business, in the order's language", async () => {
    const order = await deliveredOrder();
    const buyer = { buyerGstin: "27AAPFU0939F1ZV", buyerBusinessName: "Nair Traders LLP" };
    await prisma.order.update({ where: { id: order.id }, data: { ...buyer, locale: "hi" } });
    const { exchange } = (await bodyOf(
      await ask(order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] }),
    )) as { exchange: { _id: string } };
    const response = await decideAs(exchange._id, { decision: "approve" });
    expect(response.status).toBe(200);
    const replacementId = ((await bodyOf(response)) as { exchange: { replacement: { _id: string } } }).exchange
      .replacement._id;
    expect(
      await prisma.order.findUniqueOrThrow({
        where: { id: replacementId },
        select: { buyerGstin: true, buyerBusinessName: true, locale: true },
      }),
    ).toEqual({ ...buyer, locale: "hi" });
  });

  it("approve of an out-of-stock product: 409, nothing written", async () => {
    const order = await deliveredOrder([{ productId: secondProductId, quantity: 1 }]);
    const { exchange } = (await bodyOf(
      await ask(order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] }),
    )) as { exchange: { _id: string } };
    const stock = await stockOf(secondProductId);
    await prisma.product.update({ where: { id: secondProductId }, data: { stock: 0 } });
    try {
      const refused = await decideAs(exchange._id, { decision: "approve" });
      expect(refused.status).toBe(409);
      // Said to the admin, not checkout's "fewer units left than you ordered".
      expect(((await bodyOf(refused)) as { message: string }).message).toBe(
        `${order.items[0]!.productName} has 0 in stock, and the replacement needs 1. Add stock to approve, or reject the request with a message.`,
      );
      expect(await prisma.exchange.findUniqueOrThrow({ where: { id: exchange._id } })).toMatchObject({
        status: "REQUESTED",
        decidedAt: null,
      });
      expect(await prisma.order.count({ where: { exchangeForOrderId: order.id } })).toBe(0);
    } finally {
      await prisma.product.update({ where: { id: secondProductId }, data: { stock } });
    }
  });

  it("approve of a product no longer active: 409 that says so (not out of stock), nothing written", async () => {
    const order = await deliveredOrder([{ productId: secondProductId, quantity: 1 }]);
    const { exchange } = (await bodyOf(
      await ask(order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Defective" }] }),
    )) as { exchange: { _id: string } };
    const stock = await stockOf(secondProductId);
    await prisma.product.update({ where: { id: secondProductId }, data: { isActive: false } });
    try {
      const refused = await decideAs(exchange._id, { decision: "approve" });
      expect(refused.status).toBe(409);
      expect(((await bodyOf(refused)) as { message: string }).message).toBe(
        `${order.items[0]!.productName} is no longer active in the catalogue, so it cannot be sent as a replacement. Make it active again to approve, or reject the request with a message.`,
      );
      expect((await prisma.exchange.findUniqueOrThrow({ where: { id: exchange._id } })).status).toBe("REQUESTED");
      expect(await prisma.order.count({ where: { exchangeForOrderId: order.id } })).toBe(0);
      expect(await stockOf(secondProductId)).toBe(stock);
    } finally {
      await prisma.product.update({ where: { id: secondProductId }, data: { isActive: true } });
    }
  });

  it("approve for an address where cash on delivery is not offered: 409 saying why, nothing written", async () => {
    // Port Blair: the islands' couriers take no cash (COD_UNAVAILABLE_STATES), so a replacement's COD
    // charge could never be collected there, though Delivered would record it as paid.
    const order = await deliveredOrder();
    await prisma.order.update({
      where: { id: order.id },
      data: { shipCity: "Port Blair", shipState: "Andaman and Nicobar Islands", shipPostalCode: "744101" },
    });
    const { exchange } = (await bodyOf(
      await ask(order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] }),
    )) as { exchange: { _id: string } };
    const stock = await stockOf(productId);
    const response = await decideAs(exchange._id, { decision: "approve" });
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).message).toBe(
      "Cash on delivery is not available in Andaman and Nicobar Islands, so the replacement's exchange delivery charge of ₹49 could not be collected there. Reject the request with a message that tells the shopper how the shop will arrange the exchange.",
    );
    expect(await prisma.exchange.findUniqueOrThrow({ where: { id: exchange._id } })).toMatchObject({
      status: "REQUESTED",
      decidedAt: null,
    });
    expect(await prisma.order.count({ where: { exchangeForOrderId: order.id } })).toBe(0);
    expect(await stockOf(productId)).toBe(stock);
    // Rejecting it with a message still works.
    expect((await decideAs(exchange._id, { decision: "reject", message: "We will call you." })).status).toBe(200);
  });

  it("where cash on delivery is not offered the shopper is told before asking; the request is taken and says so", async () => {
    const TEAM = "orders@kosh.example";
    process.env.STORE_ALERTS_EMAIL = TEAM;
    try {
      const order = await deliveredOrder();
      await prisma.order.update({
        where: { id: order.id },
        data: {
          shipCity: "Port Blair",
          shipState: "Andaman and Nicobar Islands",
          shipPostalCode: "744101",
          locale: "hi",
        },
      });
      // The order says so while an exchange may be asked for (the form shows it); elsewhere it is null.
      const view = (await orderView(order.id)) as { exchangeCodUnavailableIn?: string | null };
      expect(view.exchangeCodUnavailableIn).toBe("Andaman and Nicobar Islands");
      const mainland = await deliveredOrder();
      expect(
        ((await orderView(mainland.id)) as { exchangeCodUnavailableIn?: string | null }).exchangeCodUnavailableIn,
      ).toBeNull();

      // The report is still taken within the 24 hours (the shop arranges the exchange, docs/adr/0010)…
      const response = await ask(order.id, {
        items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }],
      });
      expect(response.status).toBe(201);
      // …its e-mail repeats it, in the order's language with the territory's Hindi name…
      const received = (await sentMails()).filter(
        (mail) => mail.subject === `ऑर्डर #${order.number} के लिए आपका एक्सचेंज अनुरोध हमें मिल गया है`,
      );
      expect(received).toHaveLength(1);
      expect(received[0]!.text).toContain("अंडमान और निकोबार द्वीपसमूह में कैश ऑन डिलीवरी उपलब्ध नहीं है");
      // …and the team knows up front that it cannot approve it as usual.
      const alert = (await sentMails()).filter(
        (mail) => mail.to === TEAM && mail.subject === `[Kosh & Co.] Exchange requested for order #${order.number}`,
      );
      expect(alert).toHaveLength(1);
      expect(alert[0]!.text).toContain(
        "Cash on delivery is not available in Andaman and Nicobar Islands, so a replacement cannot be approved: reject it with a message that tells the shopper how the shop will arrange the exchange.",
      );
      // Once asked, the window's notice is gone with the form.
      expect(
        ((await orderView(order.id)) as { exchangeCodUnavailableIn?: string | null }).exchangeCodUnavailableIn,
      ).toBeNull();
    } finally {
      delete process.env.STORE_ALERTS_EMAIL;
    }
  });

  it("reject: needs a message, which the shopper then sees on the order; e-mailed", async () => {
    const order = await deliveredOrder();
    const { exchange } = (await bodyOf(
      await ask(order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Other" }] }),
    )) as { exchange: { _id: string } };
    expect((await decideAs(exchange._id, { decision: "reject" })).status).toBe(400);
    expect((await decideAs(exchange._id, { decision: "reject", message: "  " })).status).toBe(400);
    const message = "The photos show wear from use, which the policy does not cover.";
    expect((await decideAs(exchange._id, { decision: "reject", message })).status).toBe(200);
    const { order: seen } = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${order.id}`, { token: shopperToken }), withId(order.id)),
    )) as { order: { exchange: { status: string; adminMessage: string; replacement: null } } };
    expect(seen.exchange).toMatchObject({ status: "Rejected", adminMessage: message, replacement: null });
    expect(await prisma.order.count({ where: { exchangeForOrderId: order.id } })).toBe(0);
    const sent = (await sentMails()).filter((mail) =>
      mail.subject.includes(`request for order #${order.number} was not approved`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(message);
  });

  it("the admin queue and decisions refuse shoppers and guests (routes and data functions)", async () => {
    const order = await deliveredOrder();
    const { exchange } = (await bodyOf(
      await ask(order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] }),
    )) as { exchange: { _id: string } };
    const shopperViewer = await viewerFor(shopper);
    await expect(listExchangesForAdmin(shopperViewer, { status: "all", page: 1 })).rejects.toMatchObject({
      kind: "forbidden",
    });
    await expect(
      decideExchange(shopperViewer, exchange._id, { decision: "approve", message: "" }),
    ).rejects.toMatchObject({
      kind: "forbidden",
    });
    await expect(
      decideExchange({ ...admin }, exchange._id, { decision: "approve", message: "" }),
    ).rejects.toMatchObject({
      kind: "forbidden",
    });
    expect((await decideAs(exchange._id, { decision: "approve" }, shopperToken)).status).toBe(403);
    expect((await listExchanges(apiRequest("/api/admin/exchanges", { token: shopperToken }), {})).status).toBe(403);
    expect((await listExchanges(apiRequest("/api/admin/exchanges"), {})).status).toBe(401);
    expect(await prisma.exchange.findUniqueOrThrow({ where: { id: exchange._id } })).toMatchObject({
      status: "REQUESTED",
    });

    const queue = (await bodyOf(
      await listExchanges(apiRequest("/api/admin/exchanges?status=requested", { token: adminToken }), {}),
    )) as { exchanges: Array<{ _id: string; customer: { email: string } }> };
    expect(queue.exchanges.find((e) => e._id === exchange._id)?.customer.email).toBe(shopper.email);
  });
});

describe("withdrawing an exchange request", () => {
  it("the owner withdraws a pending request; the order shows it withdrawn and may be exchanged again, once", async () => {
    const order = await deliveredOrder([{ productId, quantity: 3 }], 2);
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }], note: "Torn." };
    const { exchange } = (await bodyOf(await multipart(order.id, body, [PNG]))) as { exchange: { _id: string } };

    // Someone else's order, a guest, an order without a request: nothing changes.
    expect((await withdraw(order.id, otherToken)).status).toBe(404);
    expect((await withdraw(order.id, null)).status).toBe(401);
    expect((await withdraw("no-such-order")).status).toBe(404);
    const other = await deliveredOrder();
    expect((await withdraw(other.id)).status).toBe(404);
    expect((await prisma.exchange.findUniqueOrThrow({ where: { id: exchange._id } })).status).toBe("REQUESTED");

    const response = await withdraw(order.id);
    expect(response.status).toBe(200);
    const withdrawn = ((await bodyOf(response)) as { exchange: { status: string; withdrawnAt: string | null } })
      .exchange;
    expect(withdrawn.status).toBe("Withdrawn");
    expect(withdrawn.withdrawnAt).not.toBeNull();
    // Sent twice (a double click): the same answer.
    expect((await withdraw(order.id)).status).toBe(200);
    const view = await orderView(order.id);
    expect(view.exchange?.status).toBe("Withdrawn");
    expect(view.exchangeOpenUntil).not.toBeNull();
    // The admin can no longer decide it, and it is listed under its own filter.
    const late = await decideAs(exchange._id, { decision: "approve" });
    expect(late.status).toBe(409);
    expect(((await bodyOf(late)) as { message: string }).message).toBe(
      "This exchange request has already been withdrawn. Reload to see it.",
    );
    expect(await prisma.order.count({ where: { exchangeForOrderId: order.id } })).toBe(0);
    const listed = await listExchangesForAdmin(admin, { status: "withdrawn", page: 1 });
    expect(listed.exchanges.map((e) => e._id)).toContain(exchange._id);

    // Not the order's one exchange: a new request replaces it (its lines and photos go), then no third.
    const again = await ask(order.id, {
      items: [{ orderItemId: order.items[0]!.id, quantity: 2, reason: "Defective" }],
    });
    expect(again.status).toBe(201);
    expect(((await bodyOf(again)) as { exchange: Record<string, unknown> }).exchange).toMatchObject({
      status: "Requested",
      withdrawnAt: null,
      note: "",
      photos: [],
      items: [{ quantity: 2, reason: "Defective" }],
    });
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(1);
    expect(await prisma.exchangePhoto.count({ where: { exchangeId: exchange._id } })).toBe(0);
    expect((await ask(order.id, body)).status).toBe(409);
  });

  it("a withdrawal is confirmed to the shopper in the order's language and the shop's team is told, once", async () => {
    const TEAM = "orders@kosh.example";
    process.env.STORE_ALERTS_EMAIL = TEAM;
    try {
      const order = await deliveredOrder([{ productId, quantity: 2 }], 1);
      await prisma.order.update({ where: { id: order.id }, data: { locale: "hi" } });
      const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Damaged" }] };
      expect((await ask(order.id, body)).status).toBe(201);
      const withdrawnMail = (mail: { subject: string }) =>
        new RegExp(`#${order.number}(\\s|$)`).test(mail.subject) && /withdrawn|वापस/.test(mail.subject);
      expect((await sentMails()).filter(withdrawnMail)).toEqual([]);
      expect((await withdraw(order.id)).status).toBe(200);
      // Sent twice (a double click): no second pair of mails.
      expect((await withdraw(order.id)).status).toBe(200);
      const sent = (await sentMails()).filter(withdrawnMail);
      const toShopper = sent.filter((mail) => mail.to === shopper.email);
      expect(toShopper.map((mail) => mail.subject)).toEqual([
        `ऑर्डर #${order.number} के लिए आपका एक्सचेंज अनुरोध वापस ले लिया गया है`,
      ]);
      expect(toShopper[0]!.text).toContain("नमस्ते Meera Nair,");
      expect(toShopper[0]!.text).toContain(`${order.items[0]!.productName} × 1 (टूटा-फूटा)`);
      expect(toShopper[0]!.html).toContain('<html lang="hi-IN">');
      const toTeam = sent.filter((mail) => mail.to === TEAM);
      expect(toTeam.map((mail) => mail.subject)).toEqual([
        `[Kosh & Co.] Exchange request withdrawn for order #${order.number}`,
      ]);
      expect(toTeam[0]!.text).toContain(`${order.items[0]!.productName} × 1: Damaged`);
      expect(toTeam[0]!.text).toContain("/admin/exchanges?status=withdrawn");
    } finally {
      delete process.env.STORE_ALERTS_EMAIL;
    }
  });

  it("withdrawn after the 24-hour window: closed, no new request", async () => {
    const order = await deliveredOrder([{ productId, quantity: 1 }], 1);
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: "Other" }] };
    expect((await ask(order.id, body)).status).toBe(201);
    await prisma.fulfillmentEvent.updateMany({
      where: { orderId: order.id, status: "DELIVERED" },
      data: { createdAt: new Date(Date.now() - 30 * 3_600_000) },
    });
    expect((await withdraw(order.id)).status).toBe(200);
    expect((await orderView(order.id)).exchangeOpenUntil).toBeNull();
    const again = await ask(order.id, body);
    expect(again.status).toBe(409);
    expect(((await bodyOf(again)) as { message: string }).message).toContain(EXCHANGE_POLICY);
  });

  it("once decided it cannot be withdrawn (409, in Hindi for ?lang=hi); racing an approval, exactly one wins", async () => {
    const approved = await deliveredOrder();
    const body = (o: typeof approved) => ({ items: [{ orderItemId: o.items[0]!.id, quantity: 1, reason: "Damaged" }] });
    const a = ((await bodyOf(await ask(approved.id, body(approved)))) as { exchange: { _id: string } }).exchange;
    expect((await decideAs(a._id, { decision: "approve" })).status).toBe(200);
    const refused = await withdraw(approved.id);
    expect(refused.status).toBe(409);
    expect(((await bodyOf(refused)) as { message: string }).message).toBe(
      "The shop has already decided on this exchange request, so it can no longer be withdrawn.",
    );
    const inHindi = await withdraw(approved.id, shopperToken, "?lang=hi");
    expect(((await bodyOf(inHindi)) as { message: string }).message).toMatch(/[\u0900-\u097F]/);
    expect((await prisma.exchange.findUniqueOrThrow({ where: { id: a._id } })).status).toBe("APPROVED");

    const rejected = await deliveredOrder();
    const r = ((await bodyOf(await ask(rejected.id, body(rejected)))) as { exchange: { _id: string } }).exchange;
    expect((await decideAs(r._id, { decision: "reject", message: "Worn." })).status).toBe(200);
    expect((await withdraw(rejected.id)).status).toBe(409);

    for (let round = 0; round < 3; round++) {
      const raced = await deliveredOrder();
      const x = ((await bodyOf(await ask(raced.id, body(raced)))) as { exchange: { _id: string } }).exchange;
      const [shopper, shop] = await Promise.all([withdraw(raced.id), decideAs(x._id, { decision: "approve" })]);
      expect([shopper.status, shop.status].sort()).toEqual([200, 409]);
      const row = await prisma.exchange.findUniqueOrThrow({ where: { id: x._id } });
      const replacements = await prisma.order.count({ where: { exchangeForOrderId: raced.id } });
      if (shopper.status === 200) expect([row.status, replacements]).toEqual(["WITHDRAWN", 0]);
      else expect([row.status, replacements]).toEqual(["APPROVED", 1]);
    }
  });
});

describe("request and withdraw in a loop", () => {
  it("a shopper's requests are limited (429 with Retry-After, nothing stored or mailed), so a script cannot flood the team with alerts", async () => {
    const TEAM = "orders@kosh.example";
    process.env.STORE_ALERTS_EMAIL = TEAM;
    try {
      const looper = await createUser();
      const token = await tokenFor(looper.id);
      const order = await createTestOrder({ userId: looper.id, lines: [{ productId, quantity: 1 }] });
      for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
        await advanceFulfillment(admin, order.id, step);
      const [line] = await prisma.orderItem.findMany({ where: { orderId: order.id } });
      const body = { items: [{ orderItemId: line!.id, quantity: 1, reason: "Damaged" }] };
      const alerts = async () =>
        (await sentMails(TEAM)).filter((mail) => mail.subject.includes(`#${order.number}`)).length;

      // Each round stores a request and mails the team twice (requested, withdrawn).
      let answered = 0;
      for (let round = 0; round < EXCHANGE_REQUEST_RATE_LIMIT.limit; round++) {
        expect((await ask(order.id, body, token)).status).toBe(201);
        expect((await withdraw(order.id, token)).status).toBe(200);
        answered += 2;
      }
      expect(await alerts()).toBe(answered);

      const refused = await ask(order.id, body, token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await bodyOf(refused)) as { message: string }).message).toBe(EXCHANGE_TEXT.tooManyRequests);
      const inHindi = await requestExchange(
        apiRequest(`/api/orders/${order.id}/exchange?lang=hi`, { method: "POST", body, token }),
        withId(order.id),
      );
      expect(((await bodyOf(inHindi)) as { message: string }).message).toMatch(/[\u0900-\u097F]/);
      // A multipart request is refused before its photos are read.
      expect((await multipart(order.id, body, [PNG], token)).status).toBe(429);
      expect((await prisma.exchange.findFirstOrThrow({ where: { orderId: order.id } })).status).toBe("WITHDRAWN");
      expect(await alerts()).toBe(answered);
      // Another shopper has an allowance of their own.
      const other = await deliveredOrder([{ productId, quantity: 1 }], 1);
      const otherBody = { items: [{ orderItemId: other.items[0]!.id, quantity: 1, reason: "Damaged" }] };
      expect((await ask(other.id, otherBody)).status).toBe(201);
    } finally {
      delete process.env.STORE_ALERTS_EMAIL;
    }
  });
});
