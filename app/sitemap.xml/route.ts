import { route } from "@/lib/api/http";
import { sitemapResponse } from "@/lib/seo/sitemap";

// Rendered on request from the cached catalogue, so the build needs no database.
export const dynamic = "force-dynamic";

/** GET /sitemap.xml — the sitemap index: /sitemaps/pages.xml and /sitemaps/products-N.xml (lib/seo/sitemap.ts). */
export const GET = route(async () => sitemapResponse("sitemap.xml"));
