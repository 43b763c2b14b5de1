"use client";

import { useTranslations } from "next-intl";
import { useSession } from "@/components/account/use-session";
import { useCart, useWishlist } from "@/components/cart/use-cart";
import { addProductToCart, cardActionTexts, loginHref, toggleProductWishlist, type CardProduct } from "./card-actions";
import { CardButtons } from "./card-buttons";
import { useRouter } from "@/lib/i18n/navigation-hooks";

type Props = CardProduct & { inStock: boolean };

/** The product page's Add to Cart and wishlist heart (spec §5). Grids use ProductGridActions instead. */
export function ProductCardActions({ productId, productName, inStock, preview }: Props) {
  const t = useTranslations("ProductCard");
  const router = useRouter();
  const { me, signedIn } = useSession();
  const { data: cart } = useCart({ signedIn });
  const { data: wishlist } = useWishlist({ signedIn });
  const wished = wishlist?.wishlist.some((item) => item.productId === productId) ?? false;
  const product = { productId, productName, preview };
  const toLogin = () => router.push(loginHref());
  const texts = cardActionTexts(t);

  return (
    <CardButtons
      productName={productName}
      inStock={inStock}
      wished={wished}
      onAddToCart={() => void addProductToCart(product, { me, toLogin, texts, cart })}
      onToggleWishlist={() => void toggleProductWishlist(product, { me, toLogin, texts, wishlist })}
    />
  );
}
