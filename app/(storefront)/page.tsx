import { connection } from "next/server";
import { ProductCard } from "@/components/catalog/product-card";
import { NewsletterForm } from "@/components/content/newsletter-form";
import { listNewestProducts } from "@/lib/catalog/products";

export default async function HomePage() {
  await connection(); // rendered per request: the catalogue lives in the database
  const products = await listNewestProducts(12);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">New arrivals</h1>
      {products.length === 0 ? (
        <p>No products yet.</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
      <div className="mt-16">
        <NewsletterForm />
      </div>
    </div>
  );
}
