import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { shopMetadata, ShopView } from "@/components/catalog/shop-view";
import { queryFromShopViewSegment } from "@/lib/catalog/shop-path";

// A /shop browse view, cached (ISR). proxy.ts rewrites /shop?<filters> here
// (lib/catalog/shop-path.ts); the address bar keeps the public /shop?… URL.
// Rendered on its first request, then served from the cache until a catalogue
// write calls invalidateCatalog (its reads carry the catalogue tags), or after
// the 5-minute safety net.

type Props = { params: Promise<{ query: string }> };

export const revalidate = 300;

export function generateStaticParams(): Array<{ query: string }> {
  return []; // every view is rendered on demand, then cached
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = queryFromShopViewSegment((await params).query);
  if (!query) return { robots: { index: false } };
  return shopMetadata(query);
}

export default async function ShopViewPage({ params }: Props) {
  const query = queryFromShopViewSegment((await params).query);
  if (!query) notFound();
  return <ShopView query={query} />;
}
