import type { Metadata } from "next";
import { LoginPrompt } from "@/components/cart/login-prompt";
import { WishlistView } from "@/components/cart/wishlist-view";
import { getSessionUser } from "@/lib/auth/session";
import { apiWishlist } from "@/lib/cart/api-shape";
import { getWishlist } from "@/lib/cart/cart";

export const metadata: Metadata = { title: "Your wishlist", robots: { index: false, follow: false } };

export default async function WishlistPage() {
  const user = await getSessionUser();
  if (!user) {
    return <LoginPrompt title="Wishlist" text="Log in to see your wishlist." callbackUrl="/wishlist" />;
  }
  return <WishlistView initialWishlist={{ wishlist: apiWishlist(await getWishlist(user.id)) }} />;
}
