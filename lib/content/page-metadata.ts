import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { getPathname } from "@/lib/i18n/navigation";

/** A content page's title, description and canonical URL in the page's language ("/privacy", "/hi/privacy"). */
export async function contentPageMetadata(href: string, title: string, description: string): Promise<Metadata> {
  const locale = await getLocale();
  return { title, description, alternates: { canonical: getPathname({ href, locale }) } };
}
