import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/admin",
        "/cart",
        "/checkout",
        "/profile",
        "/orders",
        "/order-confirm",
        "/address",
        "/my",
        "/dashboard",
        "/wishlist",
      ],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
