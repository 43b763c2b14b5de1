import { expect, test, type Page } from "./support/test";
import { firstChoice } from "./support/catalog";

// The product declarations and the delivery promise by PIN code, as a
// shopper meets them: on the product page, in the cart, at checkout and in
// the phone header. Every test signs up its own shopper on its own address.

test.describe.configure({ mode: "parallel" });

let counter = 0;

async function newShopper(page: Page) {
  counter += 1;
  const email = `delivery-${Date.now()}-${process.pid}-${counter}@e2e.example`;
  const password = "delivery-e2e-password-2025";
  const signup = await page.request.post("/api/auth/signup", { data: { name: "Ravi Menon", email, password } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
}

type ApiProduct = { _id: string; slug: string; name: string; price: number; inStock: boolean };

const products = async (page: Page, query: string): Promise<ApiProduct[]> =>
  (await page.request.get(`/api/getproducts/products?${query}`)).json();

/** "Delivery by Fri, 27 Nov – Mon, 30 Nov" (or one date). */
const PROMISE = /Delivery by \w{3}, \d{1,2} \w{3}( – \w{3}, \d{1,2} \w{3})?/;

test("the product page lists the declarations and promises delivery dates for a typed PIN code", async ({ page }) => {
  const [imported] = await products(page, "brands=Nomad%20Gear&pageSize=1");
  await page.goto(`/product/${imported!.slug}`);

  const details = page.getByRole("region", { name: "Product details" });
  for (const [label, value] of [
    ["Net Quantity", "1 N"],
    ["Country of Origin", "Vietnam"],
    ["Manufactured by", "Saigon Pack Manufacturing Co., Ltd."],
    ["Imported by", "Nomad Gear India Pvt. Ltd."],
    ["Customer Care", "Kosh & Co. Retail Private Limited, 14 Linking Road"],
  ]) {
    await expect(details.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(details).toContainText(`${label}${value}`);
  }
  await expect(page.getByTestId("mrp")).toHaveText(/^MRP ₹[\d,]+ \(inclusive of all taxes\)$/);

  const check = page.getByTestId("delivery-check");
  await check.getByLabel("Delivery PIN code").fill("560001");
  await check.getByRole("button", { name: "Check" }).click();
  const result = page.getByTestId("delivery-result");
  await expect(result).toContainText(PROMISE);
  await expect(result).toContainText("to Bengaluru, Karnataka");
  await expect(result).toContainText("Cash on Delivery available");

  await check.getByLabel("Delivery PIN code").fill("744101");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(result).toContainText("Cash on Delivery is not available in Andaman and Nicobar Islands.");
  await check.getByLabel("Delivery PIN code").fill("999999");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(result).toHaveText("Sorry, we do not deliver to PIN code 999999 yet. Please check the PIN code.");
  await check.getByLabel("Delivery PIN code").fill("5600");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(result).toHaveText("Enter a valid 6-digit PIN code.");

  // The PIN code is remembered for the visit: another product page answers at once.
  await check.getByLabel("Delivery PIN code").fill("560001");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(result).toContainText("to Bengaluru, Karnataka");
  const [other] = await products(page, "brands=Rasoi%20Craft&pageSize=1");
  await page.goto(`/product/${other!.slug}`);
  await expect(page.getByTestId("delivery-check").getByLabel("Delivery PIN code")).toHaveValue("560001");
  await expect(page.getByTestId("delivery-result")).toContainText(PROMISE);

  // Search engines read the declarations, the shipping details and the returns policy.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product");
  expect(product.countryOfOrigin).toEqual({ "@type": "Country", name: "India" });
  expect(product.manufacturer.name).toBe("Rasoi Craft Metalware Pvt. Ltd.");
  expect(product.offers.shippingDetails[0].deliveryTime.transitTime).toMatchObject({ minValue: 4, maxValue: 7 });
  expect(product.offers.hasMerchantReturnPolicy).toMatchObject({
    merchantReturnDays: 1,
    refundType: "https://schema.org/ExchangeRefund",
  });
});

test("a signed-in shopper's product page promises delivery to the default address, also after visiting Saved Address", async ({
  page,
}) => {
  await newShopper(page);
  const saved = await page.request.post("/api/addresses", {
    data: {
      fullName: "Ravi Menon",
      phone: "9876543210",
      street: "12 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560001",
      isDefault: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The address book and the delivery check both read the saved addresses: one answer, one shape.
  await page.goto("/address");
  await expect(page.getByText("12 MG Road")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop", exact: true }).click();
  // A seeded product (e2e/support/catalog.ts), not the newest card: that can be another spec's, withdrawn meanwhile.
  await page.getByRole("checkbox", { name: "Tiffin & Co." }).check();
  await expect(page).toHaveURL(/\/shop\?brands=Tiffin/);
  await page.getByTestId("product-card").filter({ hasText: "Tiffin & Co." }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByTestId("delivery-check").getByLabel("Delivery PIN code")).toHaveValue("560001");
  await expect(page.getByTestId("delivery-result")).toContainText("to Bengaluru, Karnataka");
});

test("at checkout a typed PIN code fills in city and state, and one from another state is refused", async ({
  page,
}) => {
  await newShopper(page);
  const [bag] = await products(page, "brands=Wildtrail&sort=price-asc&pageSize=1");
  expect(
    (
      await page.request.post("/api/cart/add", { data: { productId: bag!._id, quantity: 1, ...firstChoice(bag!) } })
    ).ok(),
  ).toBe(true);
  await page.goto("/checkout");
  await page.getByLabel("Full Name required", { exact: true }).fill("Ravi Menon");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByLabel("Address", { exact: true }).fill("12 MG Road");

  await page.getByLabel("PIN Code", { exact: true }).fill("560001");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Bengaluru");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Karnataka");
  await expect(page.getByTestId("checkout-delivery")).toContainText(PROMISE);
  // The city stays the shopper's to edit.
  await page.getByLabel("City", { exact: true }).fill("Bangalore");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Bangalore");

  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/")) sent.push(request.url());
  });
  await page.getByLabel("State", { exact: true }).selectOption("Maharashtra");
  const message =
    "PIN code 560001 is in Karnataka, not Maharashtra. Check the PIN code, or choose Karnataka as the state.";
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page.getByLabel("State", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);

  await page.getByLabel("State", { exact: true }).selectOption("Karnataka");
  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  // My Orders shows the dates promised at checkout.
  await expect(page.getByTestId("order-expected-delivery")).toHaveText(/^between \w{3}, \d{1,2} \w+ \d{4} and /);
});

test("a COD order above the ₹50,000 limit is refused with its message; checkout offers online payment", async ({
  page,
}) => {
  await newShopper(page);
  const priciest = (await products(page, "sort=price-desc&pageSize=10")).find((p) => p.inStock)!;
  const quantity = Math.ceil(50_001 / priciest.price);
  const add = await page.request.post("/api/cart/add", {
    data: { productId: priciest._id, quantity, ...firstChoice(priciest) },
  });
  expect(add.ok(), await add.text()).toBe(true);

  // The cart's delivery check already says so.
  await page.goto("/cart");
  const cartCheck = page.getByTestId("delivery-check");
  await cartCheck.getByLabel("Delivery PIN code").fill("400050");
  await cartCheck.getByRole("button", { name: "Check" }).click();
  const limitMessage = "Cash on Delivery is available for orders up to ₹50,000. Please pay online for this order.";
  await expect(page.getByTestId("delivery-result")).toContainText(limitMessage);

  await page.goto("/checkout");
  await page.getByLabel("Full Name required", { exact: true }).fill("Ravi Menon");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByLabel("Address", { exact: true }).fill("14 Linking Road");
  await page.getByLabel("PIN Code", { exact: true }).fill("400050");
  const cod = page.getByRole("radio", { name: "Cash on Delivery (COD)" });
  await expect(cod).toBeDisabled();
  await expect(page.getByTestId("payment-option-unavailable")).toHaveText(limitMessage);
  await expect(page.getByRole("radio", { name: "Pay Online" })).toBeChecked();
  await expect(page.getByRole("button", { name: /^Pay ₹[\d,]+ with Razorpay$/ })).toBeVisible();

  // The rule is the server's: a COD order sent anyway is refused, and nothing is ordered.
  const refused = await page.request.post("/api/payment/place-order", {
    data: {
      paymentMethod: "COD",
      shippingAddress: {
        fullName: "Ravi Menon",
        phone: "9876543210",
        address: "14 Linking Road",
        city: "Mumbai",
        state: "Maharashtra",
        postalCode: "400050",
        country: "India",
      },
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ success: false, message: limitMessage });
  expect(await (await page.request.get("/api/payment/get-orders")).json()).toMatchObject({ orders: [] });
});

test("on a phone the header shows the cart and wishlist with their counts", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await newShopper(page);
  const [bag] = await products(page, "brands=Urbanpack&pageSize=1");
  expect(
    (
      await page.request.post("/api/cart/add", { data: { productId: bag!._id, quantity: 2, ...firstChoice(bag!) } })
    ).ok(),
  ).toBe(true);
  await page.goto("/shop");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
});
