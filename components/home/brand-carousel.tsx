"use client";

import { useTranslations } from "next-intl";
import { PauseIcon, PlayIcon } from "@/components/layout/icons";
import {
  INSTANT_UNDER_REDUCED_MOTION,
  useAutoplayHold,
  useLazyEmblaCarousel,
  usePrefersReducedMotion,
} from "./use-carousel";
import { focusRing } from "@/components/ui/focus-ring";

/** Spec §9: the brand carousel moves on every 1000 ms… */
const BRAND_DELAY_MS = 1000;
/**
 * …with a 1000 ms transition. Embla's `duration` is not milliseconds: each
 * 1/60 s step adds (distance left ÷ duration) to the speed, then multiplies
 * the speed by the friction (0.68). Simulating that, 26 brings a 150–350 px
 * step (one logo, phone to desktop) to within half a pixel of rest in
 * 0.88–1.0 s; the default 25 takes 0.83–0.95 s and 28 takes 0.98–1.12 s.
 */
const BRAND_SCROLL_DURATION = 26;
const EMBLA_OPTIONS = {
  loop: true,
  align: "start",
  duration: BRAND_SCROLL_DURATION,
  breakpoints: INSTANT_UNDER_REDUCED_MOTION,
} as const;

/**
 * Popular brands: 5 logos in view, 4 under 1024 px, 3 under 768 px, 2 under
 * 480 px, looping. Pauses while hovered or focused and on its Pause button;
 * does not move by itself under reduced motion. The heading and the logos
 * (`children`: BrandSlides) are the server's; this only moves them.
 */
export function BrandCarousel({ heading, children }: { heading: React.ReactNode; children: React.ReactNode }) {
  const t = useTranslations("Carousel");
  const autoplay = !usePrefersReducedMotion();
  const [viewportRef, api] = useLazyEmblaCarousel(EMBLA_OPTIONS, autoplay ? BRAND_DELAY_MS : null);
  const { paused, togglePaused, holdHandlers } = useAutoplayHold(api, autoplay);

  return (
    <section aria-roledescription="carousel" aria-labelledby="brands-heading" {...holdHandlers}>
      <div className="mb-4 flex items-center justify-between gap-4">
        {heading}
        {autoplay ? (
          <button
            type="button"
            className={`grid size-8 place-items-center rounded-full border border-neutral-300 text-ink hover:bg-neutral-100 ${focusRing}`}
            aria-label={paused ? t("playBrands") : t("pauseBrands")}
            onClick={togglePaused}
          >
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        ) : null}
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        {children}
      </div>
    </section>
  );
}
