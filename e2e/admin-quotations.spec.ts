import { SEEDED_PRODUCTS_API } from "./support/catalog";
import { expect, test } from "./support/test";

test("an admin answers a quotation, the shopper sees the response, and an approval can be withdrawn; shoppers cannot open /admin", async ({
  browser,
}) => {
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.150" } });
  const shopperPage = await shopper.newPage();
  const email = `admin-flow-${Date.now()}@example.in`;
  await shopperPage.request.post("/api/auth/signup", {
    data: { name: "Kavya Rao", email, password: "admin flow passphrase" },
  });
  await shopperPage.request.post("/api/auth/login", { data: { email, password: "admin flow passphrase" } });
  // A seeded product: other specs make products of their own and take them off sale.
  const [product] = await (await shopperPage.request.get(SEEDED_PRODUCTS_API)).json();
  const created = await shopperPage.request.post("/api/quotation/create", {
    data: { items: [{ productId: product._id, quantity: 90 }], budget: 80000, specialNotes: "Navy blue only" },
  });
  const { quotation } = await created.json();

  await shopperPage.goto("/admin/quotations");
  await expect(shopperPage.getByRole("heading", { name: "Quotations" })).toHaveCount(0);

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.151" } });
  const adminPage = await admin.newPage();
  const login = await adminPage.request.post("/api/auth/login", {
    data: { email: "admin@kosh.example", password: "admin-demo-2025" },
  });
  expect(login.ok()).toBe(true);
  await adminPage.goto("/admin/quotations");
  const item = adminPage.getByRole("listitem").filter({ hasText: `Quotation #${quotation._id.slice(-6)}` });
  await expect(item).toContainText("Kavya Rao");
  await item.getByLabel("Quoted price for all units (₹)").fill("48000");
  const validTill = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await item.getByLabel("Valid till").fill(validTill);
  await item.getByLabel("Message to the shopper").fill("Price includes embroidery.");
  await item.getByRole("button", { name: "Send response" }).click();
  await expect(item).toBeHidden();

  await shopperPage.goto("/my");
  const card = shopperPage.getByTestId("quotation-card");
  await expect(card.getByText("approved", { exact: true })).toBeVisible();
  const response = card.getByRole("region", { name: "Admin Response" });
  await expect(response).toContainText("Quoted price: ₹48,000");
  await expect(response).toContainText("Valid till:");
  await expect(response).toContainText("Price includes embroidery.");

  // The admin makes sure the bulk quantity is in stock; the shopper checks out at the quoted price.
  const restock = await adminPage.request.patch(`/api/admin/products/${product._id}`, { data: { stock: 500 } });
  expect(restock.ok(), await restock.text()).toBe(true);
  await response.getByRole("link", { name: "Check out at the quoted price" }).click();
  await expect(shopperPage).toHaveURL(new RegExp(`/checkout\\?quotation=${quotation._id}$`));
  await expect(shopperPage.getByTestId("checkout-total")).toHaveText("₹48,000");
  await shopperPage.getByLabel("Full Name required", { exact: true }).fill("Kavya Rao");
  await shopperPage.getByLabel("Phone", { exact: true }).fill("9876543210");
  await shopperPage.getByLabel("Address", { exact: true }).fill("7 Residency Road");
  await shopperPage.getByLabel("City", { exact: true }).fill("Bengaluru");
  await shopperPage.getByLabel("State", { exact: true }).selectOption("Karnataka");
  await shopperPage.getByLabel("PIN Code", { exact: true }).fill("560025");
  await shopperPage.getByRole("button", { name: "Place COD Order" }).click();
  await expect(shopperPage).toHaveURL(/\/orders$/);
  await expect(shopperPage.getByTestId("order-card")).toContainText("₹48,000");
  await shopperPage.goto("/my");
  await expect(response.getByRole("link", { name: "View the order" })).toBeVisible();

  // Another approval went out at a wrong price: the admin withdraws it before anything is ordered at it.
  const second = await shopperPage.request.post("/api/quotation/create", {
    data: { items: [{ productId: product._id, quantity: 50 }], budget: 40000 },
  });
  const { quotation: mistaken } = await second.json();
  const approved = await adminPage.request.patch(`/api/admin/quotations/${mistaken._id}`, {
    data: { decision: "approve", quotedPrice: 425, validUntil: validTill },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await adminPage.goto("/admin/quotations?status=approved");
  const mistakenItem = adminPage.getByRole("listitem").filter({ hasText: `Quotation #${mistaken._id.slice(-6)}` });
  await mistakenItem.getByRole("button", { name: "Withdraw approval" }).click();
  await mistakenItem.getByLabel("Message to the shopper").fill("₹425 was a typing mistake; a corrected quote follows.");
  await mistakenItem.getByRole("button", { name: "Withdraw approval" }).click();
  await expect(mistakenItem).toBeHidden();

  await shopperPage.goto("/my");
  const withdrawn = shopperPage
    .getByTestId("quotation-card")
    .filter({ hasText: `Quotation #${mistaken._id.slice(-6)}` });
  await expect(withdrawn.getByText("rejected", { exact: true })).toBeVisible();
  await expect(withdrawn.getByRole("region", { name: "Admin Response" })).toHaveText(
    /₹425 was a typing mistake; a corrected quote follows\./,
  );
  await expect(withdrawn.getByRole("link", { name: "Check out at the quoted price" })).toHaveCount(0);
  await shopper.close();
  await admin.close();
});
