import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/content/not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("title") };
}

/** notFound() in a shop page: the 404 inside the shop's header and footer. */
export default function StorefrontNotFound() {
  return <NotFoundView />;
}
