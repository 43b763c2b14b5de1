import { logInAsAdmin, placeCodOrder, signUpAndLogIn } from "./support/accounts";
import { expect, test } from "./support/test";

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
