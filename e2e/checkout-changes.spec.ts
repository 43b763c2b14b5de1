import { expect, test, type Browser, type Page } from "./support/test";
import { logInAsAdmin, signUpAndLogIn } from "./support/accounts";

// What a shopper is told when the order changes behind an open checkout page:
// the admin changes a price (the order is not placed at a total the shopper
// never saw: the page shows the new one), or takes a product off sale (the
// Hindi checkout says so in Hindi).

let counter = 0;

async function newShopper(page: Page) {
  counter += 1;
  const email = `checkout-changes-${Date.now()}-${process.pid}-${counter}@e2e.example`;
  await signUpAndLogIn(page.request, { name: "Asha Verma", email, password: "checkout-changes-e2e-password-2025" });
  const saved = await page.request.post("/api/addresses", {
    data: {
      fullName: "Asha Verma",
      phone: "9876543210",
      street: "221 Linking Road, Bandra West",
      city: "Mumbai",
      state: "Maharashtra",
      postalCode: "400050",
      isDefault: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The demo admin in a context of its own, and a product of this test's own (a copy of a seeded tote) at ₹1,999. */
async function adminWithProduct(browser: Browser, label: string) {
  const context = await browser.newContext();
  await logInAsAdmin(context.request);
  // The seeded one (newest first: this file's own copies, some taken off sale, come first for "tote").
  const listed = await context.request.get(`/api/admin/products?q=${encodeURIComponent("Block Print Cotton Tote")}`);
  const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
  const name = `${label} Tote ${Date.now().toString(36)}`;
  const created = await context.request.post("/api/admin/products", {
    data: {
      ...items[0],
      name,
      nameHi: null,
      descriptionHi: null,
      genericNameHi: null,
      price: 1999,
      mrp: 2499,
      stock: 20,
      isActive: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  const patch = async (data: Record<string, unknown>) => {
    const response = await context.request.patch(`/api/admin/products/${product.id}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
  };
  /** Takes the product off sale (other specs buy the newest product on sale) and closes the admin's context. */
  const close = async () => {
    await patch({ isActive: false });
    await context.close();
  };
  return { context, id: product.id, name, patch, close };
}

test("a price changed while checkout is open is not charged unseen: the page shows the new total, then orders at it", async ({
  page,
  browser,
}) => {
  const admin = await adminWithProduct(browser, "Repriced");
  await newShopper(page);
  expect((await page.request.post("/api/cart/add", { data: { productId: admin.id, quantity: 1 } })).ok()).toBe(true);

  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-total")).toHaveText("₹1,999");
  await expect(page.getByTestId("checkout-delivery")).toContainText("Delivery by");
  await admin.patch({ price: 2499 });

  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(
    page.getByText(
      "Prices in your order have changed since you opened checkout. Please review the new total and try again.",
    ),
  ).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("₹2,499");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("221 Linking Road, Bandra West");

  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page.getByText("Order placed successfully! You'll pay cash on delivery.")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const orders = (await (await page.request.get("/api/payment/get-orders")).json()) as {
    orders: Array<{ total: number }>;
  };
  expect(orders.orders.map((order) => order.total)).toEqual([2499]);
  await admin.close();
});

test("a product taken off sale while in the cart: the Hindi checkout says so in Hindi, with the way back to the cart", async ({
  page,
  browser,
}) => {
  const admin = await adminWithProduct(browser, "Withdrawn");
  await newShopper(page);
  expect((await page.request.post("/api/cart/add", { data: { productId: admin.id, quantity: 1 } })).ok()).toBe(true);
  await admin.patch({ isActive: false });

  await page.goto("/hi/checkout");
  await expect(page.getByText(`${admin.name} अब उपलब्ध नहीं है। कृपया इसे अपने कार्ट से हटा दें।`)).toBeVisible();
  await expect(page.getByRole("link", { name: "अपने कार्ट पर वापस जाएँ" })).toHaveAttribute("href", "/hi/cart");
  await admin.close();
});

test("stock that fell below the quantity in the cart is said beside the line, and goes once the quantity fits", async ({
  page,
  browser,
}) => {
  const admin = await adminWithProduct(browser, "Scarce");
  await newShopper(page);
  expect((await page.request.post("/api/cart/add", { data: { productId: admin.id, quantity: 3 } })).ok()).toBe(true);
  await admin.patch({ stock: 2 });

  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line.getByTestId("quantity")).toHaveText("3");
  await expect(line.getByTestId("cart-line-short")).toHaveText(
    "Only 2 left in stock. Reduce the quantity to place your order.",
  );
  await line.getByRole("button", { name: `Decrease quantity of ${admin.name}` }).click();
  await expect(line.getByTestId("quantity")).toHaveText("2");
  await expect(line.getByTestId("cart-line-short")).toHaveCount(0);

  await page.goto("/hi/cart");
  await admin.patch({ stock: 1 });
  await page.reload();
  await expect(page.getByTestId("cart-line-short")).toHaveText("स्टॉक में सिर्फ़ 1 बचे हैं। ऑर्डर करने के लिए मात्रा कम करें।");
  await admin.close();
});

/** A calendar date ("YYYY-MM-DD") a day earlier. */
function dayBefore(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

test("a delivery date that moved while checkout was open (the dispatch cut-off passed) is shown again before the order is placed", async ({
  page,
  browser,
}) => {
  const admin = await adminWithProduct(browser, "Cut-off");
  await newShopper(page);
  expect((await page.request.post("/api/cart/add", { data: { productId: admin.id, quantity: 1 } })).ok()).toBe(true);
  // The page's first delivery answer is the one it got before the cut-off: a day earlier than the server's now.
  let shownEarlier = "";
  await page.route(
    "**/api/delivery/estimate?*",
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { estimate: { from: string; to: string }; message: string };
      body.estimate = { from: dayBefore(body.estimate.from), to: dayBefore(body.estimate.to) };
      body.message = `Delivery by ${body.estimate.from} – ${body.estimate.to}`; // the page shows the server's words
      shownEarlier = body.estimate.to;
      await route.fulfill({ response, json: body });
    },
    { times: 1 },
  );

  await page.goto("/checkout");
  const promise = page.getByTestId("checkout-delivery");
  await expect(promise).toContainText("Delivery by");
  await expect(promise).toContainText(shownEarlier);

  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(
    page.getByText(
      "The delivery date for your order has changed since you opened checkout. Please review it and try again.",
    ),
  ).toBeVisible();
  await expect(promise).toContainText("Delivery by");
  await expect(promise).not.toContainText(shownEarlier);
  expect(await page.request.get("/api/payment/get-orders").then((r) => r.json())).toMatchObject({ orders: [] });

  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page.getByText("Order placed successfully! You'll pay cash on delivery.")).toBeVisible();
  // The order keeps the date shown the second time, a day after the first page's.
  const { orders } = (await (await page.request.get("/api/payment/get-orders")).json()) as {
    orders: Array<{ expectedDelivery: { latest: string } }>;
  };
  expect(shownEarlier).not.toBe("");
  expect(orders.map((order) => order.expectedDelivery.latest)).toEqual([
    new Date(Date.parse(`${shownEarlier}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
  ]);
  await admin.close();
});
