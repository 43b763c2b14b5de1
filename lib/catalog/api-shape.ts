import { paiseToRupees } from "@/lib/money";
import { storeCustomerCare } from "@/lib/store";
import { apiDeclarations } from "./declarations";
import type { ProductCardData } from "./products";

// The spec's /api product shape (§3, §7): _id, name, description, image,
// price and mrp in rupees, variants. lib/ keeps paise; this is the edge.

export type ApiVariant = { size: string | null; color: string | null; price: number };

export type ApiProduct = {
  _id: string;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  images: string[];
  price: number;
  mrp: number | null;
  brand: string;
  category: string;
  inStock: boolean;
  variants: ApiVariant[];
  /** Legal Metrology declarations: generic name, net quantity, size, origin, maker, packer or importer, customer care. */
  declarations: ReturnType<typeof apiDeclarations>;
};

export function toApiProduct(product: ProductCardData): ApiProduct {
  const price = paiseToRupees(product.price);
  const sizes = product.sizes.length ? product.sizes : [null];
  const colors = product.colors.length ? product.colors : [null];
  const variants =
    product.sizes.length || product.colors.length
      ? sizes.flatMap((size) => colors.map((color) => ({ size, color, price })))
      : [];
  return {
    _id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    image: product.image,
    images: product.images,
    price,
    mrp: product.mrp === null ? null : paiseToRupees(product.mrp),
    brand: product.brandName,
    category: product.categoryName,
    inStock: product.inStock,
    variants,
    declarations: apiDeclarations(product.declarations, storeCustomerCare()),
  };
}
