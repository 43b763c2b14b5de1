import { expect, test } from "./support/test";
import { placeCodOrder, signUpAndLogIn } from "./support/accounts";
import { SEEDED_PRODUCTS_API, withoutOptions } from "./support/catalog";
import { DEVANAGARI } from "./support/hindi";

// A product's Hindi name outside the catalogue: a shopper on /hi sees it in the
// cart and checkout's summary (rendered on the server) and in My Orders (read by the browser from the
// /api with ?lang=hi), where the order keeps the name it was bought under.

type Listed = { _id: string; name: string; inStock: boolean };

test("a Hindi page's cart, checkout summary and My Orders name the product by its Hindi name", async ({ page }) => {
  await signUpAndLogIn(page.request, {
    name: "Sunita Yadav",
    email: `hindi-names-${Date.now()}-${process.pid}@e2e.example`,
    password: "hindi-e2e-password-2025",
  });
  const english: Listed[] = await (await page.request.get(SEEDED_PRODUCTS_API)).json();
  const hindi: Listed[] = await (await page.request.get(`${SEEDED_PRODUCTS_API}&lang=hi`)).json();
  // A seeded product with a Hindi name (prisma/seed-data/hindi.ts), added without a size or colour to choose.
  const product = hindi.find((p) => p.inStock && withoutOptions(p) && DEVANAGARI.test(p.name));
  expect(product, "a seeded product in stock with a Hindi name").toBeDefined();
  const englishName = english.find((p) => p._id === product!._id)!.name;
  expect(englishName).not.toBe(product!.name);

  const added = await page.request.post("/api/cart/add", { data: { productId: product!._id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto("/hi/cart");
  await expect(page.getByRole("main").getByText(product!.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(englishName, { exact: true })).toHaveCount(0);

  // Checkout's order summary (rendered on the server) too.
  await page.goto("/hi/checkout");
  await expect(page.getByTestId("checkout-lines")).toContainText(product!.name);
  await expect(page.getByTestId("checkout-lines")).not.toContainText(englishName);

  await placeCodOrder(page.request, {
    fullName: "Sunita Yadav",
    phone: "9876543210",
    address: "221 Linking Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    postalCode: "400050",
  });
  await page.goto("/hi/orders");
  const order = page.getByTestId("order-card");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(product!.name);
  await expect(order).not.toContainText(englishName);
});
