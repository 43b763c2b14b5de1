import { beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { ApiRequestError } from "@/components/api/client";
import type { ApiCart } from "@/lib/cart/api-shape";
import type { CardActionTexts } from "./card-actions";

// Spec §5: adding a product that is already in the cart shows the warning "Product is already in the cart",
// on a Hindi page in Hindi, whether the page's cart already shows the line or the server's 409 says so.

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
const add = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/toast", () => ({ toast }));
vi.mock("@/components/cart/cart-actions", () => ({ cartActions: { add } }));

const { addProductToCart } = await import("./card-action-handlers");

const me = { user: { name: "Asha", role: "CUSTOMER" as const }, counts: null };
const product = { productId: "p-1", productName: "बैकपैक" };

function textsIn(messages: typeof en): CardActionTexts {
  return {
    added: (name) => messages.ProductCard.added.replace("{name}", name),
    addFailed: messages.ProductCard.addFailed,
    wishlistFailed: messages.ProductCard.wishlistFailed,
    alreadyInCart: messages.ProductCard.alreadyInCart,
  };
}

function cartWith(productIds: string[]): ApiCart {
  return {
    items: productIds.map((productId) => ({ _id: `l-${productId}`, productId, quantity: 1, size: "", color: "" })),
  } as unknown as ApiCart;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("Add to Cart of a product already in the cart", () => {
  it("warns with the spec's English text on an English page", async () => {
    const context = { me, toLogin: vi.fn(), texts: textsIn(en), cart: cartWith(["p-1"]) };
    await addProductToCart(product, context);
    expect(toast.warning).toHaveBeenCalledWith("Product is already in the cart");
    expect(add).not.toHaveBeenCalled();
  });

  it("warns in Hindi on a Hindi page when the cart shows the line", async () => {
    const context = { me, toLogin: vi.fn(), texts: textsIn(hi), cart: cartWith(["p-1"]) };
    await addProductToCart(product, context);
    expect(toast.warning).toHaveBeenCalledWith(hi.ProductCard.alreadyInCart);
    expect(hi.ProductCard.alreadyInCart).not.toBe(en.ProductCard.alreadyInCart);
  });

  it("warns (not an error) in Hindi when the server's Hindi 409 says it is already in the cart", async () => {
    add.mockRejectedValueOnce(new ApiRequestError(409, hi.Api.alreadyInCart));
    const context = { me, toLogin: vi.fn(), texts: textsIn(hi), cart: cartWith([]) };
    await addProductToCart(product, context);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).toHaveBeenCalledWith(hi.ProductCard.alreadyInCart);
  });

  it("still shows any other refusal as an error", async () => {
    add.mockRejectedValueOnce(new ApiRequestError(409, hi.Api.outOfStock));
    const context = { me, toLogin: vi.fn(), texts: textsIn(hi), cart: cartWith([]) };
    await addProductToCart(product, context);
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(hi.Api.outOfStock);
  });
});
