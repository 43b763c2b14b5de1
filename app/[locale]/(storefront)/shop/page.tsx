import type { Metadata } from "next";
import { shopMetadata, ShopView } from "@/components/catalog/shop-view";
import { catalogQueryFromSearchParams } from "@/lib/catalog/query";

// /shop rendered per request. proxy.ts sends browse views (no search text) to
// the cached /shop/v/[query] instead; this page serves searches (?q=…), which
// are never cached, and any request the proxy did not rewrite.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopMetadata(catalogQueryFromSearchParams(await searchParams));
}

export default async function ShopPage({ searchParams }: Props) {
  return <ShopView query={catalogQueryFromSearchParams(await searchParams)} />;
}
