import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { PRODUCTS_PER_SITEMAP, sitemapFileNames, sitemapFileXml, sitemapIndexXml } from "@/lib/seo/sitemap";
import { seed } from "@/prisma/seed";
import robots from "./robots";
import { GET as sitemapIndex } from "./sitemap.xml/route";
import { GET as sitemapFile } from "./sitemaps/[file]/route";

beforeAll(async () => {
  process.env.NEXTAUTH_URL = "https://kosh.example.in";
  await seed(prisma, { log: () => {} });
});

const SITE = "https://kosh.example.in";
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
/** Each <url>'s hreflang → href, by its <loc>. */
const alternatesByUrl = (xml: string) =>
  new Map(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map((match) => [
      match[1]!.replace(/&amp;/g, "&"),
      Object.fromEntries(
        [...match[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [
          link[1]!,
          link[2]!.replace(/&amp;/g, "&"),
        ]),
      ),
    ]),
  );

async function fetchFile(name: string) {
  return sitemapFile(new Request(`${SITE}/sitemaps/${name}`), {
    params: Promise.resolve({ file: name }),
  });
}

describe("the sitemap", () => {
  it("is an index of files, none over the 50,000 URLs a sitemap may hold, together listing every active product once", async () => {
    const hidden = await prisma.product.findFirstOrThrow({ orderBy: { slug: "asc" } });
    await prisma.product.update({ where: { id: hidden.id }, data: { isActive: false } });
    const active = await prisma.product.findMany({ where: { isActive: true }, select: { slug: true } });

    // Files of 7 products (×2 languages): the seeded catalogue spreads over several.
    const perFile = 7;
    const names = await sitemapFileNames(perFile);
    expect(names).toEqual([
      "pages.xml",
      ...Array.from({ length: Math.ceil(active.length / perFile) }, (_, i) => `products-${i + 1}.xml`),
    ]);
    expect(locs(await sitemapIndexXml(perFile))).toEqual(names.map((name) => `${SITE}/sitemaps/${name}`));
    const listed: string[] = [];
    for (const name of names.slice(1)) {
      const urls = locs((await sitemapFileXml(name, perFile))!);
      expect(urls.length).toBeLessThanOrEqual(perFile * 2);
      listed.push(...urls);
    }
    const english = listed.filter((url) => !url.startsWith(`${SITE}/hi/`));
    expect(english.sort()).toEqual(active.map(({ slug }) => `${SITE}/product/${slug}`).sort());
    expect(listed).toContain(`${SITE}/hi/product/${active[0]!.slug}`);
    expect(listed).not.toContain(`${SITE}/product/${hidden.slug}`);
    expect(new Set(listed).size).toBe(listed.length);
    // Past the last file, there is none.
    expect(await sitemapFileXml(`products-${names.length}.xml`, perFile)).toBeNull();
    // The shop's own size: each file within the sitemap protocol's 50,000 URLs.
    expect(PRODUCTS_PER_SITEMAP * 2).toBeLessThanOrEqual(50_000);
  });

  it("lists every page in Hindi too, each entry naming both languages' URLs and English as x-default", async () => {
    const pages = (await (await fetchFile("pages.xml")).text()) as string;
    const byUrl = alternatesByUrl(pages);
    expect([...byUrl.keys()]).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/hi`, `${SITE}/hi/faq`]));
    // A category's Hindi listing names it in Hindi, as that page's canonical URL does.
    const luggage = {
      "en-IN": `${SITE}/shop?category=Luggage`,
      "hi-IN": `${SITE}/hi/shop?category=${encodeURIComponent("लगेज")}`,
      "x-default": `${SITE}/shop?category=Luggage`,
    };
    expect(byUrl.get(luggage["en-IN"])).toEqual(luggage);
    expect(byUrl.get(luggage["hi-IN"])).toEqual(luggage);
    expect([...byUrl.keys()]).toContain(`${SITE}/shop?category=Kosh%20Originals`);
    // Every indexable fixed page (each names its canonical and hreflang links), in both languages.
    for (const page of ["/corporate", "/trackorder", "/companyinfo", "/nearby-shops"]) {
      expect([...byUrl.keys()]).toEqual(expect.arrayContaining([`${SITE}${page}`, `${SITE}/hi${page}`]));
    }
    const urls = [...byUrl.keys()];
    expect(urls.filter((url) => url.startsWith(`${SITE}/hi`)).length).toBe(urls.length / 2);

    const products = await (await fetchFile("products-1.xml")).text();
    const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, orderBy: { slug: "asc" } });
    const english = `${SITE}/product/${product.slug}`;
    const hindi = `${SITE}/hi/product/${product.slug}`;
    const languages = { "en-IN": english, "hi-IN": hindi, "x-default": english };
    expect(alternatesByUrl(products).get(english)).toEqual(languages);
    expect(alternatesByUrl(products).get(hindi)).toEqual(languages);
  });

  it("answers XML, and 404 to a file the index does not list", async () => {
    const index = await sitemapIndex(new Request(`${SITE}/sitemap.xml`), {});
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(locs(await index.text())).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/products-1.xml`]);
    expect(await (await fetchFile("products-1.xml")).text()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /,
    );
    for (const name of ["products-2.xml", "products-0.xml", "products-1.xml.gz", "pages", "..%2Fpages.xml", "x.xml"])
      expect((await fetchFile(name)).status, name).toBe(404);
  });

  it("points crawlers at the sitemap and keeps them out of accounts and the API", () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${SITE}/sitemap.xml`);
    const disallow = [rules.rules].flat()[0]?.disallow;
    expect(disallow).toEqual(
      expect.arrayContaining(["/api/", "/checkout", "/profile", "/admin", "/hi/checkout", "/hi/profile"]),
    );
  });
});
