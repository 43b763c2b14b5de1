import { expect, test, type Page } from "./support/test";
import { addSeededProductToCart, SEEDED_SHOP_PAGE } from "./support/catalog";
import { dropChunksContaining, dropZodChunks } from "./support/network";

// Checkout, order confirmation, My Orders and Track Order, as a shopper uses
// them. Every test signs up its own shopper (its own cart and orders) on its
// own network address, so the sign-up and login limits of one run never trip.
// Online payment runs through the local Razorpay sandbox (no keys in tests).

let counter = 0;

async function newShopper(page: Page, name = "Asha Verma") {
  counter += 1;
  const email = `checkout-${Date.now()}-${process.pid}-${counter}@e2e.example`;
  const password = "checkout-e2e-password-2025";
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${(process.pid + counter * 11) % 250}` });
  const signup = await page.request.post("/api/auth/signup", { data: { name, email, password } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { email, password };
}

const ADDRESS = {
  fullName: "Asha Verma",
  phone: "9876543210",
  address: "221 Linking Road, Bandra West",
  city: "Mumbai",
  state: "Maharashtra",
  postalCode: "400050",
};

async function fillShipping(page: Page, skip: keyof typeof ADDRESS | null = null) {
  const fill = async (label: string, field: keyof typeof ADDRESS) =>
    page.getByLabel(label, { exact: true }).fill(field === skip ? "" : ADDRESS[field]);
  await fill("Full Name required", "fullName");
  await fill("Phone", "phone");
  await fill("Address", "address");
  // A typed PIN code fills in city and state: wait for that before typing over them.
  await fill("PIN Code", "postalCode");
  if (skip !== "postalCode") await expect(page.getByTestId("checkout-delivery")).toContainText("Delivery by");
  await fill("City", "city");
  await page.getByLabel("State", { exact: true }).selectOption(skip === "state" ? "" : ADDRESS.state);
}

/** Places a COD order through the API (setup for the tracking tests); returns our order id. */
async function placeCodOrderThroughApi(page: Page): Promise<string> {
  await addSeededProductToCart(page.request);
  const response = await page.request.post("/api/payment/place-order", {
    data: { paymentMethod: "COD", shippingAddress: { ...ADDRESS, country: "India" } },
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { orderId } = await response.json();
  return orderId as string;
}

test("COD: from the cart to My Orders", async ({ page }) => {
  await newShopper(page);
  // Seeded products only: the newest card can be another spec's product, changed or withdrawn meanwhile (once).
  await page.goto(SEEDED_SHOP_PAGE);
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
    .first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();

  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByRole("dialog", { name: "Proceed to Checkout?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();

  // No saved address yet: the shopper's name is filled in, the rest is typed.
  await expect(page.getByLabel("Full Name required")).toHaveValue("Asha Verma");
  await expect(page.getByLabel("Country")).toHaveValue("India");
  await expect(page.getByTestId("checkout-lines")).toContainText(`${name} × 1`);
  await expect(page.getByRole("radio", { name: "Cash on Delivery (COD)" })).toBeChecked();
  await fillShipping(page);

  const placeOrder = page.getByRole("button", { name: "Place COD Order" });
  const orderCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/place-order")) orderCalls.push(request.headers()["idempotency-key"] ?? "");
  });
  await placeOrder.dblclick();
  await expect(page.getByText("Order placed successfully! You'll pay cash on delivery.")).toBeVisible();
  await expect(placeOrder).toBeDisabled();
  await expect(page).toHaveURL(/\/orders$/);

  const orders = page.getByTestId("order-card");
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText(`${name} × 1`);
  await expect(orders).toContainText("Cash on Delivery (COD)");
  await expect(orders.getByTestId("payment-status")).toHaveText("Pending");
  await expect(orders.getByTestId("fulfillment-status")).toHaveText("Order Placed");
  await expect(orders).toContainText("221 Linking Road, Bandra West, Mumbai, Maharashtra 400050");
  // A double click sends at most one attempt, and every attempt carries its key.
  expect(new Set(orderCalls).size).toBe(1);
  expect(orderCalls[0]).toMatch(/^[0-9a-f-]{36}$/);

  // The cart the order bought is empty now.
  await expect(page.getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();
});

test("COD with a missing field shows the spec's message and sends nothing", async ({ page }) => {
  await newShopper(page);
  await addSeededProductToCart(page.request);
  await page.goto("/checkout");
  await fillShipping(page, "city");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/")) sent.push(request.url());
  });
  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page.getByText("Please fill out all shipping information before placing an order.")).toBeVisible();
  await expect(page.getByLabel("City", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("City", { exact: true })).toBeFocused();
  // A state left unchosen counts as missing too.
  await fillShipping(page, "state");
  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page.getByLabel("State", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);
});

test("when the shipping rules cannot be loaded, checkout says so, sends nothing and keeps the form", async ({
  page,
}) => {
  await newShopper(page);
  await addSeededProductToCart(page.request);
  const { dropped } = await dropZodChunks(page);
  await page.goto("/checkout");
  await fillShipping(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/")) sent.push(request.url());
  });
  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page.getByText("Error placing the order. Try again!")).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(ADDRESS.address);
  await expect(page.getByRole("button", { name: "Place COD Order" })).toBeEnabled();
  expect(sent).toEqual([]);
  expect(dropped).not.toEqual([]);
});

test("guests are sent to log in, and an empty cart has nothing to check out", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcheckout/);
  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Forders/);

  await newShopper(page);
  await page.goto("/checkout");
  await expect(page.getByText("Your cart is empty, so there is nothing to check out yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Shop" })).toHaveAttribute("href", "/shop");
  await page.goto("/orders");
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Shop" })).toHaveAttribute("href", "/shop");
});

test("Pay Online: saved addresses fill the form, the sandbox pays, and the confirmation shows", async ({ page }) => {
  await newShopper(page);
  for (const [street, city, isDefault] of [
    ["7 Park Street", "Kolkata", false],
    ["12 MG Road, Indiranagar", "Bengaluru", true],
  ] as const) {
    const saved = await page.request.post("/api/addresses", {
      data: {
        fullName: "Asha Verma",
        phone: "9876543210",
        street,
        city,
        state: city === "Kolkata" ? "West Bengal" : "Karnataka",
        postalCode: city === "Kolkata" ? "700016" : "560038",
        isDefault,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const name = await addSeededProductToCart(page.request);
  await page.goto("/checkout");

  // The default address is filled in; the other one is a click away.
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("12 MG Road, Indiranagar");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Karnataka");
  const kolkata = page.getByTestId("saved-address").filter({ hasText: "7 Park Street" });
  await expect(kolkata.getByRole("button", { name: "Use this address" })).toHaveAttribute("aria-pressed", "false");
  await kolkata.getByRole("button", { name: "Use this address" }).click();
  await expect(kolkata.getByRole("button", { name: "Use this address" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Kolkata");
  await expect(page.getByLabel("PIN Code")).toHaveValue("700016");

  await page.getByRole("radio", { name: "Pay Online" }).check();
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  expect(total).toMatch(/^₹[\d,]+(\.\d\d)?$/);
  // The price break-up the e-commerce rules ask for: delivery above, the GST it contains here.
  await expect(page.getByTestId("checkout-tax")).toHaveText(/^Includes GST₹[\d,]+(\.\d\d)?$/);
  await page.getByRole("button", { name: `Pay ${total} with Razorpay` }).click();

  const sandbox = page.getByRole("dialog", { name: "Razorpay sandbox" });
  await expect(sandbox).toBeVisible();
  await expect(sandbox.getByTestId("sandbox-amount")).toHaveText(total);
  await expect(sandbox.getByTestId("sandbox-order-id")).toHaveText(/^order_/);
  await sandbox.getByRole("button", { name: `Pay ${total} (succeed)` }).click();

  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirm\?id=/);
  await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await expect(page.getByText(/^(free delivery|₹49 delivery), ₹[\d,.]+ GST$/)).toBeVisible();
  await expect(page.getByText("Standard Shipping")).toBeVisible();
  await expect(page.getByTestId("expected-delivery")).toHaveText(/^by \w{3}, \d{1,2} \w+ \d{4}$/);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Quantity: 1");
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact");

  await page.goto("/orders");
  await expect(page.getByTestId("order-card").getByTestId("payment-status")).toHaveText("Paid");
});

test("a failed online payment says so and the order stays unpaid", async ({ page }) => {
  await newShopper(page);
  await addSeededProductToCart(page.request);
  await page.goto("/checkout");
  await fillShipping(page);
  await page.getByRole("radio", { name: "Pay Online" }).check();
  await page.getByRole("button", { name: /^Pay ₹[\d,.]+ with Razorpay$/ }).click();
  const sandbox = page.getByRole("dialog", { name: "Razorpay sandbox" });
  await sandbox.getByRole("button", { name: "Fail payment" }).click();
  await expect(page.getByText("Payment failed. Your order is not paid; you can try again.")).toBeVisible();
  await expect(sandbox).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: /^Pay ₹[\d,.]+ with Razorpay$/ })).toBeEnabled();

  await page.goto("/orders");
  const order = page.getByTestId("order-card");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("Pay Online (Razorpay)");
  await expect(order.getByTestId("payment-status")).toHaveText(/^(Pending|Failed)$/);
  await expect(order).toContainText("This order has not been paid.");
});

test("when the order calls cannot be loaded, COD says so, sends nothing, and the next press places the order", async ({
  page,
}) => {
  await newShopper(page);
  await addSeededProductToCart(page.request);
  // The order calls (components/checkout/payment-api.ts) load on demand, when the shopper starts on the form.
  const network = await dropChunksContaining(page, "/api/payment/place-order");
  await page.goto("/checkout");
  await fillShipping(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/")) sent.push(request.url());
  });
  const place = page.getByRole("button", { name: "Place COD Order" });
  await place.click();
  await expect(page.getByText("Error placing the order. Try again!")).toBeVisible();
  await expect(place).toBeEnabled();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(ADDRESS.address);
  expect(sent).toEqual([]);
  expect(network.dropped).not.toEqual([]);

  network.reconnect();
  await place.click();
  await expect(page.getByText("Order placed successfully! You'll pay cash on delivery.")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("order-card")).toHaveCount(1);
});

test("when the payment window's code cannot be loaded, Pay Online says so, sends nothing, and the next press pays", async ({
  page,
}) => {
  await newShopper(page);
  await addSeededProductToCart(page.request);
  // The payment window's code (components/checkout/open-payment.ts, which names checkout.js) loads on demand.
  const network = await dropChunksContaining(page, "checkout.razorpay.com");
  await page.goto("/checkout");
  await fillShipping(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/")) sent.push(request.url());
  });
  await page.getByRole("radio", { name: "Pay Online" }).check();
  const pay = page.getByRole("button", { name: /^Pay ₹[\d,.]+ with Razorpay$/ });
  await pay.click();
  await expect(page.getByText("Error placing the order. Try again!")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Razorpay sandbox" })).toHaveCount(0);
  await expect(pay).toBeEnabled();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(ADDRESS.address);
  expect(sent).toEqual([]);
  expect(network.dropped).not.toEqual([]);

  network.reconnect();
  await pay.click();
  const sandbox = page.getByRole("dialog", { name: "Razorpay sandbox" });
  await sandbox.getByRole("button", { name: /^Pay ₹[\d,.]+ \(succeed\)$/ }).click();
  await expect(page).toHaveURL(/\/order-confirm\?id=/);
  await page.goto("/orders");
  await expect(page.getByTestId("order-card")).toHaveCount(1);
  await expect(page.getByTestId("order-card").getByTestId("payment-status")).toHaveText("Paid");
});

test("closing the sandbox pop-up leaves the order unpaid and checkout usable", async ({ page }) => {
  await newShopper(page);
  await addSeededProductToCart(page.request);
  await page.goto("/checkout");
  await fillShipping(page);
  await page.getByRole("radio", { name: "Pay Online" }).check();
  const pay = page.getByRole("button", { name: /^Pay ₹[\d,.]+ with Razorpay$/ });
  await pay.click();
  const sandbox = page.getByRole("dialog", { name: "Razorpay sandbox" });
  await sandbox.getByRole("button", { name: "Close" }).click();
  await expect(sandbox).toBeHidden();
  await expect(page.getByText("Payment cancelled. Your order is not paid; you can try again.")).toBeVisible();
  await expect(pay).toBeEnabled();
});

test("tracking shows the steps of a real order, and the spec's message for an unknown id", async ({ page }) => {
  await newShopper(page);
  const orderId = await placeCodOrderThroughApi(page);

  // From My Orders, the owner sees the steps at once.
  await page.goto("/orders");
  await page.getByRole("link", { name: "Track this order" }).click();
  await expect(page).toHaveURL(new RegExp(`/trackorder\\?id=${orderId}$`));
  const steps = page.getByTestId("tracking-steps").getByRole("listitem");
  await expect(steps).toHaveText([/Order Placed/, /Packed/, /Shipped/, /Out for Delivery/, /Delivered/]);
  await expect(steps.first()).toHaveAttribute("data-done", "true");
  await expect(steps.first().locator("time")).toBeVisible();
  await expect(steps.nth(1)).toHaveAttribute("data-done", "false");

  await page.getByLabel("Order ID").fill("no-such-order-123");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("No tracking information found for this ID.")).toBeVisible();
});

test("a guest tracks an order with its phone number", async ({ page, browser }) => {
  await newShopper(page);
  const orderId = await placeCodOrderThroughApi(page);

  const guest = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.251" } });
  const guestPage = await guest.newPage();
  await guestPage.goto("/trackorder");
  await guestPage.getByLabel("Order ID").fill(orderId);
  await guestPage.getByLabel("Phone used for the order").fill("9123456780");
  await guestPage.getByRole("button", { name: "Track Order" }).click();
  await expect(guestPage.getByText("No tracking information found for this ID.")).toBeVisible();

  await guestPage.getByLabel("Phone used for the order").fill(ADDRESS.phone);
  await guestPage.getByRole("button", { name: "Track Order" }).click();
  await expect(guestPage.getByTestId("tracking-steps").getByRole("listitem")).toHaveCount(5);
  await guest.close();
});

test("an approved quotation checks out at its quoted price", async ({ page, browser }) => {
  await newShopper(page);
  // A product the cart accepts has stock; the quotation asks for two of it.
  await addSeededProductToCart(page.request);
  const cart: { items: Array<{ productId: string; product: { name: string } }> } = await (
    await page.request.get("/api/cart/getcart")
  ).json();
  const [{ productId, product }] = cart.items as [(typeof cart.items)[number]];
  const created = await page.request.post("/api/quotation/create", {
    data: { items: [{ productId, quantity: 2 }], budget: 1500, specialNotes: "Two for the team" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { quotation } = await created.json();

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.252" } });
  const login = await admin.request.post("/api/auth/login", {
    data: { email: "admin@kosh.example", password: "admin-demo-2025" },
  });
  expect(login.ok()).toBe(true);
  const approved = await admin.request.patch(`/api/admin/quotations/${quotation._id}`, {
    data: {
      decision: "approve",
      quotedPrice: 1500,
      validUntil: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await admin.close();

  await page.goto("/my");
  await page.getByRole("link", { name: "Check out at the quoted price" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?quotation=${quotation._id}$`));
  await expect(page.getByTestId("quotation-checkout")).toContainText(
    `quotation #${quotation._id.slice(-6)} at its quoted price`,
  );
  await expect(page.getByTestId("checkout-lines")).toContainText(`${product.name} × 2`);
  await expect(page.getByTestId("checkout-total")).toHaveText("₹1,500");
  await fillShipping(page);
  await page.getByRole("button", { name: "Place COD Order" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("order-card")).toContainText(`${product.name} × 2`);
  await expect(page.getByTestId("order-card")).toContainText("₹1,500");
});
