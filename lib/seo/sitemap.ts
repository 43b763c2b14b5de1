import "server-only";
import { gunzipSync, gzipSync } from "node:zlib";
import { CATALOG_TAGS, cachedCatalogRead } from "@/lib/catalog/cache";
import { flattenCategories, listCategoryTree } from "@/lib/catalog/filters";
import { catalogHref } from "@/lib/catalog/query";
import { countSitemapProducts, listSitemapProducts } from "@/lib/catalog/sitemap";
import { notFound } from "@/lib/errors";
import { locales, type Locale } from "@/lib/i18n/locale";
import { sitemapAlternates, type PagePath } from "./alternates";
import { absoluteUrl } from "./site";

// The sitemap, as search engines read it: /sitemap.xml is an index naming
// /sitemaps/pages.xml (the fixed pages and every category listing) and
// /sitemaps/products-1.xml, -2.xml… (PRODUCTS_PER_SITEMAP products each).
// One file may hold at most 50,000 URLs and 50 MB; at 100,000 products a
// single file held 196,146 URLs (116 MB) and took ~10 s of CPU per request.
// Every page is listed in both languages, each entry naming the other's URL
// (hreflang en-IN, hi-IN, x-default = English). Each document is built once
// and kept gzipped in the catalogue's data cache (product edits expire it;
// with REDIS_URL every instance shares it; gzipped, a file stays far below
// the 2 MB a Vercel data-cache entry may hold), so a crawler or a script
// asking again costs a cache read and the response's compression: Next drops
// a route handler's own Content-Encoding and compresses the body itself.

/** Products per file: × 2 languages = 4,000 URLs, ~2.4 MB of XML (the protocol allows 50,000 and 50 MB). */
export const PRODUCTS_PER_SITEMAP = 2_000;

const STATIC_PAGES = [
  "/",
  "/shop",
  "/nearby-shops",
  "/contact",
  "/faq",
  "/shipinginfo",
  "/returns",
  "/privacy",
  "/terms",
  "/companyinfo",
  "/corporate",
  "/trackorder",
];

type SitemapPage = { path: PagePath; lastModified?: string; changeFrequency: "daily" | "weekly" };

/** The fixed pages, and each category's listing named in each page's language (as its canonical URL is). */
async function sitePages(): Promise<SitemapPage[]> {
  const [tree, hindiTree] = await Promise.all([listCategoryTree(), listCategoryTree("hi")]);
  const hindiNames = new Map(flattenCategories(hindiTree).map((category) => [category.id, category.name]));
  return [
    ...STATIC_PAGES.map((path) => ({ path, changeFrequency: "weekly" as const })),
    ...flattenCategories(tree).map((category) => ({
      path: {
        en: catalogHref({ categories: [category.name] }),
        hi: catalogHref({ categories: [hindiNames.get(category.id) ?? category.name] }),
      },
      changeFrequency: "daily" as const,
    })),
  ];
}

async function productPages(file: number, perFile: number): Promise<SitemapPage[]> {
  const products = await listSitemapProducts((file - 1) * perFile, perFile);
  return products.map((product) => ({
    path: `/product/${product.slug}`,
    lastModified: product.updatedAt,
    changeFrequency: "weekly",
  }));
}

/** The sitemap's files: pages.xml, then as many products-N.xml as the active products fill. */
export async function sitemapFileNames(perFile = PRODUCTS_PER_SITEMAP): Promise<string[]> {
  const files = Math.ceil((await countSitemapProducts()) / perFile);
  return ["pages.xml", ...Array.from({ length: files }, (_, i) => `products-${i + 1}.xml`)];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

function urlXml(page: SitemapPage, locale: Locale): string {
  const { url, alternates } = sitemapAlternates(page.path, locale);
  const links = Object.entries(alternates?.languages ?? {}).map(
    ([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(String(href))}"/>`,
  );
  const lastModified = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : "";
  return `<url><loc>${escapeXml(url)}</loc>${links.join("")}${lastModified}<changefreq>${page.changeFrequency}</changefreq></url>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Every page in every language (English first), one <url> per line. */
function urlsetXml(pages: SitemapPage[]): string {
  const urls = locales.flatMap((locale) => pages.map((page) => urlXml(page, locale)));
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** /sitemap.xml: the index of the files. */
export async function sitemapIndexXml(perFile = PRODUCTS_PER_SITEMAP): Promise<string> {
  const entries = (await sitemapFileNames(perFile)).map(
    (name) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemaps/${name}`))}</loc></sitemap>`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

const FILE_NAME = /^(?:pages|products-([1-9]\d{0,6}))\.xml$/;

/** One file's XML, or null when the index names no such file (unknown, or past the last products file). */
export async function sitemapFileXml(name: string, perFile = PRODUCTS_PER_SITEMAP): Promise<string | null> {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  if (!match[1]) return urlsetXml(await sitePages());
  const pages = await productPages(Number(match[1]), perFile);
  return pages.length ? urlsetXml(pages) : null;
}

const cachedFileNames = cachedCatalogRead(() => sitemapFileNames(), ["sitemap-files"], [CATALOG_TAGS.sitemap]);

/** A sitemap document gzipped (base64: the data cache keeps JSON), or null for no such file. */
const cachedGzippedDocument = cachedCatalogRead(
  async (name: string): Promise<string | null> => {
    const xml = name === "sitemap.xml" ? await sitemapIndexXml() : await sitemapFileXml(name);
    return xml === null ? null : gzipSync(xml).toString("base64");
  },
  ["sitemap-document"],
  // pages.xml lists the categories (their cached tree, whose tag Next does not pass up to this read).
  [CATALOG_TAGS.sitemap, CATALOG_TAGS.categories],
);

/**
 * The response for /sitemap.xml ("sitemap.xml") or /sitemaps/<name>, or a 404
 * for a name the index does not list. CDNs may keep it an hour.
 */
export async function sitemapResponse(name: string): Promise<Response> {
  // Only the files the index lists are built and kept: any other name is a 404 that caches nothing.
  if (name !== "sitemap.xml" && !(await cachedFileNames()).includes(name)) throw notFound("There is no such sitemap.");
  const stored = await cachedGzippedDocument(name);
  if (stored === null) throw notFound("There is no such sitemap.");
  return new Response(new Uint8Array(gunzipSync(Buffer.from(stored, "base64"))), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
