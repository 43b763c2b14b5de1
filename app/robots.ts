import type { MetadataRoute } from "next";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { absoluteUrl } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

const PRIVATE_PAGES = [
  "/cart",
  "/checkout",
  "/profile",
  "/orders",
  "/order-confirm",
  "/address",
  "/my",
  "/dashboard",
  "/wishlist",
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // Per-shopper pages, in both languages (Hindi under /hi).
      disallow: ["/api/", "/admin", ...PRIVATE_PAGES, ...PRIVATE_PAGES.map((path) => localizedPath("hi", path))],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
