"use client";

import { useRouter } from "next/navigation";
import { useSession } from "@/components/account/use-session";
import { useCart, useWishlist } from "@/components/cart/use-cart";
import { addProductToCart, loginHref, toggleProductWishlist, type CardProduct } from "./card-actions";
import { CardButtons } from "./card-buttons";

type Props = CardProduct & { inStock: boolean };

/** The product page's Add to Cart and wishlist heart (spec §5). Grids use ProductGridActions instead. */
export function ProductCardActions({ productId, productName, inStock, preview }: Props) {
  const router = useRouter();
  const { me, signedIn } = useSession();
  const { data: cart } = useCart({ signedIn });
  const { data: wishlist } = useWishlist({ signedIn });
  const wished = wishlist?.wishlist.some((item) => item.productId === productId) ?? false;
  const product = { productId, productName, preview };
  const toLogin = () => router.push(loginHref());

  return (
    <CardButtons
      productName={productName}
      inStock={inStock}
      wished={wished}
      onAddToCart={() => void addProductToCart(product, { me, toLogin, cart })}
      onToggleWishlist={() => void toggleProductWishlist(product, { me, toLogin, wishlist })}
    />
  );
}
