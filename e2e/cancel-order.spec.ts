import { expect, test } from "./support/test";
import { logInAsAdmin, signUpAndPlaceCodOrder } from "./support/accounts";

// A shopper cancels an order from My Orders through the Cancel order dialog:
// the order shows as cancelled, its units are back in stock (read through the
// admin's product API, and on the cached product page every shopper sees) and
// the admin's order history says who cancelled and why.

test("a shopper cancels a COD order from My Orders and its stock comes back", async ({ browser }) => {
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.171" } });
  const page = await shopper.newPage();

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.172" } });
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage.request);

  // A product of its own, one no other test buys or restocks: it sets the stock to 3 below.
  const products = (await (
    await page.request.get("/api/getproducts/products?brands=Metro%20Office&pageSize=60")
  ).json()) as Array<{
    _id: string;
    name: string;
    slug: string;
    inStock: boolean;
  }>;
  const product = products.filter((p) => p.inStock).at(-1);
  expect(product).toBeDefined();
  const stockOf = async () =>
    ((await (await adminPage.request.get(`/api/admin/products/${product!._id}`)).json()) as { stock: number }).stock;
  // Few enough units for the product page to count them ("Only 3 left in stock").
  const restock = await adminPage.request.patch(`/api/admin/products/${product!._id}`, { data: { stock: 3 } });
  expect(restock.ok(), await restock.text()).toBe(true);
  const before = await stockOf();
  expect(before).toBe(3);
  const productPage = await shopper.newPage();
  const stockShown = async () => {
    await productPage.goto(`/product/${product!.slug}`);
    return productPage.getByText(/left in stock/).textContent();
  };
  expect(await stockShown()).toBe("Only 3 left in stock");

  const { orderId, orderNumber } = await signUpAndPlaceCodOrder(
    page.request,
    { name: "Kavya Menon", email: `cancel-flow-${Date.now()}@example.in`, password: "cancel flow passphrase" },
    {
      fullName: "Kavya Menon",
      phone: "98200 54321",
      address: "7 Carter Road, Bandra West",
      city: "Mumbai",
      state: "Maharashtra",
      postalCode: "400050",
    },
    { product: product! },
  );
  expect(await stockOf()).toBe(before - 1);
  // The order's units leave the cached product page at once, not after its cache lifetime.
  expect(await stockShown()).toBe("Only 2 left in stock");

  await page.goto("/orders");
  const card = page.getByTestId("order-card").filter({ hasText: orderId });
  await expect(card.getByTestId("fulfillment-status")).toHaveText("Order Placed");
  await card.getByRole("button", { name: "Cancel order" }).click();

  const dialog = page.getByRole("dialog", { name: `Cancel order #${orderNumber}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Found a better price elsewhere" }).check();
  await dialog.getByLabel("Anything else we should know? (optional)").fill("Saw it cheaper nearby.");
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();

  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("fulfillment-status")).toHaveText("Cancelled");
  await expect(card.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect(await stockOf()).toBe(before);
  expect(await stockShown()).toBe("Only 3 left in stock");
  const { order } = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    order: { fulfillmentStatus: string };
  };
  expect(order.fulfillmentStatus).toBe("Cancelled");

  // The admin sees who cancelled and why.
  await adminPage.goto(`/admin/orders/${orderId}`);
  const history = adminPage.getByRole("region", { name: "Fulfilment history" }).getByRole("listitem");
  await expect(history.last()).toContainText("Cancelled by the customer");
  await expect(history.last()).toContainText("Found a better price elsewhere: Saw it cheaper nearby.");

  await shopper.close();
  await admin.close();
});
