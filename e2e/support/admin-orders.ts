import { expect, type Page } from "@playwright/test";

// The admin's Shipped step on the order page: it asks for the courier and AWB
// (required in the form, docs/adr/0038) before "Mark as Shipped".

export async function shipOnOrderPage(page: Page, courier = "Delhivery", awb = `E2E${Date.now()}`) {
  const form = page.getByRole("form", { name: "Ship this order" });
  await form.getByLabel("Courier").selectOption({ label: courier });
  await form.getByLabel("AWB (tracking number)").fill(awb);
  await form.getByRole("button", { name: "Mark as Shipped" }).click();
  await expect(page.getByRole("button", { name: "Mark as Out for Delivery" })).toBeVisible();
  return awb;
}
