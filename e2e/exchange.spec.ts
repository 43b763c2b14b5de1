import { randomInt } from "node:crypto";
import { expect, test } from "./support/test";
import { shipOnOrderPage } from "./support/admin-orders";
import { logInAsAdmin, signUpAndPlaceCodOrder } from "./support/accounts";

// Spec §6: "Returns and exchanges must be reported within 24 hours of delivery;
// no refunds; one exchange per order; the customer pays exchange shipping."
// An admin delivers an order, the shopper asks to exchange a line, withdraws
// that request and asks again (with a photo), the admin approves it in the exchanges queue, and the replacement
// shipment appears to the shopper and in the admin's orders, where it moves
// through the usual steps.

// Client addresses no other test uses (shared address space 100.64/10; request-edge uses 100.64.x.y).
const address = () => `100.66.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("an admin delivers an order, the shopper requests an exchange, the admin approves it and the replacement ships", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address() } });
  const shopperPage = await shopper.newPage();
  const email = `exchange-flow-${Date.now()}@example.in`;
  const { orderId, orderNumber, productName } = await signUpAndPlaceCodOrder(
    shopperPage.request,
    { name: "Kavya Menon", email, password: "exchange flow passphrase" },
    {
      fullName: "Kavya Menon",
      phone: "98470 12345",
      address: "22 Marine Drive, Ernakulam",
      city: "Kochi",
      state: "Kerala",
      postalCode: "682031",
    },
    { quantity: 2 },
  );

  // The admin takes it to Delivered on the order page.
  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address() } });
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage.request);
  await adminPage.goto(`/admin/orders/${orderId}`);
  await adminPage.getByRole("button", { name: "Mark as Packed" }).click();
  await shipOnOrderPage(adminPage);
  await adminPage.getByRole("button", { name: "Mark as Out for Delivery" }).click();
  await expect(adminPage.getByRole("button", { name: "Mark as Delivered" })).toBeVisible();
  await adminPage.getByRole("button", { name: "Mark as Delivered" }).click();
  await expect(adminPage.getByRole("button", { name: /^Mark as/ })).toHaveCount(0);

  // The shopper asks for an exchange from My Orders.
  await shopperPage.goto("/orders");
  const card = shopperPage
    .getByTestId("order-card")
    .filter({ has: shopperPage.getByRole("heading", { name: `Order #${orderNumber}`, exact: true }) });
  await expect(card.getByTestId("fulfillment-status")).toHaveText("Delivered");
  const status = card.getByTestId("exchange-status");
  // A first request, withdrawn before the shop decides: inside the window the shopper may ask again.
  await card.getByRole("button", { name: "Request exchange" }).click();
  await card.getByLabel("Quantity to exchange").selectOption("2");
  await card.getByLabel("Reason").selectOption("Wrong item");
  await card.getByRole("button", { name: "Send exchange request" }).click();
  await expect(status).toContainText("Exchange Requested");
  shopperPage.once("dialog", (dialog) => void dialog.accept());
  await status.getByRole("button", { name: "Withdraw request" }).click();
  await expect(status).toContainText("Exchange Request Withdrawn");
  await expect(status.getByTestId("exchange-withdrawn")).toContainText("You withdrew this request on");
  await card.getByRole("button", { name: "Request exchange" }).click();
  await expect(card.getByText(/Returns and exchanges must be reported within 24 hours of delivery/)).toBeVisible();
  await card.getByLabel("Quantity to exchange").selectOption("1");
  await card.getByLabel("Reason").selectOption("Damaged");
  await card.getByLabel("Note (optional)").fill("The handle came off on the first day.");
  await card.getByLabel(/^Photos/).setInputFiles({ name: "handle.png", mimeType: "image/png", buffer: PNG });
  await card.getByRole("button", { name: "Send exchange request" }).click();
  await expect(status).toContainText("Exchange Requested");
  await expect(status).toContainText(`${productName} × 1 (Damaged)`);
  await expect(card.getByRole("button", { name: "Request exchange" })).toHaveCount(0);

  // The admin finds it in the queue (linked from the navigation), with the photo, and approves it.
  await adminPage.goto("/admin");
  await adminPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Exchanges" }).click();
  await expect(adminPage.getByRole("heading", { name: "Exchanges", level: 1 })).toBeVisible();
  const request = adminPage
    .getByTestId("exchange-request")
    .filter({ has: adminPage.getByRole("link", { name: `Order #${orderNumber}`, exact: true }) });
  await expect(request).toContainText("The handle came off on the first day.");
  await expect(request.getByRole("img", { name: "Photo 1 from the shopper" })).toBeVisible();
  await request.getByLabel("Message to the shopper (optional)").fill("Sorry! A new one is on its way.");
  await request.getByRole("button", { name: "Approve exchange" }).click();
  // Decided: it leaves the waiting queue.
  await expect(request).toHaveCount(0);

  await adminPage.goto("/admin/exchanges?status=approved");
  const approved = adminPage
    .getByTestId("exchange-request")
    .filter({ has: adminPage.getByRole("link", { name: `Order #${orderNumber}`, exact: true }) });
  const replacementLink = approved.getByTestId("replacement-link");
  await expect(replacementLink).toHaveText(/^order #\d+$/);
  const replacementNumber = Number((await replacementLink.textContent())!.replace("order #", ""));

  // The replacement is an order of its own in the admin's orders, moved through the usual steps.
  await adminPage.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const row = adminPage.getByRole("row").filter({ hasText: `#${replacementNumber}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("₹49");
  await row.getByRole("link").first().click();
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(`Order #${replacementNumber}`);
  await expect(adminPage.getByTestId("order-exchange")).toContainText(`Replacement shipment for order #${orderNumber}`);
  await adminPage.getByRole("button", { name: "Mark as Packed" }).click();
  await expect(adminPage.getByRole("button", { name: "Mark as Shipped" })).toBeVisible();

  // The shopper sees the approval, the message and the replacement's progress, and the replacement itself.
  await shopperPage.goto("/orders");
  await expect(status).toContainText("Exchange Approved");
  await expect(status).toContainText("Sorry! A new one is on its way.");
  await expect(status.getByTestId("replacement-status")).toHaveText("Packed");
  const replacementCard = shopperPage
    .getByTestId("order-card")
    .filter({ has: shopperPage.getByRole("heading", { name: `Order #${replacementNumber}`, exact: true }) });
  await expect(replacementCard.getByTestId("replacement-for")).toContainText(
    `Replacement shipment for order #${orderNumber}`,
  );
  await expect(replacementCard).toContainText(`${productName} × 1`);

  // Shipped, its free goods travel with a delivery challan, linked beside its invoice on both order pages.
  await shipOnOrderPage(adminPage, "Blue Dart");
  await expect(adminPage.getByRole("link", { name: /^Delivery challan DC\/\d{2}-\d{2}\/\d{5}$/ })).toBeVisible();
  await shopperPage.reload();
  await replacementCard.getByRole("link", { name: /^Delivery challan DC\// }).click();
  await expect(shopperPage.getByRole("heading", { level: 1 })).toHaveText("Delivery Challan");
  await expect(shopperPage.getByTestId("challan-reason")).toHaveText(
    "Replacement under warranty/exchange — not a supply",
  );
  await expect(shopperPage.getByTestId("challan-total")).not.toHaveText("₹0.00");

  await shopper.close();
  await admin.close();
});
