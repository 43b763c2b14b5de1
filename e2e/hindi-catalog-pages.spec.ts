import { expect, test, type Page } from "./support/test";
import { SEEDED_PRODUCTS_API, seededProductInColours } from "./support/catalog";
import { DEVANAGARI, hindiOf } from "./support/hindi";

// The catalogue pages in Hindi (issue 17): /hi, /hi/shop and a /hi/product
// page say their header, navigation and buttons in Hindi, declare hi-IN, and
// their links stay under /hi.

test.describe.configure({ mode: "parallel" });

/** The header's Hindi texts and that its links keep the shopper in Hindi. */
async function expectHindiHeader(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const main = page.getByRole("navigation", { name: "मुख्य" });
  await expect(main.getByRole("link", { name: "आस-पास की दुकानें" })).toHaveAttribute("href", "/hi/nearby-shops");
  await expect(main.getByRole("link", { name: "शॉप" })).toHaveAttribute("href", "/hi/shop");
  await expect(main.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
  await expect(page.getByRole("search").getByPlaceholder("बैग, लगेज, रसोई का सामान खोजें…")).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "ग्राहक सेवा" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "ऑर्डर ट्रैक करें" })).toHaveAttribute("href", "/hi/trackorder");
}

test("the Hindi home page", async ({ page }) => {
  await page.goto("/hi");
  await expectHindiHeader(page);
  await expect(page).toHaveTitle(/बैकपैक, लैपटॉप बैग, लगेज/);
  const banner = page.getByRole("region", { name: "ऑफ़र" });
  await expect(banner.getByText("सीज़न की सबसे बड़ी सेल")).toBeVisible();
  await expect(banner.getByRole("link", { name: "अभी खरीदें" })).toHaveAttribute("href", "/hi/shop");
  await expect(banner.getByRole("button", { name: "स्लाइड 1 पर जाएँ" })).toBeVisible();
  // The slides' pictures have words: the Hindi ones.
  const picture = page.getByRole("img", { name: "लंबे वीकेंड की तैयारी: केबिन ट्रॉली, चेक-इन स्पिनर और डफ़ल बैग" });
  await expect(picture).toHaveAttribute("src", "/demo-images/banners/hi/1.svg");
  expect(await (await page.request.get("/demo-images/banners/hi/1.svg")).text()).toContain("लंबे वीकेंड की तैयारी");
  await expect(page.getByRole("heading", { name: "कैटेगरी के हिसाब से खरीदें" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "हमसे क्यों खरीदें" })).toBeVisible();
  await expect(page.getByText("₹999 या उससे ज़्यादा के ऑर्डर पर फ़्री शिपिंग")).toBeVisible();
  // Other specs add products of their own (some out of stock, newest first): the first one that can be bought.
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("button", { name: "कार्ट में डालें" }) })
    .first();
  await expect(card.getByRole("button", { name: "कार्ट में डालें" })).toBeVisible();
  await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/hi\/product\//);
});

test("the Hindi shop, its filters and sort", async ({ page }) => {
  await page.goto("/hi/shop");
  await expectHindiHeader(page);
  await expect(page.getByRole("heading", { level: 1, name: "शॉप" })).toBeVisible();
  await expect(page.getByText(/^\d+ प्रोडक्ट$/)).toBeVisible();
  await expect(page.getByRole("group", { name: "ब्रांड" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "क्रमबद्ध करें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "कार्ट में डालें" }).first()).toBeVisible();

  // A filter keeps the shopper in Hindi.
  // Brands show their Hindi names (the seeded catalogue), and filter by them.
  await page.getByRole("group", { name: "ब्रांड" }).getByRole("checkbox", { name: "टिफ़िन एंड कंपनी" }).check();
  await expect(page).toHaveURL(/\/hi\/shop\?brands=/);
  await expect(
    page.getByRole("group", { name: "ब्रांड" }).getByRole("checkbox", { name: "टिफ़िन एंड कंपनी" }),
  ).toBeChecked();
  await expect(page.getByRole("button", { name: "सारे फ़िल्टर हटाएँ" })).toBeVisible();

  // A search from the header stays under /hi and says so in Hindi when nothing matches.
  await page.getByRole("search").getByRole("searchbox").fill("zzqxv");
  await page.getByRole("search").getByRole("button", { name: "खोजें" }).click();
  await expect(page).toHaveURL(/\/hi\/shop\?q=zzqxv$/);
  await expect(page.getByText("“zzqxv” से मिलता कोई प्रोडक्ट नहीं मिला।")).toBeVisible();
});

test("a Hindi product page", async ({ page, request }) => {
  const products: Array<{ slug: string; declarations: { countryOfOrigin: string } }> = await (
    await request.get(SEEDED_PRODUCTS_API)
  ).json();
  const product = products[0]!;
  await page.goto(`/hi/product/${product.slug}`);
  await expectHindiHeader(page);
  const crumbs = page.getByRole("navigation", { name: "आप यहाँ हैं" });
  await expect(crumbs.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
  await expect(crumbs.getByRole("link", { name: "शॉप" })).toHaveAttribute("href", "/hi/shop");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByTestId("mrp")).toContainText(/^एमआरपी ₹[\d,.]+ \(सभी टैक्स सहित\)$/);
  await expect(page.getByRole("button", { name: "कार्ट में डालें" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "प्रोडक्ट की जानकारी" })).toBeVisible();
  await expect(page.getByTestId("product-details")).toContainText("मूल देश");
  // The shop's consumer-care contact (the seed's default) gives its opening hours in Hindi.
  await expect(page.getByTestId("product-details")).toContainText("(सुबह 10 बजे से रात 9 बजे तक)");
  const delivery = page.getByTestId("delivery-check");
  await expect(delivery.getByRole("heading", { name: "डिलीवरी जाँचें" })).toBeVisible();
  await delivery.getByLabel("डिलीवरी का पिन कोड").fill("12");
  await delivery.getByRole("button", { name: "जाँचें" }).click();
  await expect(page.getByTestId("delivery-result")).toHaveText("सही 6 अंकों का पिन कोड दर्ज करें।");
  // A serviceable PIN: the place is named with its state in Hindi, as the message around it is.
  await delivery.getByLabel("डिलीवरी का पिन कोड").fill("400050");
  await delivery.getByRole("button", { name: "जाँचें" }).click();
  await expect(page.getByTestId("delivery-result")).toContainText("Mumbai, महाराष्ट्र में");
  // Its country of origin, stored in English ("China"), in Hindi.
  const [country] = hindiOf(product.declarations.countryOfOrigin);
  expect(country, product.declarations.countryOfOrigin).toMatch(DEVANAGARI);
  await expect(page.getByTestId("product-details").locator("dt:text-is('मूल देश') + dd")).toHaveText(country!);
  // A guest's Add to Cart goes to the Hindi login page.
  await page.getByRole("button", { name: "कार्ट में डालें" }).first().click();
  await expect(page).toHaveURL(/\/hi\/login\?callbackUrl=/);

  // The colours a product is sold in, stored in English, are chosen by their Hindi names; the value sent stays English.
  const colourful = await seededProductInColours(request);
  await page.goto(`/hi/product/${colourful.slug}`);
  const colours = page.getByRole("group", { name: "रंग" });
  for (const colour of colourful.colors) {
    const [hindi] = hindiOf(colour);
    expect(hindi, colour).toBeTruthy();
    await expect(colours.getByRole("radio", { name: hindi, exact: true })).toHaveAttribute("value", colour);
  }
});

test("Hindi nearby-shop addresses and a Hindi product's measures", async ({ page, request }) => {
  // The shops' addresses as /api/nearby/shops?lang=hi gives them: street and city in Hindi, PIN as stored.
  const shops: Array<{ address: string }> = await (await request.get("/api/nearby/shops?lang=hi")).json();
  const bandra = shops.find((shop) => shop.address.endsWith(" 400050"))!;
  expect(bandra.address).toBe("दुकान 3, रिज़वी पार्क, 14 लिंकिंग रोड, बांद्रा वेस्ट, मुंबई, महाराष्ट्र 400050".normalize("NFC"));
  await page.goto("/hi/nearby-shops");
  await expect(page.getByTestId("nearby-shop")).toHaveCount(shops.length);
  await expect(page.getByTestId("nearby-shop").locator("address")).toHaveText(shops.map((shop) => shop.address));

  // A product's net quantity, dimensions and weight (stored in English) with Hindi units, digits as they are.
  const products: Array<{ slug: string; declarations: { dimensions: string | null; weightGrams: number | null } }> =
    await (await request.get("/api/getproducts/products?brands=Urbanpack")).json();
  const measured = products.find((p) => p.declarations.dimensions?.includes(" cm") && p.declarations.weightGrams)!;
  expect(measured, "an Urbanpack product with dimensions and weight").toBeTruthy();
  await page.goto(`/hi/product/${measured.slug}`);
  const details = page.getByTestId("product-details");
  const value = (label: string) => details.locator(`dt:text-is('${label}') + dd`);
  await expect(value("शुद्ध मात्रा")).toHaveText(/^\d+ (नग|यूनिट)$/);
  await expect(value("माप")).toContainText("सेमी");
  await expect(value("माप")).not.toContainText("cm");
  await expect(value("वज़न")).toHaveText(/^\d+(\.\d+)? (ग्राम|किग्रा)$/);
});
