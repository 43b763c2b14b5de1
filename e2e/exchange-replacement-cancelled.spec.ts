import { expect, test } from "./support/test";
import { logInAsAdmin, signUpAndPlaceCodOrder } from "./support/accounts";

// docs/adr/0034: the shopper cancels the replacement sent for their exchange
// (from My Orders, whose dialog says what that means); their order then says
// the replacement was cancelled and will not come, in English and in Hindi;
// the admin finds the exchange under "Replacement cancelled", approves it
// again, and the shopper sees the new replacement. The set-up (delivery,
// request, first approval) goes through the API; exchange.spec.ts walks those
// screens.

// Client addresses of this spec's own (sign-ups are limited per address).
const SHOPPER_ADDRESS = "203.0.113.240";
const ADMIN_ADDRESS = "203.0.113.241";

test("a cancelled replacement shows as such to the shopper, and the admin approves the exchange again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": SHOPPER_ADDRESS } });
  const shopperPage = await shopper.newPage();
  const email = `replacement-cancelled-${Date.now()}@example.in`;
  const { orderId, orderNumber } = await signUpAndPlaceCodOrder(
    shopperPage.request,
    { name: "Ishaan Rao", email, password: "replacement cancelled pass" },
    {
      fullName: "Ishaan Rao",
      phone: "98450 67890",
      address: "5 Residency Road",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560025",
    },
  );

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ADMIN_ADDRESS } });
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage.request);
  for (const status of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"]) {
    const moved = await adminPage.request.post(`/api/admin/orders/${orderId}/fulfillment`, { data: { status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const order = (await (await shopperPage.request.get(`/api/orders/${orderId}`)).json()) as {
    order: { items: Array<{ _id: string }> };
  };
  const requested = await shopperPage.request.post(`/api/orders/${orderId}/exchange`, {
    data: { items: [{ orderItemId: order.order.items[0]!._id, quantity: 1, reason: "Defective" }] },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const exchangeId = ((await requested.json()) as { exchange: { _id: string } }).exchange._id;
  const approved = await adminPage.request.patch(`/api/admin/exchanges/${exchangeId}`, {
    data: { decision: "approve", message: "A new one is on its way." },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const firstReplacement = ((await approved.json()) as { exchange: { replacement: { number: number } } }).exchange
    .replacement.number;

  // The shopper cancels the replacement from My Orders; the dialog says what it is.
  await shopperPage.goto("/orders");
  const cardOf = (number: number) =>
    shopperPage
      .getByTestId("order-card")
      .filter({ has: shopperPage.getByRole("heading", { name: `Order #${number}`, exact: true }) });
  await cardOf(firstReplacement).getByRole("button", { name: "Cancel order" }).click();
  const dialog = shopperPage.getByRole("dialog", { name: `Cancel order #${firstReplacement}?` });
  await expect(dialog).toContainText(`This order is the replacement for your exchange of order #${orderNumber}.`);
  await dialog.getByLabel("Need to change the address or payment method").check();
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(cardOf(firstReplacement).getByTestId("fulfillment-status")).toHaveText("Cancelled");
  // Its cash on delivery will never be asked for: not "Pending" beside "nothing is due".
  await expect(cardOf(firstReplacement).getByTestId("payment-status")).toHaveText("Nothing to pay");

  // The original order says so, not "Approved"; and in Hindi.
  const status = cardOf(orderNumber).getByTestId("exchange-status");
  await expect(status).toContainText("Exchange: Replacement Cancelled");
  await expect(status).toContainText(
    `The replacement, order #${firstReplacement}, was cancelled and will not be delivered. We will look at your exchange again and reply by e-mail`,
  );
  await expect(status).not.toContainText("A new one is on its way.");
  await shopperPage.goto("/hi/orders");
  const hindiStatus = shopperPage
    .getByTestId("order-card")
    .filter({ has: shopperPage.getByRole("heading", { name: `ऑर्डर #${orderNumber}`, exact: true }) })
    .getByTestId("exchange-status");
  await expect(hindiStatus).toContainText("एक्सचेंज: बदले का सामान रद्द");
  await expect(hindiStatus).toContainText(`बदले का सामान (ऑर्डर #${firstReplacement}) रद्द हो गया है और डिलीवर नहीं होगा।`);
  await expect(
    shopperPage
      .getByTestId("order-card")
      .filter({ has: shopperPage.getByRole("heading", { name: `ऑर्डर #${firstReplacement}`, exact: true }) })
      .getByTestId("payment-status"),
  ).toHaveText("कोई भुगतान नहीं करना है");

  // The admin's orders list and order page say the same, not "COD · Pending" for cash that will never be asked for.
  await adminPage.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const cancelledRow = adminPage
    .getByRole("row")
    .filter({ has: adminPage.getByRole("link", { name: `#${firstReplacement}`, exact: true }) });
  await expect(cancelledRow.getByTestId("payment-status")).toHaveText("COD · Nothing to pay");
  await cancelledRow.getByRole("link", { name: `#${firstReplacement}`, exact: true }).click();
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(`Order #${firstReplacement}`);
  await expect(adminPage.getByTestId("payment-status")).toHaveText("nothing to pay");

  // The admin is told on the queue, finds it under its filter and approves it again.
  await adminPage.goto("/admin/exchanges");
  await expect(adminPage.getByTestId("replacement-cancelled-notice")).toBeVisible();
  await adminPage
    .getByRole("navigation", { name: "Filter by status" })
    .getByRole("link", { name: /^Replacement cancelled/ })
    .click();
  const waiting = adminPage
    .getByTestId("exchange-request")
    .filter({ has: adminPage.getByRole("link", { name: `Order #${orderNumber}`, exact: true }) });
  await expect(waiting).toContainText("Replacement cancelled");
  await expect(waiting.getByTestId("replacement-cancelled-hint")).toContainText(
    `Replacement order #${firstReplacement} was cancelled`,
  );
  await waiting.getByLabel("Message to the shopper (optional)").fill("Sent again to the same address.");
  await waiting.getByRole("button", { name: "Approve again" }).click();
  await expect(waiting).toHaveCount(0);

  await adminPage.goto("/admin/exchanges?status=approved");
  const approvedAgain = adminPage
    .getByTestId("exchange-request")
    .filter({ has: adminPage.getByRole("link", { name: `Order #${orderNumber}`, exact: true }) });
  await expect(approvedAgain.getByTestId("earlier-replacements")).toContainText(
    `order #${firstReplacement} (Cancelled)`,
  );
  const secondReplacement = Number(
    (await approvedAgain.getByTestId("replacement-link").textContent())!.replace("order #", ""),
  );
  expect(secondReplacement).toBeGreaterThan(firstReplacement);

  // The shopper sees the exchange approved again, with the new replacement on its way.
  await shopperPage.goto("/orders");
  await expect(status).toContainText("Exchange Approved");
  await expect(status).toContainText("Sent again to the same address.");
  await expect(status).toContainText(`Replacement: order #${secondReplacement}`);
  await expect(status.getByTestId("replacement-status")).toHaveText("Order Placed");
  await expect(cardOf(secondReplacement).getByTestId("replacement-for")).toContainText(
    `Replacement shipment for order #${orderNumber}`,
  );

  await shopper.close();
  await admin.close();
});
