import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { LoginPrompt } from "@/components/cart/login-prompt";
import { getSessionUser } from "@/lib/auth/session";
import { apiCart, apiSavedItems } from "@/lib/cart/api-shape";
import { getCart, getSavedItems } from "@/lib/cart/cart";

export const metadata: Metadata = { title: "Your cart", robots: { index: false, follow: false } };

/** The cart is rendered with the shopper's data; the client then keeps it current (SWR). */
export default async function CartPage() {
  const user = await getSessionUser();
  if (!user) {
    return <LoginPrompt title="Shopping Cart" text="Log in to see your cart and saved items." callbackUrl="/cart" />;
  }
  const [cart, saved] = await Promise.all([getCart(user.id), getSavedItems(user.id)]);
  return <CartView initialCart={apiCart(cart)} initialSaved={{ savedItems: apiSavedItems(saved) }} />;
}
