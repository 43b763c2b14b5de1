import { expect, test } from "./support/test";
import { shipOnOrderPage } from "./support/admin-orders";
import { logInAsAdmin, signUpAndLogIn, signUpAndPlaceCodOrder, type NewShopper } from "./support/accounts";
import { expectNoViolations } from "./support/axe";
import { seededProductInColours } from "./support/catalog";
import { hindiOf } from "./support/hindi";

// Issue 17: the cart, checkout, My Orders, the order's page and tracking in
// Hindi. A Hindi shopper stays under /hi from the cart to the order, and every
// step speaks Hindi (the English journey is e2e/checkout.spec.ts).

let counter = 0;

/** A shopper of its own for each test. */
function newShopper(): NewShopper {
  counter += 1;
  const email = `hindi-checkout-${Date.now()}-${process.pid}-${counter}@e2e.example`;
  return { name: "आशा वर्मा", email, password: "hindi-checkout-e2e-password-2025" };
}

test("a Hindi shopper goes from the cart to a COD order and its confirmation, in Hindi and under /hi", async ({
  page,
}) => {
  await signUpAndLogIn(page.request, newShopper(), "hi");
  // A product in colours: its colour, stored in English, is named in Hindi on every page of the journey.
  const product = await seededProductInColours(page.request);
  const colour = product.colors[0]!;
  expect(
    (await page.request.post("/api/cart/add", { data: { productId: product._id, quantity: 1, color: colour } })).ok(),
  ).toBe(true);
  const [hindiColour] = hindiOf(colour);
  expect(hindiColour).toBeTruthy();
  const colourLine = `रंग: ${hindiColour}`;

  await page.goto("/hi/cart");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { name: "शॉपिंग कार्ट", level: 1 })).toBeVisible();
  // The header's cart link says its count in Hindi to a screen reader.
  await expect(page.getByRole("banner").getByRole("link", { name: "कार्ट, 1 आइटम", exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("order-summary")).toContainText("कुल योग");
  await expect(page.getByRole("main").getByText(colourLine, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "चेकआउट करें", exact: true }).click();
  await page.getByRole("dialog", { name: "चेकआउट करें?" }).getByRole("button", { name: "पक्का करें" }).click();
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await expect(page.getByRole("heading", { name: "चेकआउट", level: 1 })).toBeVisible();

  await expect(page.getByLabel("देश")).toHaveValue("भारत");
  await expect(page.getByRole("main").getByText(colourLine, { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await expect(page.getByRole("radio", { name: "कैश ऑन डिलीवरी (COD)" })).toBeChecked();
  // An empty form is refused in Hindi, beside its fields too.
  await page.getByLabel("पूरा नाम ज़रूरी", { exact: true }).fill("");
  await page.getByRole("button", { name: "COD ऑर्डर करें" }).click();
  await expect(page.getByText("ऑर्डर करने से पहले कृपया डिलीवरी की पूरी जानकारी भरें।")).toBeVisible();

  await page.getByLabel("पूरा नाम ज़रूरी", { exact: true }).fill("आशा वर्मा");
  await page.getByLabel("फ़ोन", { exact: true }).fill("12345");
  await page.getByLabel("पता", { exact: true }).fill("221 Linking Road, Bandra West");
  await page.getByLabel("पिन कोड", { exact: true }).fill("400050");
  await expect(page.getByTestId("checkout-delivery")).toContainText("तक डिलीवरी");
  await page.getByLabel("शहर", { exact: true }).fill("Mumbai");
  await page.getByLabel("राज्य", { exact: true }).selectOption("Maharashtra");
  await page.getByRole("button", { name: "COD ऑर्डर करें" }).click();
  await expect(page.getByText("सही 10 अंकों का भारतीय मोबाइल नंबर दर्ज करें।").first()).toBeVisible();
  // The form with a field's error beside it.
  await expectNoViolations(page);

  await page.getByLabel("फ़ोन", { exact: true }).fill("9876543210");
  // A business buyer's GSTIN says its state in Hindi, as the state picker names it (stored in English);
  // the form with the GST fields open meets WCAG too. Then back to a consumer's order.
  const gstBox = page.getByRole("checkbox", { name: "मुझे GST इनवॉइस चाहिए" });
  await gstBox.check();
  await page.getByLabel("GSTIN", { exact: true }).fill("27AAPFU0939F1ZV");
  await page.getByLabel("रजिस्टर्ड कारोबार का नाम", { exact: true }).click();
  await expect(page.getByText("महाराष्ट्र में रजिस्टर्ड।", { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await gstBox.uncheck();
  await page.getByRole("button", { name: "COD ऑर्डर करें" }).click();
  await expect(page.getByText("ऑर्डर सफलतापूर्वक प्लेस हो गया! आप डिलीवरी के समय नकद भुगतान करेंगे।")).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/orders$/);

  await expect(page.getByRole("heading", { name: "मेरे ऑर्डर", level: 1 })).toBeVisible();
  const card = page.getByTestId("order-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("कैश ऑन डिलीवरी (COD)");
  await expect(card.getByTestId("payment-status")).toHaveText("बाक़ी");
  await expect(card.getByTestId("fulfillment-status")).toHaveText("ऑर्डर प्लेस हुआ");
  await expect(card.getByTestId("order-line-options")).toHaveText(colourLine);
  // The delivery address names its state and country in Hindi, as the address book does (stored in English).
  await expect(card.locator("address")).toContainText("Mumbai, महाराष्ट्र 400050, भारत");
  // Dates in Hindi month names.
  await expect(card.getByTestId("order-expected-delivery")).toContainText(
    /जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|अक्तूबर|नवंबर|दिसंबर/,
  );
  await expectNoViolations(page);

  await card.getByRole("link", { name: "ऑर्डर का ब्योरा" }).click();
  await expect(page).toHaveURL(/\/hi\/order-confirm\?id=/);
  await expect(page.getByRole("heading", { name: "धन्यवाद! आपका ऑर्डर सफलतापूर्वक प्लेस हो गया है।" })).toBeVisible();
  await expect(page.getByText("आप डिलीवरी के समय नकद भुगतान करेंगे।", { exact: true })).toBeVisible();
  await expect(page.getByTestId("expected-delivery")).toContainText("तक");
  await expect(page.getByTestId("order-line-options")).toHaveText(colourLine);

  await page.getByRole("main").getByRole("link", { name: "ऑर्डर ट्रैक करें" }).click();
  await expect(page).toHaveURL(/\/hi\/trackorder\?id=/);
  await expect(page.getByRole("heading", { name: "ऑर्डर ट्रैक करें", level: 1 })).toBeVisible();
  await expect(page.getByTestId("tracking-steps")).toContainText("ऑर्डर प्लेस हुआ");
  await expect(page.getByTestId("tracking-steps")).toContainText("डिलीवर हो गया");
});

test("a Hindi shopper's tax invoice page: its title, the way back and Print in Hindi, the English document marked English", async ({
  page,
  browser,
}) => {
  const { orderId } = await signUpAndPlaceCodOrder(
    page.request,
    newShopper(),
    {
      fullName: "आशा वर्मा",
      phone: "9876543210",
      address: "221 Linking Road, Bandra West",
      city: "Mumbai",
      state: "Maharashtra",
      postalCode: "400050",
    },
    { locale: "hi" },
  );
  // Shipping the order issues its tax invoice.
  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.219" } });
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage.request);
  await adminPage.goto(`/admin/orders/${orderId}`);
  await adminPage.getByRole("button", { name: "Mark as Packed" }).click();
  await shipOnOrderPage(adminPage);
  await admin.close();

  await page.goto(`/hi/orders/${orderId}/invoice`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^टैक्स इनवॉइस \|/);
  await expect(page.getByRole("link", { name: "ऑर्डर पर वापस जाएँ" })).toHaveAttribute("href", "/hi/orders");
  await expect(page.getByRole("button", { name: "प्रिंट करें या PDF के रूप में सेव करें" })).toBeVisible();
  // The invoice itself is in English (docs/adr/0037), and says so to a screen reader on the Hindi page.
  const document = page.locator('[lang="en-IN"]').filter({ has: page.getByRole("heading", { name: "Tax Invoice" }) });
  await expect(document).toBeVisible();
  await expectNoViolations(page);
});
