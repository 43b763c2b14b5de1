"use client";

import { ProductGallery } from "@/components/catalog/product-gallery";
import { DeliveryCheck } from "@/components/delivery/delivery-check";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation-hooks";
import { toast } from "@/components/ui/toast";
import type { ApiCart, ApiCartLine, ApiSavedItem } from "@/lib/cart/api-shape";
import { formatRupees } from "@/lib/money";
import { isAlreadyInCart, isPending } from "./cart-updates";
import { OrderSummary } from "./order-summary";
import { messageOf } from "@/components/api/client";
import { cartActions } from "./cart-actions";
import { useCart, useSavedItems, type SavedResponse } from "./use-cart";
import { focusRing } from "@/components/ui/focus-ring";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { colourNameWith, sizeNameWith } from "@/lib/i18n/product-terms";

const buttonBase = `rounded-md text-sm font-semibold ${focusRing} disabled:cursor-not-allowed`;
const linkButton = `${buttonBase} text-brand-700 underline-offset-2 hover:underline disabled:text-neutral-500`;
const stepButton = `${buttonBase} flex h-9 w-9 items-center justify-center border border-neutral-300 text-lg hover:bg-brand-50 disabled:bg-neutral-100 disabled:text-neutral-400`;

function Price({ price, mrp }: { price: number; mrp: number | null }) {
  const t = useTranslations("Cart");
  return (
    <p>
      <span className="font-bold">{formatRupees(price)}</span>
      {mrp !== null && mrp > price ? (
        <s className="ml-2 text-sm text-neutral-600">
          <span className="sr-only">{t("mrp")} </span>
          {formatRupees(mrp)}
        </s>
      ) : null}
    </p>
  );
}

/** The line's size and colour, stored in English, in the page's language (Vocabulary; an unknown one as stored). */
function Options({ size, color }: { size: string; color: string }) {
  const t = useTranslations("Cart");
  const terms = useTranslations("Vocabulary");
  if (!size && !color) return null;
  return (
    <p className="text-sm text-neutral-600">
      {[
        size && t("size", { size: sizeNameWith(terms, size) }),
        color && t("colour", { color: colourNameWith(terms, color) }),
      ]
        .filter(Boolean)
        .join(" · ")}
    </p>
  );
}

function CartLineItem({ line }: { line: ApiCartLine }) {
  const { product } = line;
  const t = useTranslations("Cart");
  const pending = isPending(line._id);
  const name = product.name;

  async function step(direction: 1 | -1) {
    try {
      await (direction === 1 ? cartActions.increase(line._id) : cartActions.decrease(line._id));
    } catch (error) {
      toast.error(messageOf(error, t("quantityError")));
    }
  }

  async function remove() {
    try {
      await cartActions.remove(line._id);
    } catch (error) {
      window.alert(messageOf(error, t("removeError")));
    }
  }

  async function saveForLater() {
    try {
      await cartActions.moveToSaved(line);
    } catch (error) {
      toast.error(messageOf(error, t("saveError")));
    }
  }

  return (
    <li className="flex gap-4 border-b border-neutral-200 py-5" data-testid="cart-line">
      <ProductGallery
        size="compact"
        images={product.images.length ? product.images : product.image ? [product.image] : []}
        name={name}
      />
      <div className="flex flex-1 flex-col gap-1">
        <h3 className="font-semibold">
          {product.slug ? (
            <Link href={`/product/${product.slug}`} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <p className="text-sm text-neutral-600">{product.brand}</p>
        <Options size={line.size} color={line.color} />
        <Price price={product.price} mrp={product.mrp} />
        {!product.inStock ? (
          <p className="text-sm font-semibold text-red-700">{t("outOfStock")}</p>
        ) : line.quantity > line.maxQuantity ? (
          // Stock fell below the quantity after it was added: checkout would refuse it, so say so here.
          <p className="text-sm font-semibold text-red-700" data-testid="cart-line-short">
            {t("onlyLeft", { count: line.maxQuantity })}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-3">
          <div role="group" aria-label={t("quantityOf", { name })} className="flex items-center gap-2">
            <button
              type="button"
              className={stepButton}
              onClick={() => step(-1)}
              disabled={pending || line.quantity <= 1}
              aria-label={t("decrease", { name })}
            >
              −
            </button>
            <output aria-live="polite" className="min-w-8 text-center font-semibold" data-testid="quantity">
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={() => step(1)}
              disabled={pending || line.quantity >= line.maxQuantity}
              aria-label={t("increase", { name })}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={linkButton}
            onClick={remove}
            disabled={pending}
            aria-label={t("removeLabel", { name })}
          >
            {t("remove")}
          </button>
          <button
            type="button"
            className={linkButton}
            onClick={saveForLater}
            disabled={pending}
            aria-label={t("moveToSavedLabel", { name })}
          >
            {t("moveToSaved")}
          </button>
        </div>
      </div>
      <p className="hidden text-right font-semibold sm:block">
        <span className="sr-only">{t("lineTotal")} </span>
        {formatRupees(product.price * line.quantity)}
      </p>
    </li>
  );
}

function SavedItem({ item }: { item: ApiSavedItem }) {
  const t = useTranslations("Cart");
  const pending = isPending(item._id);

  async function moveToCart() {
    try {
      await cartActions.moveSavedToCart(item);
    } catch (error) {
      if (isAlreadyInCart(error, t("alreadyInCart"))) toast.warning(t("alreadyInCart"));
      else toast.error(messageOf(error, t("moveToCartError")));
    }
  }

  async function remove() {
    try {
      await cartActions.removeSaved(item._id);
    } catch (error) {
      toast.error(messageOf(error, t("removeSavedError")));
    }
  }

  return (
    <li className="flex gap-4 border-b border-neutral-200 py-4" data-testid="saved-item">
      {item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- SVG demo images
        <img
          src={item.image}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="h-20 w-20 rounded-md border border-neutral-200 object-cover"
        />
      ) : (
        <div className="h-20 w-20 rounded-md bg-neutral-100" />
      )}
      <div className="flex flex-1 flex-col gap-1">
        <h3 className="font-semibold">{item.name}</h3>
        <Options size={item.size} color={item.color} />
        <Price price={item.price} mrp={item.product.mrp} />
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          <button
            type="button"
            className={linkButton}
            onClick={moveToCart}
            disabled={pending || !item.product.inStock}
            aria-label={t("moveToCartLabel", { name: item.name })}
          >
            {t("moveToCart")}
          </button>
          <button
            type="button"
            className={linkButton}
            onClick={remove}
            disabled={pending}
            aria-label={t("removeSavedLabel", { name: item.name })}
          >
            {t("remove")}
          </button>
        </div>
        {!item.product.inStock ? <p className="text-sm text-red-700">{t("outOfStock")}</p> : null}
      </div>
    </li>
  );
}

type Props = { initialCart: ApiCart; initialSaved: SavedResponse };

/** The cart page (spec §2 Cart): lines, Saved for Later, Order Summary. */
export function CartView({ initialCart, initialSaved }: Props) {
  const t = useTranslations("Cart");
  const router = useRouter();
  const cart = useCart({ signedIn: true, revalidateOnMount: true, fallbackData: initialCart }).data ?? initialCart;
  const saved =
    useSavedItems({ signedIn: true, revalidateOnMount: true, fallbackData: initialSaved }).data ?? initialSaved;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {/* Phones: items, summary, saved; wide screens: the summary beside both lists. */}
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]">
        <section aria-labelledby="cart-items-heading" className="lg:col-start-1">
          <h2 id="cart-items-heading" className="sr-only">
            {t("itemsHeading")}
          </h2>
          {cart.items.length === 0 ? (
            <EmptyState>
              <p className="text-lg font-semibold">{t("empty")}</p>
              <Link href="/shop" className={`mt-4 ${buttonClass.primaryLarge}`}>
                {t("continueShopping")}
              </Link>
            </EmptyState>
          ) : (
            <ul className="border-t border-neutral-200">
              {cart.items.map((line) => (
                <CartLineItem key={line._id} line={line} />
              ))}
            </ul>
          )}
        </section>
        {cart.items.length ? (
          <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <OrderSummary cart={cart} onCheckout={() => router.push("/checkout")} />
            <DeliveryCheck totalRupees={cart.total} />
          </div>
        ) : null}
        {saved.savedItems.length ? (
          <section aria-labelledby="saved-heading" className="lg:col-start-1">
            <h2 id="saved-heading" className="mb-2 text-xl font-bold">
              {t("savedHeading")}
            </h2>
            <ul className="border-t border-neutral-200">
              {saved.savedItems.map((item) => (
                <SavedItem key={item._id} item={item} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
