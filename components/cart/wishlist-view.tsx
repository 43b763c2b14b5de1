"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { toast } from "@/components/ui/toast";
import type { ApiWishlistItem } from "@/lib/cart/api-shape";
import { formatRupees } from "@/lib/money";
import { isPending } from "./cart-updates";
import { messageOf } from "@/components/api/client";
import { useWishlist, type WishlistResponse } from "./use-cart";
import { wishlistActions } from "./wishlist-actions";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

function WishlistCard({ item }: { item: ApiWishlistItem }) {
  const t = useTranslations("Wishlist");
  const pending = isPending(item._id);
  const needsChoice = item.product.sizes.length > 0 || item.product.colors.length > 0;

  async function moveToCart() {
    try {
      await wishlistActions.moveToCart(item);
      toast.success(t("movedToCart", { name: item.name }));
    } catch (error) {
      toast.error(messageOf(error, t("moveToCartError")));
    }
  }

  async function remove() {
    try {
      await wishlistActions.remove(item._id);
    } catch (error) {
      toast.error(messageOf(error, t("removeError")));
    }
  }

  return (
    <li className="flex">
      <article
        className="flex w-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white"
        data-testid="wishlist-item"
      >
        {item.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG demo images; next/image cannot optimise SVG
          <img src={item.image} alt="" width={400} height={400} className="aspect-square w-full object-cover" />
        ) : (
          <div className="aspect-square w-full bg-neutral-100" />
        )}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="font-semibold">
            {item.product.slug ? (
              <Link href={`/product/${item.product.slug}`} className="hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </h2>
          <p className="text-lg font-bold">{formatRupees(item.price)}</p>
          {!item.product.inStock ? <p className="text-sm font-semibold text-red-700">{t("outOfStock")}</p> : null}
          <div className="mt-auto flex gap-2 pt-2">
            {needsChoice && item.product.slug ? (
              // Sold in sizes or colours: chosen on its page, never moved to the cart blank.
              <Link
                href={`/product/${item.product.slug}`}
                className={`${buttonClass.primary} flex-1`}
                aria-label={t("chooseOptionsLabel", { name: item.name })}
              >
                {t("chooseOptions")}
              </Link>
            ) : (
              <button
                type="button"
                onClick={moveToCart}
                disabled={pending || !item.product.inStock}
                className={`${buttonClass.primary} flex-1`}
                aria-label={t("moveToCartLabel", { name: item.name })}
              >
                {t("moveToCart")}
              </button>
            )}
            <button
              type="button"
              onClick={remove}
              disabled={pending}
              className={buttonClass.secondary}
              aria-label={t("removeLabel", { name: item.name })}
            >
              {t("remove")}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

/** The wishlist page (spec §2 Wishlist): cards with Move to Cart and remove. */
export function WishlistView({ initialWishlist }: { initialWishlist: WishlistResponse }) {
  const t = useTranslations("Wishlist");
  const { data } = useWishlist({ signedIn: true, revalidateOnMount: true, fallbackData: initialWishlist });
  const items = (data ?? initialWishlist).wishlist;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {items.length === 0 ? (
        <EmptyState>
          <p className="text-lg font-semibold">{t("empty")}</p>
          <Link href="/shop" className={`mt-4 ${buttonClass.primaryLarge}`}>
            {t("browse")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <WishlistCard key={item._id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
