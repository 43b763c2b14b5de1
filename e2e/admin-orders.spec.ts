import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { shipOnOrderPage } from "./support/admin-orders";
import { logInAsAdmin, signUpAndPlaceCodOrder } from "./support/accounts";

test("an admin moves a shopper's COD order to Shipped one step at a time; shoppers cannot open the console", async ({
  browser,
}) => {
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.160" } });
  const shopperPage = await shopper.newPage();
  const email = `orders-flow-${Date.now()}@example.in`;
  const { orderId } = await signUpAndPlaceCodOrder(
    shopperPage.request,
    { name: "Farhan Qureshi", email, password: "orders flow passphrase" },
    {
      fullName: "Farhan Qureshi",
      phone: "98200 12345",
      address: "4 Hill Road, Bandra West",
      city: "Mumbai",
      state: "Maharashtra",
      postalCode: "400050",
    },
  );

  const notFound = await shopperPage.goto("/admin/orders");
  expect(notFound?.status()).toBe(404);
  await expect(shopperPage.getByRole("heading", { level: 1 })).toHaveText("Page not found");

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.161" } });
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage.request);

  await adminPage.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const row = adminPage.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("COD · Pending");
  await expect(row).toContainText("Order Placed");
  await row.getByRole("link").click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(/^Order #\d+$/);

  const history = adminPage.getByRole("region", { name: "Fulfilment history" }).getByRole("listitem");
  await adminPage.getByRole("button", { name: "Mark as Packed" }).click();
  await expect(history.last()).toContainText("Packed");
  // Shipping asks for the courier and AWB: the form will not send without them.
  const shipForm = adminPage.getByRole("form", { name: "Ship this order" });
  await shipForm.getByRole("button", { name: "Mark as Shipped" }).click();
  await expect(history.last()).toContainText("Packed");
  const awb = `DL${randomInt(10 ** 9, 10 ** 10)}`;
  await shipOnOrderPage(adminPage, "Blue Dart", "BD-TYPO-123");
  await expect(history).toHaveText([/Order Placed/, /Packed/, /Shipped/]);
  await expect(adminPage.getByTestId("admin-shipment")).toContainText("Blue Dart");
  // A typo is corrected on the page until the order is delivered.
  await adminPage.getByRole("button", { name: "Edit shipment details" }).click();
  const editForm = adminPage.getByRole("form", { name: "Edit shipment details" });
  await editForm.getByLabel("Courier").selectOption({ label: "Delhivery" });
  await editForm.getByLabel("AWB (tracking number)").fill(awb.toLowerCase());
  await editForm.getByRole("button", { name: "Save shipment details" }).click();
  await expect(editForm).toHaveCount(0);
  const trackingUrl = `https://www.delhivery.com/track/package/${awb}`;
  await expect(adminPage.getByTestId("admin-shipment")).toContainText(awb);
  await expect(
    adminPage.getByTestId("admin-shipment").getByRole("link", { name: "Track on Delhivery" }),
  ).toHaveAttribute("href", trackingUrl);

  // The shopper's tracking follows the admin's steps.
  const tracking = (await (await shopperPage.request.get(`/api/track?orderId=${orderId}`)).json()) as {
    currentStep: number;
    steps: Array<{ label: string; done: boolean; at: string | null }>;
  };
  expect(tracking.currentStep).toBe(2);
  expect(tracking.steps.filter((s) => s.done).map((s) => s.label)).toEqual(["Order Placed", "Packed", "Shipped"]);
  await shopperPage.goto(`/trackorder?id=${orderId}`);
  const trackSteps = shopperPage.getByTestId("tracking-steps").getByRole("listitem");
  await expect(trackSteps.nth(2)).toContainText("Shipped");
  await expect(trackSteps.nth(2)).toHaveAttribute("data-done", "true");
  await expect(trackSteps.nth(3)).toHaveAttribute("data-done", "false");
  await expect(shopperPage.getByTestId("shipment")).toContainText(`Shipped with Delhivery · AWB ${awb}`);
  await expect(shopperPage.getByRole("link", { name: /^Track on Delhivery/ })).toHaveAttribute("href", trackingUrl);

  // My Orders names the courier and AWB and links to the courier's own page, in a new tab.
  await shopperPage.goto("/orders");
  const trackOn = shopperPage.getByTestId("order-card").getByRole("link", { name: /^Track on Delhivery/ });
  await expect(trackOn).toHaveAttribute("href", trackingUrl);
  await expect(trackOn).toHaveAttribute("target", "_blank");
  await expect(trackOn).toHaveAttribute("rel", "noopener noreferrer");
  await expect(shopperPage.getByTestId("order-card").getByTestId("shipment")).toContainText(
    `Shipped with Delhivery · AWB ${awb}`,
  );
  // The order page says the same, server-rendered; in Hindi too.
  await shopperPage.goto(`/order-confirm?id=${orderId}`);
  await expect(shopperPage.getByTestId("shipment")).toContainText(`Shipped with Delhivery · AWB ${awb}`);
  await shopperPage.goto("/hi/orders");
  await expect(shopperPage.getByTestId("shipment")).toContainText(`Delhivery से भेजा गया · AWB ${awb}`);
  await expect(shopperPage.getByRole("link", { name: /^Delhivery पर ट्रैक करें/ })).toHaveAttribute("href", trackingUrl);
  await shopperPage.goto("/orders");
  // Shipping issued the GST tax invoice: the shopper opens it from My Orders.
  const invoiceLink = shopperPage.getByRole("link", { name: /^Tax invoice [A-Z0-9]{1,3}\/\d{2}-\d{2}\/\d{5}$/ });
  await expect(invoiceLink).toHaveCount(1);
  const invoiceNumber = (await invoiceLink.textContent())!.replace("Tax invoice ", "");
  await invoiceLink.click();
  await expect(shopperPage).toHaveURL(new RegExp(`/orders/${orderId}/invoice$`));
  await expect(shopperPage.getByRole("heading", { name: "Tax Invoice", level: 1 })).toBeVisible();
  await expect(shopperPage.getByTestId("invoice-number")).toHaveText(invoiceNumber);
  await expect(shopperPage.getByText(/^GSTIN: \w{15}$/)).toBeVisible();
  // Delivered inside the shop's own state (Maharashtra): CGST + SGST, no IGST.
  const invoiceTable = shopperPage.getByRole("table", { name: "Items, taxable value and GST" });
  await expect(invoiceTable.getByRole("columnheader", { name: "CGST" })).toBeVisible();
  await expect(invoiceTable.getByRole("columnheader", { name: "SGST" })).toBeVisible();
  await expect(invoiceTable.getByRole("columnheader", { name: "IGST" })).toHaveCount(0);
  const { order } = (await (await shopperPage.request.get(`/api/orders/${orderId}`)).json()) as {
    order: { total: number; invoiceNumber: string };
  };
  expect(order.invoiceNumber).toBe(invoiceNumber);
  await expect(shopperPage.getByTestId("invoice-total")).toHaveText(
    new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(order.total),
  );
  // Nobody else sees it: a guest is sent to log in.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/orders/${orderId}/invoice`);
  await expect(guestPage).toHaveURL(/\/login\?callbackUrl=/);
  await guest.close();

  // The month's register for the GST returns lists it, with a CSV of the month: the month it was issued in
  // (when it shipped), which by now is the next one if the run passed midnight IST on a month's last day.
  const shippedAt = tracking.steps.find((step) => step.label === "Shipped")!.at!;
  await adminPage.goto(`/admin/invoices?month=${indiaDate(new Date(shippedAt)).slice(0, 7)}`);
  await expect(adminPage.getByRole("heading", { name: "Tax invoices", level: 1 })).toBeVisible();
  await expect(adminPage.getByRole("link", { name: invoiceNumber })).toBeVisible();
  const csv = await adminPage.request.get(
    (await adminPage.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!,
  );
  expect(await csv.text()).toContain(`${invoiceNumber},`);

  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(adminPage.getByRole("img", { name: /^Revenue per day, last 30 days/ })).toBeVisible();
  await expect(adminPage.getByRole("img", { name: /^Orders per day, last 30 days/ })).toBeVisible();
  await expect(adminPage.getByRole("table", { name: /Orders and revenue per day/ })).toBeAttached();
  await expect(adminPage.getByRole("link", { name: "See orders to ship" })).toHaveAttribute(
    "href",
    "/admin/orders?status=to-ship",
  );
  await shopper.close();
  await admin.close();
});

test("an admin cancels an order through the Cancel order dialog; Escape keeps the order", async ({ browser }) => {
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.162" } });
  const { orderId, orderNumber } = await signUpAndPlaceCodOrder(
    shopper.request,
    { name: "Nisha Pillai", email: `orders-cancel-${Date.now()}@example.in`, password: "orders cancel passphrase" },
    {
      fullName: "Nisha Pillai",
      phone: "98470 12345",
      address: "9 Turner Road, Bandra West",
      city: "Mumbai",
      state: "Maharashtra",
      postalCode: "400050",
    },
  );

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.163" } });
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage.request);
  await adminPage.goto(`/admin/orders/${orderId}`);
  const cancel = adminPage.getByRole("button", { name: "Cancel order" });
  const dialog = adminPage.getByRole("dialog", { name: `Cancel order #${orderNumber}?` });

  await cancel.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Its items go back into stock. The customer is told by e-mail. This cannot be undone.",
  );
  await adminPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toHaveCount(0);
  const { order } = (await (await shopper.request.get(`/api/orders/${orderId}`)).json()) as {
    order: { fulfillmentStatus: string };
  };
  expect(order.fulfillmentStatus).toBe("Cancelled");
  await shopper.close();
  await admin.close();
});

test("an admin narrows the orders to a search and today's dates and downloads them as CSV", async ({ browser }) => {
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.164" } });
  const email = `orders-export-${Date.now()}@example.in`;
  const { orderId, orderNumber } = await signUpAndPlaceCodOrder(
    shopper.request,
    { name: "Kavya Menon", email, password: "orders export passphrase" },
    {
      fullName: "Kavya Menon",
      phone: "98950 12345",
      address: "12 MG Road",
      city: "Kochi",
      state: "Kerala",
      postalCode: "682016",
    },
  );

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.165" } });
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage.request);
  await adminPage.goto("/admin/orders");
  // The India date it was placed on, not the clock's by now (the next day, had midnight IST passed since).
  const { order } = (await (await shopper.request.get(`/api/orders/${orderId}`)).json()) as {
    order: { createdAt: string };
  };
  const today = indiaDate(new Date(order.createdAt));
  await adminPage.getByLabel("Search orders").fill(email);
  await adminPage.getByLabel("Placed from").fill(today);
  await adminPage.getByLabel("Placed to").fill(today);
  await adminPage.getByRole("button", { name: "Search" }).click();
  await expect(adminPage).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(adminPage.getByText("1 order", { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    adminPage.waitForEvent("download"),
    adminPage.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`orders-${today}-to-${today}.csv`);
  const lines = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Order number,Placed \(IST\),Customer,Customer e-mail,/);
  expect(lines[1]).toContain(`${orderNumber},${today} `);
  expect(lines[1]).toContain(`Kavya Menon,${email},Kavya Menon,`);
  expect(lines[1]).toContain(",COD,Pending,Order Placed,");
  await shopper.close();
  await admin.close();
});

/** The India calendar date ("YYYY-MM-DD") of an instant. */
function indiaDate(at: Date) {
  return new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
