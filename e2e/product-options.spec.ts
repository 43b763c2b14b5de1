import { expect, test, type Page } from "./support/test";
import { signUpAndLogIn } from "./support/accounts";
import { SEEDED_PRODUCTS_API, seededProductInColours } from "./support/catalog";
import { hindiOf } from "./support/hindi";

// A product sold in several colours: the shopper picks one on its page, and
// the cart and checkout say which; Add to Cart with none picked asks for one
// and adds nothing. The product is a seeded one in stock (other specs make,
// reprice and withdraw products of their own in parallel).

let counter = 0;

async function newShopper(page: Page) {
  counter += 1;
  await signUpAndLogIn(page.request, {
    name: "Options Shopper",
    email: `options-${Date.now()}-${process.pid}-${counter}@e2e.example`,
    password: "options-e2e-password-2025",
  });
}

const cartLines = async (page: Page) =>
  ((await (await page.request.get("/api/cart/getcart")).json()) as { items: Array<{ color: string }> }).items;

test("a shopper picks a colour on the product page and sees it in the cart and at checkout", async ({ page }) => {
  await newShopper(page);
  const product = await seededProductInColours(page.request);
  const [first, second] = product.colors as [string, string];
  await page.goto(`/product/${product.slug}`);
  const colours = page.getByRole("group", { name: "Colour" });
  await expect(colours.getByRole("radio")).toHaveCount(product.colors.length);
  // The page's own button (the related products below have theirs).
  const addToCart = page.getByRole("button", { name: "Add to Cart" }).first();

  // None picked: the page asks for a colour, the focus goes to the choice, and nothing is added.
  await addToCart.click();
  await expect(page.getByText("Please choose a colour.")).toBeVisible();
  await expect(colours.getByRole("radio", { name: first })).toBeFocused();
  expect(await cartLines(page)).toEqual([]);

  await colours.getByText(second, { exact: true }).click();
  await expect(colours.getByRole("radio", { name: second })).toBeChecked();
  await expect(page.getByText("Please choose a colour.")).toBeHidden();
  await addToCart.click();
  await expect(page.getByText(`${product.name} added to your cart.`)).toBeVisible();
  await expect.poll(async () => (await cartLines(page)).map((line) => line.color)).toEqual([second]);

  // The same colour again is the spec's warning; another colour is a line of its own.
  await addToCart.click();
  await expect(page.getByText("Product is already in the cart")).toBeVisible();
  await colours.getByText(first, { exact: true }).click();
  await addToCart.click();
  await expect.poll(async () => (await cartLines(page)).map((line) => line.color)).toEqual([second, first]);

  await page.goto("/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`Colour: ${second}`);
  await expect(lines.nth(1)).toContainText(`Colour: ${first}`);

  await page.goto("/checkout");
  const summary = page.getByTestId("checkout-lines");
  await expect(summary.getByRole("listitem")).toHaveCount(2);
  await expect(summary.getByRole("listitem").nth(0)).toContainText(`Colour: ${second}`);
  await expect(summary.getByRole("listitem").nth(1)).toContainText(`Colour: ${first}`);
});

test("the Hindi product page asks for the colour in Hindi and adds the one picked", async ({ page }) => {
  await newShopper(page);
  const product = await seededProductInColours(page.request);
  await page.goto(`/hi/product/${product.slug}`);
  const colours = page.getByRole("group", { name: "रंग" });
  const addToCart = page.getByRole("button", { name: "कार्ट में डालें" }).first();
  await addToCart.click();
  await expect(page.getByText("कृपया रंग चुनें।")).toBeVisible();
  // The chip reads the colour in Hindi; the cart is sent, and keeps, the stored English value.
  await colours.getByText(hindiOf(product.colors[0]!)[0]!, { exact: true }).click();
  await addToCart.click();
  await expect.poll(async () => (await cartLines(page)).map((line) => line.color)).toEqual([product.colors[0]]);
});

test("a listing card of a product sold in colours links to its page to choose, and a guest still goes to /login", async ({
  page,
}) => {
  const product = await seededProductInColours(page.request);
  const products: Array<{ _id: string }> = await (await page.request.get(SEEDED_PRODUCTS_API)).json();
  expect(products.some((p) => p._id === product._id)).toBe(true);
  await page.goto("/shop?brands=Tiffin%20%26%20Co.");
  const card = page.locator(`[data-product-id="${product._id}"]`);
  await expect(card.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  await card.getByRole("link", { name: "Choose options" }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  // Spec §5: without a session, Add to Cart goes to /login (the choice is asked for once back).
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fproduct%2F/);
});
