import { randomBytes } from "node:crypto";
import pg from "pg";
import { logInAsAdmin, signUpAndPlaceCodOrder } from "./support/accounts";
import { shopDatabaseUrl } from "./support/second-server";
import { expect, test } from "./support/test";

// An operator finds a failed refund from the dashboard without opening each order: its order number,
// amount in rupees, reason and age, and the link to the order's Refunds, where Retry is. The refund is
// written straight into the shop's database as Razorpay's refund.failed webhook leaves one (the
// integration tests cover how it gets there).

test("the admin dashboard lists a failed refund and leads to its order's Retry", async ({ browser }) => {
  const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.170" } });
  const { orderId, orderNumber } = await signUpAndPlaceCodOrder(
    shopper.request,
    {
      name: "Meera Joshi",
      email: `refund-attention-${Date.now()}@example.in`,
      password: "refund attention passphrase",
    },
    {
      fullName: "Meera Joshi",
      phone: "98450 12345",
      address: "12 Residency Road",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560025",
    },
  );

  const db = new pg.Client({ connectionString: shopDatabaseUrl() });
  await db.connect();
  try {
    const suffix = randomBytes(6).toString("hex");
    const paymentId = `pay_e2e${suffix}`;
    await db.query(
      `INSERT INTO "Payment" ("id", "orderId", "provider", "providerPaymentId", "status", "amount", "currency", "updatedAt")
       VALUES ($1, $2, 'RAZORPAY', $3, 'PAID', 249900, 'INR', now())`,
      [`e2e_payment_${suffix}`, orderId, paymentId],
    );
    await db.query(
      `INSERT INTO "Refund" ("id", "orderId", "paymentId", "providerPaymentId", "providerRefundId", "amount", "status",
         "failureReason", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, 249900, 'FAILED', 'The customer''s bank account is closed.',
         now() - interval '3 days', now())`,
      [`e2e_refund_${suffix}`, orderId, `e2e_payment_${suffix}`, paymentId, `rfnd_e2e${suffix}`],
    );
  } finally {
    await db.end();
  }

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.171" } });
  const page = await admin.newPage();
  await logInAsAdmin(page.request);
  await page.goto("/admin");
  const section = page.getByRole("region", { name: /Refunds needing attention/ });
  const row = section.getByRole("row").filter({ hasText: `#${orderNumber}` });
  await expect(row).toContainText("₹2,499");
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("The customer's bank account is closed.");
  await expect(row).toContainText("3 days");

  await row.getByRole("link", { name: `#${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}#refunds$`));
  await expect(page.getByTestId("order-refunds")).toContainText("The customer's bank account is closed.");
  await expect(page.getByRole("button", { name: "Retry refund" })).toBeVisible();
  await shopper.close();
  await admin.close();
});
