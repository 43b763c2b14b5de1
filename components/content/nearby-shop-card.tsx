import { getTranslations } from "next-intl/server";
import type { NearbyShopView } from "@/lib/content/nearby-shops";
import { telHref } from "@/lib/content/links";
import { focusRing } from "@/components/ui/focus-ring";
import { buttonClass } from "@/components/ui/button";

export async function NearbyShopCard({ shop }: { shop: NearbyShopView }) {
  const t = await getTranslations("Nearby");
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm"
      data-testid="nearby-shop"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- shop photos are small images served as-is */}
      <img
        src={shop.image}
        alt={t("photoAlt", { name: shop.name })}
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold text-neutral-900">{shop.name}</h2>
        <address className="not-italic text-neutral-700">{shop.address}</address>
        <p>
          <span className="sr-only">{t("telephone")} </span>
          <a
            href={telHref(shop.telephone)}
            className={`font-medium text-brand-700 underline-offset-2 hover:underline ${focusRing}`}
          >
            {shop.telephone}
          </a>
        </p>
        <p className="mt-auto pt-2">
          <a href={shop.mapsLink} target="_blank" rel="noopener noreferrer" className={`${buttonClass.primary} gap-2`}>
            {t("viewOnMap")}
            <span className="sr-only"> {t("mapFor", { name: shop.name })}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M11 4h5v5M16 4l-7 7M8 6H5a1 1 0 00-1 1v8a1 1 0 001 1h8a1 1 0 001-1v-3" strokeLinecap="round" />
            </svg>
          </a>
        </p>
      </div>
    </article>
  );
}
