import { readFile } from "node:fs/promises";
import { expect, test, type Browser } from "./support/test";
import { png } from "../test/images";

async function adminPage(browser: Browser, ip: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip }, acceptDownloads: true });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@kosh.example", password: "admin-demo-2025" },
  });
  expect(login.ok()).toBe(true);
  return { context, page };
}

test("an admin creates a product with an uploaded image; the shop shows it at once, and a price edit too", async ({
  browser,
}) => {
  // Creation, two refusals, uploads, browsing, search, the product page, an edit, deactivation:
  // 1.5 min was not enough at a load average of 15 on 2 cores.
  test.setTimeout(180_000);
  const { context, page } = await adminPage(browser, "203.0.113.160");
  const name = `Zephyrine Trail Daypack ${Date.now().toString(36)}`;

  // Warm the shop's cached reads first, so seeing the new product proves the write invalidated them.
  await page.goto("/shop");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);

  await page.goto("/admin/catalogue");
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page
    .getByLabel("Description", { exact: true })
    .fill("A light daypack for monsoon commutes, with a roll-top and reflective tape.");
  await page.getByLabel("Price (₹)").fill("1499");
  await page.getByLabel("MRP (₹, optional)").fill("1999");
  await page.getByLabel("Stock", { exact: true }).fill("9");
  await page.getByLabel("Brand", { exact: true }).selectOption({ label: "Wildtrail" });
  await page.getByLabel("Brand subcategory").selectOption({ label: "Daypack Series" });
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "BackPack › Daypacks" });
  await page.getByLabel("Colours (comma-separated, optional)").fill("Teal, Grey");

  // Not in the shop without the declarations the Legal Metrology rules ask for…
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "An active product must show its mandatory declarations." }),
  ).toHaveText(
    "An active product must show its mandatory declarations. Add: generic name, net quantity, country of origin, manufacturer's name, manufacturer's address.",
  );
  await expect(page).toHaveURL(/\/admin\/catalogue\/new$/);
  // …which the form takes beside the rest.
  await page.getByLabel("Generic name", { exact: true }).fill("Daypack");
  await page.getByLabel("Net quantity").fill("1");
  await page.getByLabel("Unit", { exact: true }).selectOption("N");
  await page.getByLabel("Dimensions (optional)").fill("44 x 28 x 15 cm");
  await page.getByLabel("Country of origin").fill("Vietnam");
  await page.getByLabel("Manufacturer’s name").fill("Saigon Pack Manufacturing Co., Ltd.");
  await page.getByLabel("Manufacturer’s address").fill("Lot 14, Tan Thuan EPZ, Ho Chi Minh City, Vietnam");
  await page.getByLabel("Also named on the label").selectOption({ label: "Imported by" });
  await page.getByLabel("Imported by: name").fill("Wildtrail Outdoor Gear Pvt. Ltd.");
  await page.getByLabel("Imported by: address").fill("Plot 45, Sector 6, IMT Manesar, Gurugram, Haryana 122051");

  // A disguised non-image is refused with the server's message; a real PNG is taken.
  await page.getByLabel(/Upload image/).setInputFiles({
    name: "not-really.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html>not an image</html>"),
  });
  await expect(page.getByText("Only JPEG, PNG or WebP images can be uploaded.")).toBeVisible();
  await page.getByLabel(/Upload image/).setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: png(40, 40, [20, 120, 120]) },
    { name: "back.png", mimeType: "image/png", buffer: png(40, 40, [200, 80, 20]) },
  ]);
  const images = page.getByRole("list", { name: "Product images" }).getByRole("listitem");
  await expect(images).toHaveCount(2);
  const [front, back] = await Promise.all([
    images.nth(0).getByRole("img").getAttribute("src"),
    images.nth(1).getByRole("img").getAttribute("src"),
  ]);
  // Stored in the database, at the hash of its bytes.
  expect(front).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
  // Reorder: the back view becomes the main image.
  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expect(images.nth(0).getByRole("img")).toHaveAttribute("src", back!);

  // Nor without a GST category: there is no "none", so it is never invoiced at 0% by default.
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "An active product needs a GST category" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogue\/new$/);
  await page.getByLabel("GST category", { exact: true }).selectOption({ label: "Travel goods (HSN 4202, 18%)" });

  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/[^/]+\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const shopLink = page.getByRole("link", { name: "view in the shop" });
  const productPath = (await shopLink.getAttribute("href"))!;
  expect(productPath).toMatch(/^\/product\/zephyrine-trail-daypack-/);

  // Browsing (cached) and searching both show it at once.
  await page.goto("/shop");
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.goto("/shop?q=zephyrine");
  const card = page.getByTestId("product-card").filter({ hasText: name });
  await expect(card).toContainText("₹1,499");
  await expect(card.locator("img")).toHaveAttribute("src", back!);

  await page.goto(productPath);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("₹1,499", { exact: true })).toBeVisible();
  const details = page.getByRole("region", { name: "Product details" });
  await expect(details).toContainText("Country of OriginVietnam");
  await expect(details).toContainText("Imported byWildtrail Outdoor Gear Pvt. Ltd., Plot 45");
  const mainImage = page.locator(`img[src="${back}"]`).first();
  await expect(mainImage).toBeVisible();
  expect(await mainImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

  // The image route serves it as a PNG, cached for ever, and a revalidation costs no bytes.
  const served = await page.request.get(front!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const etag = served.headers()["etag"]!;
  expect(etag).toBe(`"${front!.slice("/media/".length, -".png".length)}"`);
  const revalidated = await page.request.get(front!, { headers: { "if-none-match": etag } });
  expect(revalidated.status()).toBe(304);

  // The search API is answered from the server's response cache (server.mjs) once warm…
  const searchApi = async () => {
    const response = await page.request.get("/api/getproducts/search?query=zephyrine");
    const body = (await response.json()) as { products: Array<{ name: string; price: number }> };
    return { cache: response.headers()["x-cache"], price: body.products.find((p) => p.name === name)?.price };
  };
  expect((await searchApi()).price).toBe(1499);
  expect(await searchApi()).toEqual({ cache: "HIT", price: 1499 });

  // Edit the price: the (cached) product page shows the new one at once.
  await page.goBack();
  await page.goto("/admin/catalogue?q=zephyrine");
  await page.getByRole("link", { name }).click();
  await page.getByLabel("Price (₹)").fill("1299");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await page.goto(productPath);
  await expect(page.getByText("₹1,299", { exact: true })).toBeVisible();
  await expect(page.getByText("₹1,499", { exact: true })).toHaveCount(0);
  // …and the edit emptied that cache too.
  expect(await searchApi()).toEqual({ cache: "MISS", price: 1299 });

  // Deactivate: gone from the shop, still in the console.
  await page.goto("/admin/catalogue?q=zephyrine");
  await page.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
  const gone = await page.goto(productPath);
  expect(gone?.status()).toBe(404);
  // Kept by no shared cache (a CDN), so its reactivation shows at once there too.
  expect(gone?.headers()["cache-control"]).toMatch(/(^|,\s*)no-store(,|$)/);
  await page.goto("/shop?q=zephyrine");
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  expect((await searchApi()).price).toBeUndefined();

  // Reactivate: its page is back at once, not the 404 the server kept.
  await page.goto("/admin/catalogue?q=zephyrine");
  await page.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByRole("button", { name: "Deactivate" })).toBeVisible();
  const reactivated = await page.goto(productPath);
  expect(reactivated?.status()).toBe(200);
  // Withdrawn again: other specs buy the newest product on sale.
  await page.goto("/admin/catalogue?q=zephyrine");
  await page.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
  await context.close();
});

test("two admins edit one product at once: each save sends only its own changes, so neither undoes the other", async ({
  browser,
}) => {
  const first = await adminPage(browser, "203.0.113.163");
  const second = await adminPage(browser, "203.0.113.164");
  // A product of this test's own: a copy of a seeded one under a new name.
  const listed = await first.page.request.get("/api/admin/products?q=backpack");
  const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
  const name = `Twin Edit Backpack ${Date.now().toString(36)}`;
  const created = await first.page.request.post("/api/admin/products", {
    data: { ...items[0], name, nameHi: null, descriptionHi: null, genericNameHi: null, price: 1999, mrp: 2499 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  const editPath = `/admin/catalogue/${product.id}/edit`;

  // Both open the edit form showing ₹1,999 and the original description.
  await first.page.goto(editPath);
  await second.page.goto(editPath);
  await expect(second.page.getByLabel("Price (₹)")).toHaveValue("1999");
  await first.page.getByLabel("Price (₹)").fill("1799");
  await first.page.getByRole("button", { name: "Save changes" }).click();
  await expect(first.page.getByText("Product saved.")).toBeVisible();
  // The second still shows ₹1,999 and changes only the description: the first admin's price stays.
  await second.page.getByLabel("Description", { exact: true }).fill("Now with a rain cover in the base pocket.");
  await second.page.getByRole("button", { name: "Save changes" }).click();
  await expect(second.page.getByText("Product saved.")).toBeVisible();

  const saved = await first.page.request.get(`/api/admin/products/${product.id}`);
  expect(await saved.json()).toMatchObject({
    price: 1799,
    description: "Now with a rain cover in the base pocket.",
  });
  await first.context.close();
  await second.context.close();
});

test("the inbox lists a contact message, downloads the messages as CSV and marks one read", async ({ browser }) => {
  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.170" } });
  const marker = `Zip broke on day ${Date.now().toString(36)}, "please" help`;
  const sent = await visitor.request.post("/api/contact", {
    data: { name: "Meera Nair", email: "meera@example.in", subject: "Returns", message: marker },
  });
  expect(sent.status()).toBe(201);
  await visitor.close();

  const { context, page } = await adminPage(browser, "203.0.113.171");
  await page.goto("/admin/inbox");
  const message = page.getByRole("article", { name: "Returns from Meera Nair" }).filter({ hasText: marker });
  await expect(message).toBeVisible();
  await expect(message).toContainText("meera@example.in");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download messages CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Received (UTC),Name,Email,Subject,Message,Read");
  expect(csv).toContain(`Meera Nair,meera@example.in,Returns,"${marker.replace(/"/g, '""')}",no`);

  // Dealt with: marked read, it loses its "Unread" badge, and can be marked unread again.
  await expect(message.getByText("Unread", { exact: true })).toBeVisible();
  await message.getByRole("button", { name: "Mark as read" }).click();
  await expect(message.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await expect(message.getByText("Unread", { exact: true })).toHaveCount(0);
  await expect(message).toContainText(/Read \d/);
  await message.getByRole("button", { name: "Mark as unread" }).click();
  await expect(message.getByText("Unread", { exact: true })).toBeVisible();

  const response = await page.request.get("/api/admin/inbox/subscribers.csv");
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="newsletter-subscribers-/);
  await context.close();
});
