import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { dataTexts, englishOn } from "./support/hindi";
import { signUpAndPlaceCodOrder } from "./support/accounts";
import { addSeededProductToCart } from "./support/catalog";

// The Hindi storefront shows no English UI text (issue 17, docs/adr/0024):
// a guest and a signed-in shopper with a cart, an order, a quotation and a
// saved address visit a set of /hi pages; every visible text and every
// aria-label, alt, title, placeholder, the page title and meta description is
// read, and what has Latin-script words beyond the allowed ones fails the
// test. Allowed: product, brand and category names (English when they have no
// Hindi name), codes (PIN, GSTIN, AWB, order numbers), the shop's name,
// e-mail addresses, and the abbreviations India writes in Latin letters.

/** The shop's own names (lib/store.ts's demo values) and people's names, written as they are. */
const SHOP_TEXTS = [
  "Kosh & Co. Retail Private Limited",
  "Kosh & Co.",
  "14 Linking Road, Bandra West",
  "Mumbai",
  "Ananya Iyer", // the grievance officer
  "Priya Raghavan", // the home page's testimonials
  "Arjun Mehta",
];

test("the Hindi storefront shows a guest and a signed-in shopper no English UI text", async ({ page }) => {
  // Other specs add and rename categories and products while this one runs (CI runs two workers): the
  // catalogue's texts are read again before each page, and once more after it when it seems to show English,
  // so a name made or changed while the page rendered counts as catalogue data, not as UI text.
  const allowed = new Set(SHOP_TEXTS);
  const readCatalogue = async () => {
    for (const text of await dataTexts(page)) allowed.add(text);
  };
  const allowedTexts = () => [...allowed].sort((a, b) => b.length - a.length);
  const english: string[] = [];
  const visit = async (path: string, act?: () => Promise<void>) => {
    await readCatalogue();
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    if (act) await act();
    let found = await englishOn(page, allowedTexts());
    if (found.length) {
      await readCatalogue();
      found = await englishOn(page, allowedTexts());
    }
    english.push(...found);
  };

  // A guest.
  await visit("/hi");
  await visit("/hi/shop?sort=price_asc");
  await visit("/hi/trackorder?id=000000000000000000000000");
  await visit("/hi/no-such-page");

  // A signed-in shopper with a saved address, an order, a quotation and a cart.
  const name = "Sunita Yadav";
  const address = {
    fullName: name,
    phone: "9876543210",
    address: "221 Linking Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    postalCode: "400050",
  };
  const { orderId } = await signUpAndPlaceCodOrder(
    page.request,
    { name, email: `hindi-scan-${randomUUID()}@e2e.example`, password: "hindi-scan-e2e-password-2025" },
    address,
    { locale: "hi" },
  );
  const { address: street, ...rest } = address;
  const saved = await page.request.post("/api/addresses", { data: { ...rest, street, isDefault: true } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const products = await (await page.request.get("/api/getproducts/products?pageSize=2")).json();
  const quotation = await page.request.post("/api/quotation/create", {
    data: { items: products.map((p: { _id: string }) => ({ productId: p._id, quantity: 60 })), budget: 90000 },
  });
  expect(quotation.status(), await quotation.text()).toBe(201);
  await addSeededProductToCart(page.request);
  // The shopper's own entries, as typed.
  allowed.add(name).add(street);

  await visit("/hi/cart");
  await visit("/hi/checkout", async () => {
    await page.getByLabel("फ़ोन", { exact: true }).fill("");
    await page.getByRole("button", { name: "COD ऑर्डर करें" }).click();
    // The form's error beside the field is read too.
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  });
  await visit(`/hi/order-confirm?id=${orderId}`);
  await visit("/hi/orders");
  await visit("/hi/my");
  await visit("/hi/profile");

  expect(english, "English texts on /hi pages").toEqual([]);
});
