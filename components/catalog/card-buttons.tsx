import { useTranslations } from "next-intl";
import type { MouseEvent, ReactNode } from "react";
import { focusRing } from "@/components/ui/focus-ring";
// Add to Cart and the wishlist heart as plain markup: no state or effects
// (only the texts, which next-intl gives server components too), so a product
// card renders them on the server. A grid's one ProductGridActions handles
// their clicks and marks the hearts; the product page's ProductCardActions
// renders the same markup with its own handlers.

/** The heart's title keys (ProductCard namespace) when the product is or is not in the wishlist. */
export const WISHLIST_TITLE = { on: "inWishlist", off: "addToWishlist" } as const;

type Props = {
  productName: string;
  inStock: boolean;
  wished?: boolean;
  /**
   * In place of Add to Cart: a card's product sold in sizes or colours links to
   * its page (product-card.tsx). An element, so this file brings no Link into
   * the product page's JavaScript.
   */
  instead?: ReactNode;
  onAddToCart?: (event: MouseEvent<HTMLButtonElement>) => void;
  onToggleWishlist?: () => void;
};

export const cartButtonClass = `flex-1 rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700 ${focusRing} disabled:cursor-not-allowed disabled:bg-neutral-400`;

export function CardButtons({ productName, inStock, wished = false, instead, onAddToCart, onToggleWishlist }: Props) {
  const t = useTranslations("ProductCard");
  return (
    <div className="flex items-center gap-2">
      {inStock && instead ? (
        instead
      ) : (
        <button
          type="button"
          data-card-action="cart"
          onClick={onAddToCart}
          disabled={!inStock}
          className={cartButtonClass}
        >
          {inStock ? t("addToCart") : t("outOfStock")}
        </button>
      )}
      <button
        type="button"
        data-card-action="wishlist"
        onClick={onToggleWishlist}
        aria-pressed={wished}
        aria-label={t("saveToWishlist", { name: productName })}
        title={t(wished ? WISHLIST_TITLE.on : WISHLIST_TITLE.off)}
        className={`rounded-md border border-neutral-300 p-2 text-brand-700 hover:bg-brand-50 ${focusRing}`}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill={wished ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.3 3.3 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.3 0 5.5 3.3 4.1 6.7C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </div>
  );
}
