import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { NearbyShopCard } from "@/components/content/nearby-shop-card";
import { listNearbyShops } from "@/lib/content/nearby-shops";
import { store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { openingHoursText } from "@/lib/content/policy-texts";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Nearby");
  return {
    title: t("title"),
    description: t("description", { store: store.name }),
    alternates: await pageAlternates("/nearby-shops"),
  };
}

export default async function NearbyShopsPage() {
  await connection(); // rendered per request: shops are edited in the database
  const shops = await listNearbyShops(await getLocale()); // addresses in the page's language
  const t = await getTranslations("Nearby");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-700">
        {t("intro", { store: store.name, hours: await openingHoursText() })}
      </p>
      {shops.length === 0 ? (
        <p className="mt-10 text-neutral-700">{t("empty")}</p>
      ) : (
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("listLabel")}>
          {shops.map((shop) => (
            <li key={shop._id} className="flex">
              <NearbyShopCard shop={shop} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
