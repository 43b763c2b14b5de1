import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/components/api/client";
import type { ApiCartLine } from "@/lib/cart/api-shape";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import {
  cartOf,
  EMPTY_CART,
  isAlreadyInCart,
  isPending,
  lineForProduct,
  savedFromLine,
  withAddedProduct,
  withoutLine,
  withQuantityStep,
} from "./cart-updates";

const line = (
  id: string,
  price: number,
  quantity: number,
  maxQuantity = 10,
  taxRateBasisPoints = 0,
  hsnCode: string | null = null,
): ApiCartLine => ({
  _id: id,
  productId: `p-${id}`,
  quantity,
  maxQuantity,
  size: "",
  color: "",
  product: {
    _id: `p-${id}`,
    slug: id,
    name: `Product ${id}`,
    brand: "Kosh Originals",
    price,
    mrp: null,
    image: null,
    images: [],
    inStock: true,
    sizes: [],
    colors: [],
    taxRateBasisPoints,
    hsnCode,
  },
});

describe("optimistic cart totals", () => {
  it("sums price × quantity and applies the shipping policy like the server", () => {
    const small = cartOf([line("a", 299.5, 2)]);
    expect(small).toMatchObject({ totalItems: 2, subtotal: 599, shippingFee: 49, total: 648 });
    const large = cartOf([line("a", 499, 1), line("b", 500, 1)]);
    expect(large).toMatchObject({ totalItems: 2, subtotal: 999, shippingFee: 0, total: 999 });
    expect(EMPTY_CART).toMatchObject({ items: [], totalItems: 0, subtotal: 0, shippingFee: 0, total: 0 });
  });

  it("shows the GST the total includes, the delivery charge's apportioned over the goods by value", () => {
    // ₹118 at 18 % holds ₹18 and ₹210 at 5 % holds ₹10; of the ₹49 delivery, ₹16.33 at 18 % holds ₹2.49
    // and ₹32.67 at 5 % holds ₹1.56, as on the tax invoice (docs/adr/0036).
    const cart = cartOf([line("a", 118, 1, 10, 1800), line("b", 105, 2, 10, 500)]);
    expect(cart).toMatchObject({ subtotal: 328, shippingFee: 49, total: 377, taxIncluded: 32.05 });
  });

  it("splits the delivery charge per HSN code even at one rate, as checkout and the invoice do", () => {
    // ₹105 (HSN 7323) and ₹210 (HSN 3924), both at 5 %: ₹5 + ₹10 in the goods; the ₹49 delivery splits
    // ₹16.33 / ₹32.67, holding ₹0.78 + ₹1.56 (taxed as one ₹49 part it would hold ₹2.33, a paisa less).
    const cart = cartOf([line("a", 105, 1, 10, 500, "7323"), line("b", 210, 1, 10, 500, "3924")]);
    expect(cart).toMatchObject({ subtotal: 315, shippingFee: 49, taxIncluded: 17.34 });
  });

  it("adds a pending line of quantity 1 that the header count includes at once", () => {
    const cart = withAddedProduct(cartOf([line("a", 100, 2)]), "p-new", { name: "New bag", price: 1500 });
    expect(cart.totalItems).toBe(3);
    expect(cart.subtotal).toBe(1700);
    const added = lineForProduct(cart, "p-new");
    expect(added && isPending(added._id)).toBe(true);
  });

  it("keeps quantities within 1 … maxQuantity", () => {
    const cart = cartOf([line("a", 100, 1, 2)]);
    expect(withQuantityStep(cart, "a", -1)?.items[0]?.quantity).toBe(1);
    const two = withQuantityStep(cart, "a", 1);
    expect(two?.items[0]?.quantity).toBe(2);
    expect(withQuantityStep(two, "a", 1)?.items[0]?.quantity).toBe(2);
    expect(withQuantityStep(undefined, "a", 1)).toBeUndefined();
  });

  it("removes a line and turns it into a saved item", () => {
    const cart = cartOf([line("a", 100, 1), line("b", 200, 3)]);
    expect(withoutLine(cart, "b")).toMatchObject({ totalItems: 1, subtotal: 100 });
    expect(savedFromLine(cart.items[1]!)).toMatchObject({ productId: "p-b", name: "Product b", price: 200 });
  });

  it("finds the line of a product in the chosen size and colour only (the spec's warning is per choice)", () => {
    const black = { ...line("a", 100, 1), size: "M", color: "Black" };
    expect(lineForProduct(cartOf([black]), "p-a")).toBeUndefined();
    expect(lineForProduct(cartOf([black]), "p-a", { size: "M", color: "Navy Blue" })).toBeUndefined();
    expect(lineForProduct(cartOf([black]), "p-a", { size: "M", color: "Black" })).toBe(black);
    expect(lineForProduct(undefined, "p-a")).toBeUndefined();
  });

  it("adds a pending line with the chosen colour beside the same product in another", () => {
    const black = { ...line("a", 100, 1), color: "Black" };
    const cart = withAddedProduct(
      cartOf([black]),
      "p-a",
      { name: "Product a", price: 100 },
      { size: "", color: "Olive" },
    );
    expect(cart.items.map((item) => item.color)).toEqual(["Black", "Olive"]);
    expect(lineForProduct(cart, "p-a", { size: "", color: "Olive" })?._id).toMatch(/^pending:/);
  });
});

describe("the server's duplicate refusal (Move to Cart, Add to Cart)", () => {
  it("is recognised in the page's language, so a Hindi page shows the spec's warning, not an error", () => {
    // A Hindi page asks with lang=hi: the 409 carries the Hindi text, which the cart page shows as its warning.
    expect(isAlreadyInCart(new ApiRequestError(409, hi.Api.alreadyInCart), hi.Cart.alreadyInCart)).toBe(true);
    expect(isAlreadyInCart(new ApiRequestError(409, en.Api.alreadyInCart), en.Cart.alreadyInCart)).toBe(true);
    // English from a page loaded before the change of language is still the duplicate.
    expect(isAlreadyInCart(new ApiRequestError(409, en.Api.alreadyInCart), hi.Cart.alreadyInCart)).toBe(true);
    // Another refusal, or the same text with another status, is an error.
    expect(isAlreadyInCart(new ApiRequestError(409, "Only 2 left in stock"), hi.Cart.alreadyInCart)).toBe(false);
    expect(isAlreadyInCart(new ApiRequestError(400, en.Api.alreadyInCart), en.Cart.alreadyInCart)).toBe(false);
    expect(isAlreadyInCart(new Error(en.Api.alreadyInCart), en.Cart.alreadyInCart)).toBe(false);
  });
});
