import type { Metadata } from "next";
import { shopMetadata, ShopView } from "@/components/catalog/shop-view";
import { catalogQueryFromSearchParams } from "@/lib/catalog/query";
import { pageClientAddress } from "@/lib/request";

// /shop rendered per request. proxy.ts sends browse views (no search text) to
// the cached /shop/v/[query] instead; this page serves searches (?q=…), which
// are never cached, and any request the proxy did not rewrite. A search the
// catalogue cache cannot answer counts against the shopper's address
// (lib/catalog/search-limit.ts); past its budget the page shows a message in
// place of the results, answered 200: a page cannot set its own status.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopMetadata(catalogQueryFromSearchParams(await searchParams));
}

export default async function ShopPage({ searchParams }: Props) {
  return <ShopView query={catalogQueryFromSearchParams(await searchParams)} searcher={await pageClientAddress()} />;
}
