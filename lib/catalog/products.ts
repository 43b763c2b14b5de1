import "server-only";
import { prisma } from "@/lib/db";

/** What a product card needs; money in paise. */
export type ProductCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  price: number;
  mrp: number | null;
  brandName: string;
  inStock: boolean;
};

/** The newest active products, for the home page. */
export async function listNewestProducts(limit: number): Promise<ProductCardData[]> {
  const rows = await prisma.product.findMany({
    where: { isActive: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      images: true,
      price: true,
      mrp: true,
      stock: true,
      brand: { select: { name: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.images[0] ?? null,
    price: row.price,
    mrp: row.mrp,
    brandName: row.brand.name,
    inStock: row.stock > 0,
  }));
}
