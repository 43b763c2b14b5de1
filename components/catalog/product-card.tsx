import type { ProductCardData } from "@/lib/catalog/products";
import { formatINR } from "@/lib/money";

// Basic card; the catalogue issue adds the wishlist heart and Add to Cart.
export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <article
      className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white"
      data-testid="product-card"
    >
      {product.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- demo images are small SVGs
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={400}
          className="aspect-square w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs uppercase tracking-wide text-neutral-500">{product.brandName}</p>
        <h3 className="font-semibold">{product.name}</h3>
        <p className="line-clamp-2 text-sm text-neutral-600">{product.description}</p>
        <p className="mt-auto pt-2">
          <span className="text-lg font-bold">{formatINR(product.price)}</span>
          {product.mrp !== null && product.mrp > product.price ? (
            <s className="ml-2 text-sm text-neutral-500">{formatINR(product.mrp)}</s>
          ) : null}
        </p>
      </div>
    </article>
  );
}
