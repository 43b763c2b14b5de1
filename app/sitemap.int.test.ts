import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import robots from "./robots";
import sitemap from "./sitemap";

beforeAll(async () => {
  process.env.NEXTAUTH_URL = "https://kosh.example.in";
  await seed(prisma, { log: () => {} });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every active product and category page, and no inactive product", async () => {
    const hidden = await prisma.product.findFirstOrThrow({ orderBy: { slug: "asc" } });
    await prisma.product.update({ where: { id: hidden.id }, data: { isActive: false } });

    const urls = (await sitemap()).map((entry) => entry.url);
    const active = await prisma.product.findMany({ where: { isActive: true }, select: { slug: true } });
    for (const { slug } of active) expect(urls).toContain(`https://kosh.example.in/product/${slug}`);
    expect(urls).not.toContain(`https://kosh.example.in/product/${hidden.slug}`);
    expect(urls).toContain("https://kosh.example.in/shop?category=Luggage");
    expect(urls).toContain("https://kosh.example.in/shop?category=Kosh%20Originals");
  });

  it("lists every page in Hindi too, each entry naming both languages' URLs and English as x-default", async () => {
    const entries = await sitemap();
    const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, orderBy: { slug: "asc" } });
    const english = `https://kosh.example.in/product/${product.slug}`;
    const hindi = `https://kosh.example.in/hi/product/${product.slug}`;
    const languages = { "en-IN": english, "hi-IN": hindi, "x-default": english };
    expect(entries.find((entry) => entry.url === english)?.alternates?.languages).toEqual(languages);
    expect(entries.find((entry) => entry.url === hindi)?.alternates?.languages).toEqual(languages);
    const urls = entries.map((entry) => entry.url);
    expect(urls).toEqual(expect.arrayContaining(["https://kosh.example.in/hi", "https://kosh.example.in/hi/faq"]));
    // A category's Hindi listing names it in Hindi, as that page's canonical URL does.
    const luggage = {
      "en-IN": "https://kosh.example.in/shop?category=Luggage",
      "hi-IN": `https://kosh.example.in/hi/shop?category=${encodeURIComponent("लगेज")}`,
      "x-default": "https://kosh.example.in/shop?category=Luggage",
    };
    expect(entries.find((entry) => entry.url === luggage["hi-IN"])?.alternates?.languages).toEqual(luggage);
    // As many Hindi pages as English ones, each once.
    expect(urls.filter((url) => url.startsWith("https://kosh.example.in/hi")).length).toBe(entries.length / 2);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("points crawlers at the sitemap and keeps them out of accounts and the API", () => {
    const rules = robots();
    expect(rules.sitemap).toBe("https://kosh.example.in/sitemap.xml");
    const disallow = [rules.rules].flat()[0]?.disallow;
    expect(disallow).toEqual(
      expect.arrayContaining(["/api/", "/checkout", "/profile", "/admin", "/hi/checkout", "/hi/profile"]),
    );
  });
});
