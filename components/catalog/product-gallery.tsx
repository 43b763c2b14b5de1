"use client";

import { useState } from "react";

/** Main image with clickable thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div>
      <div className="overflow-hidden rounded-xl border border-neutral-200 bg-neutral-50">
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG demo images; next/image cannot optimise SVG
          <img
            src={current}
            alt={name}
            width={800}
            height={800}
            fetchPriority="high"
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-3" aria-label="More images">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={`overflow-hidden rounded-md border-2 ${index === selected ? "border-brand-600" : "border-transparent"} focus-visible:outline-2 focus-visible:outline-brand-700`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- SVG thumbnails */}
                <img src={src} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
