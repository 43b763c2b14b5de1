import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { CartView } from "@/components/cart/cart-view";
import { LoginPrompt } from "@/components/cart/login-prompt";
import { getSessionUser } from "@/lib/auth/session";
import { apiCart, apiSavedItems } from "@/lib/cart/api-shape";
import { getCart, getSavedItems } from "@/lib/cart/cart";
import type { Locale } from "@/lib/i18n/locale";

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
  const [cart, saved, locale] = await Promise.all([getCart(user.id), getSavedItems(user.id), getLocale()]);
  // Products named in the page's language, as the /api names them for ?lang=hi.
  return (
    <CartView
      initialCart={apiCart(cart, locale as Locale)}
      initialSaved={{ savedItems: apiSavedItems(saved, locale as Locale) }}
    />
  );
}
