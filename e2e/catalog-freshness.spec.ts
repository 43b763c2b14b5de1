import pg from "pg";
import { logIn, logInAsAdmin, placeCodOrder, signUpAndLogIn } from "./support/accounts";
import { shopDatabaseUrl, startSecondServer } from "./support/second-server";
import { expect, test, type APIRequestContext } from "./support/test";

// Catalogue answers cached by Next's data cache follow a category's creation
// at once: the cached reads that depend on the categories carry their tag
// (docs/catalog-and-caching.md). Categories of these tests' own, so the
// seeded ones other specs use keep their names.

test("a new category that takes another's former name gets its own listing in the products API at once", async ({
  request,
}) => {
  await logInAsAdmin(request);
  const suffix = Date.now().toString(36);
  // Renamed twice: its first name stays out of reach (its slug was made from it), its second is free to take.
  const [firstName, oldName, newName] = [`Trek Packs ${suffix}`, `Hiking Packs ${suffix}`, `Trail Packs ${suffix}`];
  const created = await request.post("/api/admin/categories", { data: { name: firstName } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: categoryId } = ((await created.json()) as { category: { id: string } }).category;

  // A product of its own in that category (a copy of a seeded tote).
  const listed = await request.get(`/api/admin/products?q=${encodeURIComponent("Block Print Cotton Tote")}`);
  const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
  const productName = `Freshness Tote ${suffix}`;
  const product = await request.post("/api/admin/products", {
    data: {
      ...items[0],
      name: productName,
      nameHi: null,
      descriptionHi: null,
      genericNameHi: null,
      price: 1999,
      mrp: 2499,
      stock: 5,
      isActive: true,
      categoryId,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id: productId } = ((await product.json()) as { product: { id: string } }).product;

  try {
    for (const name of [oldName, newName]) {
      const renamed = await request.patch(`/api/admin/categories/${categoryId}`, { data: { name } });
      expect(renamed.status(), await renamed.text()).toBe(200);
    }
    const listing = async () => {
      const response = await request.get(`/api/getproducts/products?category=${encodeURIComponent(oldName)}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as Array<{ name: string }>).map((card) => card.name);
    };
    // The former name answers for the renamed category (ADR 0035), and that answer is cached now.
    expect(await listing()).toEqual([productName]);

    // A new category takes the old name: it leads to it now, and it has no products yet.
    const taken = await request.post("/api/admin/categories", { data: { name: oldName } });
    expect(taken.status(), await taken.text()).toBe(201);
    expect(await listing()).toEqual([]);
  } finally {
    // Other specs buy the newest product on sale.
    const off = await request.patch(`/api/admin/products/${productId}`, { data: { isActive: false } });
    expect(off.ok(), await off.text()).toBe(true);
  }
});

test("the sitemap lists a new category's listing at once", async ({ request }) => {
  await logInAsAdmin(request);
  const name = `Festive Hampers ${Date.now().toString(36)}`;
  const pages = async () => {
    const response = await request.get("/sitemaps/pages.xml");
    expect(response.status()).toBe(200);
    return response.text();
  };
  // Built and kept now.
  expect(await pages()).not.toContain(`category=${encodeURIComponent(name)}`);
  const created = await request.post("/api/admin/categories", { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  expect(await pages()).toContain(`category=${encodeURIComponent(name)}`);
});

test("an order's stock move shows on its product page asked for with a percent-encoded address", async ({
  page,
  request,
}) => {
  await logInAsAdmin(request);
  const listed = await request.get(`/api/admin/products?q=${encodeURIComponent("Block Print Cotton Tote")}`);
  const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
  const created = await request.post("/api/admin/products", {
    data: {
      ...items[0],
      name: `Encoded Tote ${Date.now().toString(36)}`,
      nameHi: null,
      descriptionHi: null,
      genericNameHi: null,
      sizes: [],
      colors: [],
      stock: 3,
      isActive: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string; slug: string } };

  try {
    // The same page as /product/<slug> for Next; server.mjs keeps it under this address of its own.
    const encoded = `/product/%${product.slug.charCodeAt(0).toString(16)}${product.slug.slice(1)}`;
    const shown = async () => {
      const response = await page.request.get(encoded);
      expect(response.status()).toBe(200);
      const text = (await response.text()).replaceAll("<!-- -->", "");
      return { cache: response.headers()["x-cache"], stock: /Only \d+ left in stock/.exec(text)?.[0] };
    };
    await shown();
    expect(await shown()).toEqual({ cache: "HIT", stock: "Only 3 left in stock" });

    await signUpAndLogIn(page.request, {
      name: "Meera Iyer",
      email: `encoded-${Date.now()}-${process.pid}@e2e.example`,
      password: "catalog-freshness-e2e-password",
    });
    const added = await page.request.post("/api/cart/add", { data: { productId: product.id, quantity: 1 } });
    expect(added.ok(), await added.text()).toBe(true);
    await placeCodOrder(page.request, {
      fullName: "Meera Iyer",
      phone: "98450 11223",
      address: "4 Residency Road",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560025",
    });
    expect((await shown()).stock).toBe("Only 2 left in stock");
  } finally {
    const off = await request.patch(`/api/admin/products/${product.id}`, { data: { isActive: false } });
    expect(off.ok(), await off.text()).toBe(true);
  }
});

test("an admin's edit of one product shows at once on its page and listing, and leaves other products' pages cached", async ({
  request,
}) => {
  await logInAsAdmin(request);
  const suffix = Date.now().toString(36);
  // Two categories of the test's own, made first: a new category shows in every page's menu.
  const categoryIds: string[] = [];
  for (const name of [`Edit Packs ${suffix}`, `Kept Packs ${suffix}`]) {
    const created = await request.post("/api/admin/categories", { data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    categoryIds.push(((await created.json()) as { category: { id: string } }).category.id);
  }
  const listed = await request.get(`/api/admin/products?q=${encodeURIComponent("Block Print Cotton Tote")}`);
  const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
  const products: Array<{ id: string; slug: string }> = [];
  for (const [index, name] of [`Edited Tote ${suffix}`, `Kept Tote ${suffix}`].entries()) {
    const created = await request.post("/api/admin/products", {
      data: {
        ...items[0],
        name,
        nameHi: null,
        descriptionHi: null,
        genericNameHi: null,
        price: 1999,
        mrp: 2499,
        stock: 9,
        isActive: true,
        categoryId: categoryIds[index],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    products.push(((await created.json()) as { product: { id: string; slug: string } }).product);
  }
  const [edited, kept] = products as [{ id: string; slug: string }, { id: string; slug: string }];

  const productPage = async (slug: string, headers?: Record<string, string>) => {
    const response = await request.get(`/product/${slug}`, { headers });
    expect(response.status()).toBe(200);
    const text = (await response.text()).replaceAll("<!-- -->", "");
    return {
      cache: response.headers()["x-cache"],
      next: response.headers()["x-nextjs-cache"],
      heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1],
      price: /₹[\d,]+/.exec(text.slice(text.indexOf("<h1")))?.[0],
    };
  };
  const listing = async () => {
    const response = await request.get(
      `/api/getproducts/products?category=${encodeURIComponent(`Edit Packs ${suffix}`)}`,
    );
    expect(response.status()).toBe(200);
    const cards = (await response.json()) as Array<{ name: string; price: number }>;
    return { cache: response.headers()["x-cache"], cards: cards.map(({ name, price }) => ({ name, price })) };
  };

  try {
    // Each cached now, by server.mjs in front of Next.
    for (const slug of [edited.slug, kept.slug]) await productPage(slug);
    await listing();
    expect((await productPage(kept.slug)).heading).toBe(`Kept Tote ${suffix}`);

    // Another spec's write at the same moment (CI runs two workers: a category made, a product sold out) may
    // rightly expire every page; an edit of one product alone never expires another's. So the edit is made in
    // up to 3 rounds, each after the other page was cached again, and one round must leave it cached. With
    // writes that expire every product page, no round does.
    let keptStayedCached = false;
    for (let round = 1; round <= 3 && !keptStayedCached; round++) {
      await productPage(kept.slug);
      const name = `Renamed Tote ${suffix} ${round}`;
      const patched = await request.patch(`/api/admin/products/${edited.id}`, { data: { name, price: 1799 } });
      expect(patched.status(), await patched.text()).toBe(200);

      // The edited product's page (at the address it always had) and its listing show the edit at once.
      expect(await productPage(edited.slug)).toMatchObject({ heading: name, price: "₹1,799" });
      expect((await listing()).cards).toEqual([{ name, price: 1799 }]);
      // The other product's page is still the one kept: by server.mjs, and by Next behind it.
      const other = await productPage(kept.slug);
      expect(other.heading).toBe(`Kept Tote ${suffix}`);
      keptStayedCached =
        other.cache === "HIT" && (await productPage(kept.slug, { "cache-control": "no-cache" })).next === "HIT";
    }
    expect(keptStayedCached).toBe(true);
  } finally {
    // Other specs buy the newest product on sale.
    for (const { id } of products) {
      const off = await request.patch(`/api/admin/products/${id}`, { data: { isActive: false } });
      expect(off.ok(), await off.text()).toBe(true);
    }
  }
});

test("a category's and a brand's rename show at once on their product's page, and leave other products' pages cached", async ({
  request,
}) => {
  await logInAsAdmin(request);
  const suffix = Date.now().toString(36);
  // Categories and brands of the test's own, one of each per product.
  const made = async (path: string, name: string) => {
    const created = await request.post(path, { data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as Record<string, { id: string }>)[path.endsWith("brands") ? "brand" : "category"]!
      .id;
  };
  const categoryIds = [
    await made("/api/admin/categories", `Renamed Packs ${suffix}`),
    await made("/api/admin/categories", `Other Packs ${suffix}`),
  ];
  const brandIds = [
    await made("/api/admin/brands", `Renamed Bags ${suffix}`),
    await made("/api/admin/brands", `Other Bags ${suffix}`),
  ];
  const listed = await request.get(`/api/admin/products?q=${encodeURIComponent("Block Print Cotton Tote")}`);
  const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
  const products: Array<{ id: string; slug: string }> = [];
  for (const [index, name] of [`Renamed Ones Tote ${suffix}`, `Other Tote ${suffix}`].entries()) {
    const created = await request.post("/api/admin/products", {
      data: {
        ...items[0],
        ...{ name, nameHi: null, descriptionHi: null, genericNameHi: null, stock: 9, isActive: true },
        ...{ categoryId: categoryIds[index], brandId: brandIds[index], brandSubcategoryId: null },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    products.push(((await created.json()) as { product: { id: string; slug: string } }).product);
  }
  const [renamed, kept] = products as [{ id: string; slug: string }, { id: string; slug: string }];

  const productPage = async (slug: string, headers?: Record<string, string>) => {
    const response = await request.get(`/product/${slug}`, { headers });
    expect(response.status()).toBe(200);
    return {
      cache: response.headers()["x-cache"],
      next: response.headers()["x-nextjs-cache"],
      text: (await response.text()).replaceAll("<!-- -->", ""),
    };
  };

  try {
    for (const slug of [renamed.slug, kept.slug]) await productPage(slug);
    // As in the product edit's test above: another spec's write may rightly expire every page, so up to 3 rounds,
    // one of which must leave the other product's page cached. With a rename expiring every product page, none does.
    let keptStayedCached = false;
    for (let round = 1; round <= 3 && !keptStayedCached; round++) {
      await productPage(kept.slug);
      const [category, brand] = [`Day Packs ${suffix} ${round}`, `Bag Makers ${suffix} ${round}`];
      const patched = [
        await request.patch(`/api/admin/categories/${categoryIds[0]}`, { data: { name: category } }),
        await request.patch(`/api/admin/brands/${brandIds[0]}`, { data: { name: brand } }),
      ];
      for (const response of patched) expect(response.status(), await response.text()).toBe(200);

      // Its breadcrumbs and brand show the new names at once.
      const page = await productPage(renamed.slug);
      expect(page.text).toContain(category);
      expect(page.text).toContain(brand);
      const other = await productPage(kept.slug);
      expect(other.text).toContain(`Other Packs ${suffix}`);
      keptStayedCached =
        other.cache === "HIT" && (await productPage(kept.slug, { "cache-control": "no-cache" })).next === "HIT";
    }
    expect(keptStayedCached).toBe(true);
  } finally {
    // Other specs buy the newest product on sale.
    for (const { id } of products) {
      const off = await request.patch(`/api/admin/products/${id}`, { data: { isActive: false } });
      expect(off.ok(), await off.text()).toBe(true);
    }
  }
});

/** A product of the test's own (a copy of a seeded tote), so no other spec buys it. */
async function ownTote(admin: APIRequestContext, name: string, stock: number): Promise<{ id: string; slug: string }> {
  const listed = await admin.get(`/api/admin/products?q=${encodeURIComponent("Block Print Cotton Tote")}`);
  const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
  const created = await admin.post("/api/admin/products", {
    data: {
      ...items[0],
      name,
      nameHi: null,
      descriptionHi: null,
      genericNameHi: null,
      sizes: [],
      colors: [],
      stock,
      isActive: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { product: { id: string; slug: string } }).product;
}

const SHIPPING = {
  fullName: "Kavya Menon",
  phone: "98450 22334",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560001",
  country: "India",
};

test("stock a checkout's expiry sweep gives back after answering shows on the product page on every instance", async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(180_000);
  await logInAsAdmin(request);
  const suffix = Date.now().toString(36);
  const tote = await ownTote(request, `Sweep Tote ${suffix}`, 3);
  const other = await ownTote(request, `Sweep Other Tote ${suffix}`, 5);
  // A second instance on the same database and Redis whose every online checkout sweeps, with the payment sandbox.
  const b = await startSecondServer({
    env: { CHECKOUT_SWEEP_PERCENT: "100", RAZORPAY_SANDBOX: "1", RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION: "yes" },
  });
  const db = new pg.Client({ connectionString: shopDatabaseUrl() });
  await db.connect();
  const onB = await playwright.request.newContext({ baseURL: b.url });
  try {
    // Shopper A leaves an online order unpaid: it holds 1 of the 3 units; its payment window then passes.
    await signUpAndLogIn(page.request, {
      name: "Kavya Menon",
      email: `sweep-a-${suffix}-${process.pid}@e2e.example`,
      password: "catalog-freshness-e2e-password",
    });
    expect((await page.request.post("/api/cart/add", { data: { productId: tote.id, quantity: 1 } })).ok()).toBe(true);
    const pending = await page.request.post("/api/payment/create-order", { data: { shippingInfo: SHIPPING } });
    expect(pending.status(), await pending.text()).toBe(200);
    const abandoned = ((await pending.json()) as { order: { _id: string } }).order._id;
    await db.query(`UPDATE "Order" SET "createdAt" = now() - interval '31 minutes' WHERE id = $1`, [abandoned]);

    // The product page, cached with 2 left (a HIT of server.mjs's cache, Next's page cache behind it).
    const shown = async () => {
      const response = await page.request.get(`/product/${tote.slug}`);
      expect(response.status()).toBe(200);
      const text = (await response.text()).replaceAll("<!-- -->", "");
      return { cache: response.headers()["x-cache"], stock: /Only \d+ left in stock/.exec(text)?.[0] };
    };
    await shown();
    expect(await shown()).toEqual({ cache: "HIT", stock: "Only 2 left in stock" });

    // Shopper B checks out online on instance B, whose sweep then meets A's order. The order's row is held
    // until B's answer has arrived, so the sweep gives the unit back after the response, whatever the timing.
    await db.query("BEGIN");
    await db.query(`SELECT id FROM "Order" WHERE id = $1 FOR UPDATE`, [abandoned]);
    const emailB = `sweep-b-${suffix}-${process.pid}@e2e.example`;
    const signup = await onB.post("/api/auth/signup", {
      data: { name: "Rohan Das", email: emailB, password: "catalog-freshness-e2e-password" },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    await logIn(onB, { email: emailB, password: "catalog-freshness-e2e-password" });
    expect((await onB.post("/api/cart/add", { data: { productId: other.id, quantity: 1 } })).ok()).toBe(true);
    const checkout = await onB.post("/api/payment/create-order", {
      data: { shippingInfo: { ...SHIPPING, fullName: "Rohan Das" } },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    await db.query("ROLLBACK");

    await expect
      .poll(
        async () =>
          (await db.query(`SELECT "stockReleasedAt" FROM "Order" WHERE id = $1`, [abandoned])).rows[0]?.stockReleasedAt,
        {
          timeout: 30_000,
        },
      )
      .not.toBeNull();
    // Instance A shows the unit back: its copies were told through Redis (a page re-rendered takes a while on CI).
    await expect.poll(async () => (await shown()).stock, { timeout: 15_000 }).toBe("Only 3 left in stock");
  } finally {
    await db.query("ROLLBACK").catch(() => undefined);
    await db.end();
    await onB.dispose();
    await b.stop();
    for (const { id } of [tote, other]) {
      const off = await request.patch(`/api/admin/products/${id}`, { data: { isActive: false } });
      expect(off.ok(), await off.text()).toBe(true);
    }
  }
});
