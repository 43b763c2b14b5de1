import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse } from "./support/test";
import { appPages, routerStateForPage, urlPathOf, type AppPage } from "./support/app-pages";
import { firstChoice } from "./support/catalog";

// Authorization lives where the data is read (docs/adr/0001). A client-side
// navigation asks the server for the changed page segment only (RSC: 1 plus a
// Next-Router-State-Tree saying the layouts are already on screen), so no
// layout runs for it. This replays such a request for EVERY page in app/ —
// the list is read from the tree, so a new page is covered without editing
// this file — as a guest with a forged session cookie, as another shopper and
// as an admin, against one shopper's real data (orders, an invoice, a credit
// note, an address, a quotation, a contact message, a newsletter sign-up):
//   - no response to the guest or the other shopper contains that data;
//   - every admin page sends the guest to /login and the shopper to a 404;
//   - the same requests as the admin and as the owner do show the data, so
//     the absence above means something.

const stamp = `${Date.now().toString(36)}${process.pid}`;
const VICTIM = {
  name: `Zorawar Sentinelson ${stamp}`,
  email: `victim-${stamp}@e2e.example`,
  password: "victim passphrase 2025",
  street: `17 Sentinel Lane ${stamp}, Koramangala`,
  quotationNote: `Quotation sentinel ${stamp}: brand our logo on 80 bags`,
  contactMessage: `Contact sentinel ${stamp}: where is my parcel?`,
  newsletterEmail: `victim-news-${stamp}@e2e.example`,
  exchangeNote: `Exchange sentinel ${stamp}: the strap tore on day one`,
};
/** Text that belongs to the victim alone: none of it may reach anyone but them and an admin. */
const VICTIM_TEXTS = [
  VICTIM.name,
  VICTIM.email,
  VICTIM.street,
  VICTIM.quotationNote,
  VICTIM.contactMessage,
  VICTIM.newsletterEmail,
  VICTIM.exchangeNote,
];

const FORGED_COOKIE = ["next-auth.session-token", "__Secure-next-auth.session-token", "__Host-next-auth.session-token"]
  .map((name) => `${name}=forged`)
  .join("; ");

const SHIPPING = {
  fullName: VICTIM.name,
  phone: "9876543210",
  address: VICTIM.street,
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560034",
  country: "India",
};

type Persona = "guest" | "shopper" | "admin" | "owner";
type Fixture = {
  orderId: string;
  orderNumber: number;
  invoicedOrderId: string;
  creditNoteOrderId: string;
  /** A shipped replacement, which has a delivery challan. */
  challanOrderId: string;
  quotationId: string;
  productId: string;
  productSlug: string;
};

async function expectOk(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

async function signedIn(
  playwright: typeof import("@playwright/test").request,
  baseURL: string,
  ip: string,
  account: { name?: string; email: string; password: string },
) {
  const context = await playwright.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  if (account.name) await expectOk(await context.post("/api/auth/signup", { data: account }), "sign-up");
  await expectOk(
    await context.post("/api/auth/login", { data: { email: account.email, password: account.password } }),
    "login",
  );
  return context;
}

async function placeCodOrder(owner: APIRequestContext, product: { _id: string }) {
  await expectOk(
    await owner.post("/api/cart/add", { data: { productId: product._id, quantity: 1, ...firstChoice(product) } }),
    "add to cart",
  );
  const placed = await expectOk(
    await owner.post("/api/payment/place-order", {
      headers: { "Idempotency-Key": randomUUID() },
      data: { paymentMethod: "COD", shippingAddress: SHIPPING },
    }),
    "place order",
  );
  return (await placed.json()) as { orderId: string; orderNumber: number };
}

async function advance(admin: APIRequestContext, orderId: string, ...steps: string[]) {
  for (const status of steps) {
    await expectOk(await admin.post(`/api/admin/orders/${orderId}/fulfillment`, { data: { status } }), status);
  }
}

/** The victim's data, made through the shop's own API as a shopper and an admin would. */
async function makeVictimData(owner: APIRequestContext, admin: APIRequestContext): Promise<Fixture> {
  const products = (await (await owner.get("/api/getproducts/products?pageSize=40")).json()) as Array<{
    _id: string;
    slug: string;
    inStock: boolean;
  }>;
  const product = products.find((p) => p.inStock);
  if (!product) throw new Error("No product in stock.");
  await expectOk(
    await owner.post("/api/addresses", {
      data: { ...SHIPPING, street: SHIPPING.address, isDefault: true },
    }),
    "address",
  );
  const order = await placeCodOrder(owner, product);
  const invoiced = await placeCodOrder(owner, product);
  await advance(admin, invoiced.orderId, "PACKED", "SHIPPED");
  const refused = await placeCodOrder(owner, product);
  await advance(admin, refused.orderId, "PACKED", "SHIPPED");
  await expectOk(await admin.post(`/api/admin/orders/${refused.orderId}/cancel`), "cancel (credit note)");
  // A delivered order with an exchange request waiting in the admin's queue.
  const exchanged = await placeCodOrder(owner, product);
  await advance(admin, exchanged.orderId, "PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED");
  const { order: delivered } = (await (await owner.get(`/api/orders/${exchanged.orderId}`)).json()) as {
    order: { items: Array<{ _id: string }> };
  };
  await expectOk(
    await owner.post(`/api/orders/${exchanged.orderId}/exchange`, {
      data: {
        items: [{ orderItemId: delivered.items[0]!._id, quantity: 1, reason: "Damaged" }],
        note: VICTIM.exchangeNote,
      },
    }),
    "exchange request",
  );
  // Another delivered order whose exchange the admin approved: its replacement shipped with a delivery challan.
  const replaced = await placeCodOrder(owner, product);
  await advance(admin, replaced.orderId, "PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED");
  const { order: replacedOrder } = (await (await owner.get(`/api/orders/${replaced.orderId}`)).json()) as {
    order: { items: Array<{ _id: string }> };
  };
  const requested = await expectOk(
    await owner.post(`/api/orders/${replaced.orderId}/exchange`, {
      data: { items: [{ orderItemId: replacedOrder.items[0]!._id, quantity: 1, reason: "Defective" }] },
    }),
    "second exchange request",
  );
  const { exchange } = (await requested.json()) as { exchange: { _id: string } };
  const approved = await expectOk(
    await admin.patch(`/api/admin/exchanges/${exchange._id}`, { data: { decision: "approve" } }),
    "approve exchange",
  );
  const { replacement } = ((await approved.json()) as { exchange: { replacement: { _id: string } } }).exchange;
  await advance(admin, replacement._id, "PACKED", "SHIPPED");
  const quotation = await expectOk(
    await owner.post("/api/quotation/create", {
      data: { items: [{ productId: product._id, quantity: 80 }], budget: 90000, specialNotes: VICTIM.quotationNote },
    }),
    "quotation",
  );
  const quotationBody = (await quotation.json()) as { quotation?: { _id: string }; _id?: string };
  await expectOk(
    await owner.post("/api/contact", {
      data: { name: VICTIM.name, email: VICTIM.email, subject: "Order Issue", message: VICTIM.contactMessage },
    }),
    "contact",
  );
  await expectOk(await owner.post("/api/subs/subscribe", { data: { email: VICTIM.newsletterEmail } }), "newsletter");
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    invoicedOrderId: invoiced.orderId,
    creditNoteOrderId: refused.orderId,
    challanOrderId: replacement._id,
    quotationId: quotationBody.quotation?._id ?? quotationBody._id ?? "",
    productId: product._id,
    productSlug: product.slug,
  };
}

/** Values for each page's dynamic segments and a query string that points it at the victim's records. */
function targetOf(page: AppPage, data: Fixture): { params: Record<string, string>; search: string } {
  const byRoute: Record<string, Record<string, string>> = {
    "/admin/catalogue/[id]/edit": { id: data.productId },
    "/admin/orders/[id]": { id: data.orderId },
    "/orders/[id]/credit-note": { id: data.creditNoteOrderId },
    "/orders/[id]/delivery-challan": { id: data.challanOrderId },
    "/orders/[id]/invoice": { id: data.invoicedOrderId },
    "/product/[slug]": { slug: data.productSlug },
    "/shop/v/[query]": { query: "all" },
    "/home/[view]": { view: "index" },
  };
  const search: Record<string, string> = {
    "/checkout": `?quotation=${encodeURIComponent(data.quotationId)}`,
    "/order-confirm": `?id=${encodeURIComponent(data.orderId)}`,
    "/trackorder": `?id=${encodeURIComponent(data.orderId)}`,
    "/admin/orders": `?q=${encodeURIComponent(VICTIM.email)}`,
    "/admin/quotations": "?status=all",
  };
  const params = byRoute[page.route] ?? {};
  urlPathOf(page, params); // throws, naming the page, when a new dynamic page needs a value above
  return { params, search: search[page.route] ?? "" };
}

type Reply = { status: number; location: string; body: string };

/** A client-side navigation to `page`, as Next's router sends it, following Next's `_rsc` redirect. */
async function navigate(context: APIRequestContext, page: AppPage, data: Fixture, cookie?: string): Promise<Reply> {
  const { params, search } = targetOf(page, data);
  const headers: Record<string, string> = {
    RSC: "1",
    "Next-Router-State-Tree": routerStateForPage(page, params),
    ...(cookie ? { Cookie: cookie } : {}),
  };
  let url = `${urlPathOf(page, params)}${search}`;
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await context.get(url, { headers, maxRedirects: 0 });
    const location = response.headers()["location"] ?? "";
    if (response.status() >= 300 && response.status() < 400 && location.includes("_rsc=")) {
      url = location;
      continue;
    }
    return { status: response.status(), location, body: await response.text() };
  }
  throw new Error(`Too many _rsc redirects for ${page.route}`);
}

const sentToLogin = (reply: Reply) =>
  (reply.status >= 300 && reply.status < 400 && reply.location.includes("/login")) ||
  /NEXT_REDIRECT;(replace|push);\/login/.test(reply.body);
const notFoundReply = (reply: Reply) => reply.status === 404 || reply.body.includes("NEXT_HTTP_ERROR_FALLBACK;404");

test("no page gives another person's data to a forged cookie or another shopper on a client navigation", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const pages = appPages();
  const adminPages = pages.filter((page) => page.route === "/admin" || page.route.startsWith("/admin/"));
  // The walk found the tree (a broken walk would pass vacuously).
  expect(adminPages.length).toBeGreaterThanOrEqual(10);
  expect(pages.map((page) => page.route)).toEqual(
    expect.arrayContaining(["/profile", "/orders", "/orders/[id]/invoice", "/admin/orders/[id]", "/checkout"]),
  );

  const owner = await signedIn(playwright.request, baseURL!, "203.0.113.201", VICTIM);
  const admin = await signedIn(playwright.request, baseURL!, "203.0.113.202", {
    email: "admin@kosh.example",
    password: "admin-demo-2025",
  });
  const shopper = await signedIn(playwright.request, baseURL!, "203.0.113.203", {
    name: "Other Shopper",
    email: `other-${stamp}@e2e.example`,
    password: "other shopper passphrase",
  });
  const guest = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "203.0.113.204" },
  });
  const data = await makeVictimData(owner, admin);
  const orderTitle = new RegExp(`Order #${data.orderNumber}(?!\\d)`);

  const seen: Record<Persona, string[]> = { guest: [], shopper: [], admin: [], owner: [] };
  for (const page of pages) {
    const isAdminPage = adminPages.includes(page);
    const replies: Record<Persona, Reply> = {
      guest: await navigate(guest, page, data, FORGED_COOKIE),
      shopper: await navigate(shopper, page, data),
      admin: await navigate(admin, page, data),
      owner: await navigate(owner, page, data),
    };
    for (const persona of ["guest", "shopper"] as const) {
      const { body } = replies[persona];
      for (const text of VICTIM_TEXTS) {
        expect(body.includes(text), `${persona} got "${text}" from ${page.route}`).toBe(false);
      }
      expect(body, `${persona} got the victim's order number from ${page.route}`).not.toMatch(orderTitle);
    }
    if (isAdminPage) {
      expect(sentToLogin(replies.guest), `a forged cookie is sent to /login from ${page.route}`).toBe(true);
      expect(notFoundReply(replies.shopper), `a shopper gets a 404 from ${page.route}`).toBe(true);
      expect(sentToLogin(replies.admin) || notFoundReply(replies.admin), `the admin opens ${page.route}`).toBe(false);
      expect(replies.admin.status, `the admin opens ${page.route}`).toBe(200);
    }
    for (const persona of Object.keys(seen) as Persona[]) seen[persona].push(replies[persona].body);
  }

  // The same requests do carry the data to those allowed to see it, so its absence above is no accident.
  const adminSaw = seen.admin.join("\n");
  for (const text of VICTIM_TEXTS) expect(adminSaw.includes(text), `the admin pages show "${text}"`).toBe(true);
  expect(adminSaw).toMatch(orderTitle);
  const ownerSaw = seen.owner.join("\n");
  for (const text of [VICTIM.name, VICTIM.street, VICTIM.quotationNote]) {
    expect(ownerSaw.includes(text), `the owner's pages show "${text}"`).toBe(true);
  }

  await Promise.all([owner.dispose(), admin.dispose(), shopper.dispose(), guest.dispose()]);
});
