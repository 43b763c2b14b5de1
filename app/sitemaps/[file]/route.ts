import { route } from "@/lib/api/http";
import { sitemapResponse } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ file: string }> };

/** GET /sitemaps/pages.xml, /sitemaps/products-N.xml — one file of the sitemap (lib/seo/sitemap.ts); 404 for any other name. */
export const GET = route<Context>(async (_request, { params }) => sitemapResponse((await params).file));
