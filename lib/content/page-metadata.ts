import type { Metadata } from "next";
import { pageAlternates } from "@/lib/seo/page-metadata";

/** A content page's title, description, canonical URL in the page's language ("/privacy", "/hi/privacy") and hreflang links. */
export async function contentPageMetadata(href: string, title: string, description: string): Promise<Metadata> {
  return { title, description, alternates: await pageAlternates(href) };
}
