"use client";

import { useTranslations } from "next-intl";
import { useSession } from "@/components/account/use-session";
import { useCart, useWishlist } from "@/components/cart/use-cart";
import { addProductToCart, cardActionTexts, loginHref, toggleProductWishlist, type CardProduct } from "./card-actions";
import { CardButtons } from "./card-buttons";
import { OPTIONS_ROOT } from "./options-root";
import { useRouter } from "@/lib/i18n/navigation-hooks";
import type { Choice } from "@/components/cart/cart-updates";

type Props = CardProduct & { inStock: boolean };

/**
 * The size and colour checked in the product page's ProductOptions around the
 * button (null while a group is unchosen), and `ask`: shows each unchosen
 * group's prompt and moves the focus to the first.
 */
function readChoice(button: HTMLElement): { choice: Choice | null; ask: () => void } {
  const choice: Choice = { size: "", color: "" };
  const unchosen: HTMLFieldSetElement[] = [];
  const groups = button.closest(`[${OPTIONS_ROOT}]`)?.querySelectorAll<HTMLFieldSetElement>("fieldset[data-option]");
  for (const group of groups ?? []) {
    const checked = group.querySelector<HTMLInputElement>("input:checked");
    if (checked) choice[group.dataset.option as keyof Choice] = checked.value;
    else unchosen.push(group);
  }
  const ask = () => {
    for (const group of unchosen) group.querySelector("[data-option-prompt]")?.removeAttribute("hidden");
    unchosen[0]?.querySelector("input")?.focus();
  };
  return { choice: unchosen.length ? null : choice, ask };
}

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
      onAddToCart={(event) => {
        const { choice, ask } = readChoice(event.currentTarget);
        void addProductToCart(product, { me, toLogin, texts, cart }, choice, ask);
      }}
      onToggleWishlist={() => void toggleProductWishlist(product, { me, toLogin, texts, wishlist })}
    />
  );
}
