import { expect, test, type Page } from "./support/test";
import { dropChunksContaining } from "./support/network";
import { firstChoice } from "./support/catalog";

// A business buyer's checkout (issue 16, point 4): "I need a GST invoice"
// with GSTIN and registered business name, checked beside the fields as the
// shopper types; once an admin marks the order Shipped, its tax invoice
// prints the buyer's GSTIN and name, the admin's register lists it among the
// B2B invoices, and the profile keeps the business for next time.

const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV"; // a published GSTN sample, registered in Maharashtra (27)
const KARNATAKA_GSTIN = "29AAGCB7383J1Z4"; // another, registered in Karnataka (29)
const BUSINESS_NAME = `Sahyadri Office Supplies LLP ${Date.now().toString(36).toUpperCase()}`;

async function signUpShopper(page: Page) {
  const email = `gst-buyer-${Date.now()}-${process.pid}@e2e.example`;
  const password = "gst-invoice-e2e-password-2025";
  const signup = await page.request.post("/api/auth/signup", { data: { name: "Nikhil Deshpande", email, password } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
}

async function addAProduct(page: Page) {
  const products = (await (await page.request.get("/api/getproducts/products?pageSize=20")).json()) as Array<{
    _id: string;
    inStock: boolean;
  }>;
  for (const product of products.filter((p) => p.inStock)) {
    const add = await page.request.post("/api/cart/add", {
      data: { productId: product._id, quantity: 1, ...firstChoice(product) },
    });
    if (add.ok()) return;
  }
  throw new Error("No product could be added to the cart.");
}

test("a business checkout (COD) with a GSTIN gets a tax invoice printing the buyer's GSTIN and name", async ({
  browser,
}) => {
  // Two people, a checkout, two fulfilment steps, the invoice, the register and the profile.
  test.setTimeout(120_000);
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.190" } });
  const page = await shopper.newPage();
  await signUpShopper(page);
  await addAProduct(page);

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("9820012345");
  await page.getByLabel("Address", { exact: true }).fill("7 Senapati Bapat Marg, Dadar West");
  await page.getByLabel("PIN Code", { exact: true }).fill("400050");
  await expect(page.getByTestId("checkout-delivery")).toContainText("Delivery by");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Maharashtra");

  // The fields appear only when asked for.
  const gstin = page.getByLabel("GSTIN", { exact: true });
  const businessName = page.getByLabel("Registered business name", { exact: true });
  await expect(gstin).toHaveCount(0);
  // Ticked once its fields have loaded (at once here: the form loaded them when the shopper started on it).
  await page.getByRole("checkbox", { name: "I need a GST invoice" }).click();
  await expect(page.getByRole("checkbox", { name: "I need a GST invoice" })).toBeChecked();
  await expect(gstin).toBeVisible();

  const orderCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/place-order")) orderCalls.push(request.url());
  });
  const placeOrder = page.getByRole("button", { name: "Place COD Order" });

  // A mistyped check character is caught on leaving the field.
  await gstin.fill("27AAPFU0939F1ZW");
  await businessName.focus();
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await expect(gstin).toHaveAccessibleDescription(
    "This GSTIN's last character does not match the rest of it. Please check it for a typing mistake.",
  );

  // A GSTIN of another state than the shipping state: refused before anything is sent, naming both states.
  await gstin.fill(KARNATAKA_GSTIN);
  await businessName.fill(BUSINESS_NAME);
  await placeOrder.click();
  await expect(gstin).toHaveAccessibleDescription(
    "This GSTIN is registered in Karnataka (29), but the order is shipped to Maharashtra. The place of supply is the shipping state: use your GSTIN for Maharashtra, or ship to Karnataka.",
  );
  await expect(gstin).toBeFocused();
  expect(orderCalls).toHaveLength(0);

  await gstin.fill(MAHARASHTRA_GSTIN.toLowerCase());
  await expect(gstin).toHaveAccessibleDescription("Registered in Maharashtra.");
  await placeOrder.click();
  await expect(page.getByText("Order placed successfully! You'll pay cash on delivery.")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const orders = (await (await page.request.get("/api/payment/get-orders")).json()) as {
    orders: Array<{ _id: string; gstInvoice: { gstin: string; businessName: string } | null }>;
  };
  expect(orders.orders).toHaveLength(1);
  const order = orders.orders[0]!;
  expect(order.gstInvoice).toEqual({ gstin: MAHARASHTRA_GSTIN, businessName: BUSINESS_NAME });

  // An admin packs and ships it, which issues the tax invoice.
  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.191" } });
  const adminPage = await admin.newPage();
  const login = await adminPage.request.post("/api/auth/login", {
    data: { email: "admin@kosh.example", password: "admin-demo-2025" },
  });
  expect(login.ok()).toBe(true);
  for (const status of ["PACKED", "SHIPPED"]) {
    const step = await adminPage.request.post(`/api/admin/orders/${order._id}/fulfillment`, {
      data: { status },
    });
    expect(step.status(), await step.text()).toBe(200);
  }

  await page.goto("/orders");
  await page.getByRole("link", { name: /^Tax invoice / }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}/invoice$`));
  await expect(page.getByRole("heading", { name: "Tax Invoice", level: 1 })).toBeVisible();
  const invoiceNumber = (await page.getByTestId("invoice-number").textContent())!;
  const billedTo = page.getByRole("region", { name: "Billed and shipped to" });
  await expect(billedTo.getByTestId("document-business")).toContainText(BUSINESS_NAME);
  await expect(billedTo.getByTestId("document-business-gstin")).toHaveText(MAHARASHTRA_GSTIN);
  await expect(billedTo).toContainText("Attn: Nikhil Deshpande");
  // The shop's own GSTIN is still there, once.
  await expect(page.getByText(/^GSTIN: \w{15}$/)).toBeVisible();

  // The admin's register lists it among the B2B invoices, with the buyer's GSTIN.
  await adminPage.goto("/admin/invoices");
  const b2b = adminPage.getByRole("region", { name: /^B2B invoices \(registered buyers\)/ });
  const row = b2b.getByRole("row").filter({ has: adminPage.getByRole("link", { name: invoiceNumber }) });
  await expect(row).toContainText(MAHARASHTRA_GSTIN);
  await expect(
    adminPage.getByRole("region", { name: /^B2C invoices/ }).getByRole("link", { name: invoiceNumber }),
  ).toHaveCount(0);
  // The month's HSN summary for GSTR-1 counts it among B2B supplies, with a CSV of its own.
  const hsn = adminPage.getByRole("region", { name: "HSN summary (GSTR-1 table 12)" });
  await expect(
    hsn
      .getByRole("row")
      .filter({ hasText: /^B2B\s*\d{4,8}\s*PCS/ })
      .first(),
  ).toBeVisible();
  const hsnCsv = await adminPage.request.get(
    (await hsn.getByRole("link", { name: "Download HSN CSV" }).getAttribute("href"))!,
  );
  expect(hsnCsv.status()).toBe(200);
  expect(await hsnCsv.text()).toMatch(/^\uFEFF?Supply type,HSN\/SAC,UQC,Total quantity,Rate \(%\),[^\n]*\r\nB2B,/);
  // GSTR-1 lists it in table 4A with the buyer's GSTIN, and in no consumer table.
  const gstr1 = adminPage.getByRole("region", { name: "GSTR-1 tables" });
  const table4a = gstr1.getByRole("region", { name: "B2B invoices (table 4A)" });
  await expect(
    table4a
      .getByRole("row")
      .filter({ has: adminPage.getByRole("link", { name: invoiceNumber }) })
      .first(),
  ).toContainText(MAHARASHTRA_GSTIN);
  await expect(gstr1.getByRole("region", { name: /^B2C/ }).getByRole("link", { name: invoiceNumber })).toHaveCount(0);
  const b2bCsv = await adminPage.request.get(
    (await table4a.getByRole("link", { name: "Download B2B CSV" }).getAttribute("href"))!,
  );
  expect(await b2bCsv.text()).toContain(`${MAHARASHTRA_GSTIN},${BUSINESS_NAME},${invoiceNumber},`);

  // Saved for next time: the profile shows the business.
  await page.goto("/profile");
  await expect(page.getByLabel("GSTIN", { exact: true })).toHaveValue(MAHARASHTRA_GSTIN);
  await expect(page.getByLabel("Registered business name", { exact: true })).toHaveValue(BUSINESS_NAME);

  await admin.close();
  await shopper.close();
});

test("when the GST invoice fields cannot be loaded, ticking the box says so, and ticking it again shows them", async ({
  browser,
}) => {
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.191" } });
  const page = await shopper.newPage();
  await signUpShopper(page);
  await addAProduct(page);
  // The GSTIN rules (lib/gstin-check.mjs's pattern) come with the fields, on demand.
  const network = await dropChunksContaining(page, "[1-9A-Z]Z[0-9A-Z]");
  await page.goto("/checkout");
  const box = page.getByRole("checkbox", { name: "I need a GST invoice" });
  await box.click();
  await expect(
    page.getByText("The GST invoice fields could not load. Check your connection and tick the box again."),
  ).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(page.getByLabel("GSTIN", { exact: true })).toHaveCount(0);
  expect(network.dropped).not.toEqual([]);

  network.reconnect();
  await box.click();
  await expect(box).toBeChecked();
  await expect(page.getByLabel("GSTIN", { exact: true })).toBeVisible();
  await shopper.close();
});
