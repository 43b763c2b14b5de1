import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LoginPrompt } from "@/components/cart/login-prompt";
import { WishlistView } from "@/components/cart/wishlist-view";
import { getSessionUser } from "@/lib/auth/session";
import { apiWishlist } from "@/lib/cart/api-shape";
import { getWishlist } from "@/lib/cart/cart";
import type { Locale } from "@/lib/i18n/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Wishlist");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function WishlistPage() {
  const user = await getSessionUser();
  if (!user) {
    const t = await getTranslations("Wishlist");
    return <LoginPrompt title={t("title")} text={t("loginText")} callbackUrl="/wishlist" />;
  }
  const [wishlist, locale] = await Promise.all([getWishlist(user.id), getLocale()]);
  // Products named in the page's language, as the /api names them for ?lang=hi.
  return <WishlistView initialWishlist={{ wishlist: apiWishlist(wishlist, locale as Locale) }} />;
}
