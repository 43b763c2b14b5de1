import { expect, test } from "./support/test";
import { png } from "../test/images";

test("an admin adds a shop with a picture, Hindi name and display order; /nearby-shops and /hi/nearby-shops show it at once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.171" } });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@kosh.example", password: "admin-demo-2025" },
  });
  expect(login.ok()).toBe(true);
  const name = `Kosh Hazratganj ${Date.now().toString(36)}`;

  // Warm the page's cached read first, so seeing the new shop proves the write invalidated it.
  await page.goto("/nearby-shops");
  await expect(page.getByTestId("nearby-shop").first()).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Nearby shops" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nearby shops" })).toBeVisible();
  const form = page.getByRole("region", { name: "Add a shop" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Name (Hindi, optional)").fill("कोश हज़रतगंज");
  await form.getByLabel(/Display order/).fill("0");
  await form.getByLabel("Address (street and area)").fill("14, Shahnajaf Road, Hazratganj");
  await form.getByLabel("City", { exact: true }).fill("Lucknow");
  await form.getByLabel("Address (Hindi, optional)").fill("14, शाहनजफ़ रोड, हज़रतगंज");
  await form.getByLabel("City (Hindi, optional)").fill("लखनऊ");
  await form.getByLabel("State").selectOption("Uttar Pradesh");
  await form.getByLabel("PIN code").fill("226001");
  await form.getByLabel("Maps link (https)").fill("https://www.google.com/maps/search/?api=1&query=Hazratganj");
  await form.getByLabel(/Upload picture/).setInputFiles({
    name: "shop.png",
    mimeType: "image/png",
    buffer: png(40, 30, [30, 90, 160]),
  });
  await expect(form.getByRole("img", { name: "Shop picture" })).toHaveAttribute("src", /^\/media\//);

  // A telephone that is no Indian number is refused with the server's message, then a landline is taken.
  await form.getByLabel("Telephone").fill("12345");
  await form.getByRole("button", { name: "Add shop" }).click();
  await expect(form.getByRole("alert")).toContainText("Enter a valid Indian telephone number");
  // So is a PIN code of another state than the one chosen.
  await form.getByLabel("Telephone").fill("+91 522 400 1234");
  await form.getByLabel("PIN code").fill("560038");
  await form.getByRole("button", { name: "Add shop" }).click();
  await expect(form.getByRole("alert")).toContainText("PIN code 560038 is in Karnataka, not Uttar Pradesh.");
  await form.getByLabel("PIN code").fill("226001");
  await form.getByLabel("Telephone").fill("+91 522 400 1234");
  await form.getByRole("button", { name: "Add shop" }).click();
  const listed = page.getByRole("list", { name: "Shops" }).getByRole("listitem").filter({ hasText: name });
  await expect(listed).toBeVisible();

  await page.goto("/nearby-shops");
  // Display order 0: before the seeded shops.
  await expect(page.getByTestId("nearby-shop").first().getByRole("heading")).toHaveText(name);
  const card = page.getByTestId("nearby-shop").filter({ has: page.getByRole("heading", { name }) });
  await expect(card.locator("address")).toHaveText("14, Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001");
  await expect(card.getByRole("link", { name: "+91 522 400 1234" })).toHaveAttribute("href", "tel:+915224001234");
  await expect(card.getByRole("img")).toHaveAttribute("src", /^\/media\//);
  await page.goto("/hi/nearby-shops");
  const hindiCard = page.getByTestId("nearby-shop").first();
  await expect(hindiCard.getByRole("heading")).toHaveText("कोश हज़रतगंज".normalize("NFC"));
  await expect(hindiCard.locator("address")).toHaveText(
    "14, शाहनजफ़ रोड, हज़रतगंज, लखनऊ, उत्तर प्रदेश 226001".normalize("NFC"),
  );

  // Deleted again, so the other specs see the seeded directory.
  await page.goto("/admin/nearby-shops");
  page.once("dialog", (dialog) => void dialog.accept());
  await listed.getByRole("button", { name: "Delete" }).click();
  await expect(listed).toHaveCount(0);
  await context.close();
});
