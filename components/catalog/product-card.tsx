import { useTranslations } from "next-intl";
import type { ProductCardData } from "@/lib/catalog/products";
import { formatINR, paiseToRupees } from "@/lib/money";
import { Link } from "@/lib/i18n/navigation";
import type { CardProduct } from "./card-actions";
import { CardButtons, cartButtonClass } from "./card-buttons";

type Props = { product: ProductCardData; priority?: boolean };

/** What a grid's ProductGridActions needs to add a card's product to the cart or wishlist. */
export function cardProductOf(product: ProductCardData): CardProduct {
  return {
    productId: product.id,
    productName: product.name,
    preview: {
      slug: product.slug,
      brand: product.brandName,
      price: paiseToRupees(product.price),
      mrp: product.mrp === null ? null : paiseToRupees(product.mrp),
      image: product.image,
      inStock: product.inStock,
    },
  };
}

/**
 * Spec §2 card: image, name, 2-line description, price, struck-through mrp when above price, heart, Add to Cart.
 * A server component: render cards inside a ProductGridActions given their cardProductOf, which handles their buttons.
 */
export function ProductCard({ product, priority = false }: Props) {
  const t = useTranslations("ProductCard");
  const href = `/product/${product.slug}`;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white"
      data-testid="product-card"
      data-product-id={product.id}
    >
      <Link href={href} tabIndex={-1} aria-hidden="true">
        {product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- demo images are small SVGs; next/image cannot optimise SVG
          <img
            src={product.image}
            alt=""
            width={400}
            height={400}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square w-full bg-neutral-100" />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs uppercase tracking-wide text-neutral-600">{product.brandName}</p>
        <h3 className="font-semibold">
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-neutral-600">{product.description}</p>
        <p className="mt-auto pt-2">
          <span className="text-lg font-bold">{formatINR(product.price)}</span>
          {product.mrp !== null && product.mrp > product.price ? (
            <s className="ml-2 text-sm text-neutral-600">
              <span className="sr-only">{t("mrp")} </span>
              {formatINR(product.mrp)}
            </s>
          ) : null}
        </p>
        <div className="pt-2">
          <CardButtons
            productName={product.name}
            inStock={product.inStock}
            instead={
              product.sizes.length || product.colors.length ? (
                // Sold in sizes or colours: they are chosen on its page.
                <Link href={href} className={cartButtonClass}>
                  {t("chooseOptions")}
                </Link>
              ) : undefined
            }
          />
        </div>
      </div>
    </article>
  );
}
