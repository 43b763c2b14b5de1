"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { focusRingFlush } from "@/components/ui/focus-ring";

const SIZES = {
  // Product page: a large main image above a row of thumbnails.
  page: { wrapper: "", main: 800, frame: "rounded-xl", thumb: 80, thumbClass: "h-20 w-20", list: "mt-3 flex gap-3" },
  // Cart line: a small image with small thumbnails below.
  compact: {
    wrapper: "w-28 shrink-0 sm:w-36",
    main: 144,
    frame: "rounded-md",
    thumb: 40,
    thumbClass: "h-8 w-8 sm:h-10 sm:w-10",
    list: "mt-2 flex flex-wrap gap-1",
  },
} as const;

/** Main image with clickable thumbnails that switch it (product page, and each cart line per spec §2). */
export function ProductGallery({
  images,
  name,
  size = "page",
}: {
  images: string[];
  name: string;
  size?: keyof typeof SIZES;
}) {
  const t = useTranslations("Gallery");
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  const s = SIZES[size];
  return (
    <div className={s.wrapper}>
      <div className={`overflow-hidden border border-neutral-200 bg-neutral-50 ${s.frame}`}>
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG demo images; next/image cannot optimise SVG
          <img
            src={current}
            alt={name}
            width={s.main}
            height={s.main}
            fetchPriority={size === "page" ? "high" : "auto"}
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square w-full bg-neutral-100" />
        )}
      </div>
      {images.length > 1 ? (
        <ul className={s.list} aria-label={t("moreImages", { name })}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t("showImage", { number: index + 1, total: images.length })}
                aria-pressed={index === selected}
                className={`overflow-hidden rounded-md border-2 ${index === selected ? "border-brand-600" : "border-transparent"} ${focusRingFlush}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- SVG thumbnails */}
                <img
                  src={src}
                  alt=""
                  width={s.thumb}
                  height={s.thumb}
                  loading="lazy"
                  className={`${s.thumbClass} object-cover`}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
