"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type MouseEvent } from "react";
import { useSession } from "@/components/account/use-session";
import { useCart, useWishlist } from "@/components/cart/use-cart";
import { addProductToCart, cardActionTexts, loginHref, toggleProductWishlist, type CardProduct } from "./card-actions";
import { WISHLIST_TITLE } from "./card-buttons";
import { useRouter } from "@/lib/i18n/navigation-hooks";

// One client island per product grid instead of one per card: the cards are
// server components (ProductCard) marked with data-product-id, and `products`
// (cardProductOf of each) says what to add. Clicks are handled here by
// delegation, and the hearts are marked from the shopper's wishlist once known.

type Props = { products: CardProduct[]; children: React.ReactNode };

export function ProductGridActions({ products, children }: Props) {
  const t = useTranslations("ProductCard");
  const router = useRouter();
  const { me, signedIn } = useSession();
  const { data: cart } = useCart({ signedIn });
  const { data: wishlist } = useWishlist({ signedIn });
  const rootRef = useRef<HTMLDivElement>(null);

  // `children` changes when a navigation brings other cards: mark those too.
  useEffect(() => {
    const wished = new Set(wishlist?.wishlist.map((item) => item.productId));
    for (const card of rootRef.current?.querySelectorAll<HTMLElement>("[data-product-id]") ?? []) {
      const heart = card.querySelector<HTMLButtonElement>('button[data-card-action="wishlist"]');
      if (!heart) continue;
      const on = wished.has(card.dataset.productId ?? "");
      heart.setAttribute("aria-pressed", String(on));
      heart.title = t(on ? WISHLIST_TITLE.on : WISHLIST_TITLE.off);
      heart.querySelector("svg")?.setAttribute("fill", on ? "currentColor" : "none");
    }
  }, [wishlist, children, t]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-card-action]");
    const id = button?.closest<HTMLElement>("[data-product-id]")?.dataset.productId;
    const product = products.find((item) => item.productId === id);
    if (!button || !product || button.disabled) return;
    const toLogin = () => router.push(loginHref());
    const texts = cardActionTexts(t);
    if (button.dataset.cardAction === "cart") void addProductToCart(product, { me, toLogin, texts, cart });
    else void toggleProductWishlist(product, { me, toLogin, texts, wishlist });
  }

  return (
    // Clicks (and Enter/Space on the focusable buttons) bubble up from the buttons inside.
    <div ref={rootRef} onClick={onClick}>
      {children}
    </div>
  );
}
