import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CartView } from "@/components/cart/cart-view";
import { LoginPrompt } from "@/components/cart/login-prompt";
import { getSessionUser } from "@/lib/auth/session";
import { apiCart, apiSavedItems } from "@/lib/cart/api-shape";
import { getCart, getSavedItems } from "@/lib/cart/cart";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Cart");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** The cart is rendered with the shopper's data; the client then keeps it current (components/api/resource-cache.ts). */
export default async function CartPage() {
  const user = await getSessionUser();
  if (!user) {
    const t = await getTranslations("Cart");
    return <LoginPrompt title={t("title")} text={t("loginText")} callbackUrl="/cart" />;
  }
  const [cart, saved] = await Promise.all([getCart(user.id), getSavedItems(user.id)]);
  return <CartView initialCart={apiCart(cart)} initialSaved={{ savedItems: apiSavedItems(saved) }} />;
}
