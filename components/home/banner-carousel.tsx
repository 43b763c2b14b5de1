"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "@/components/layout/icons";
import {
  INSTANT_UNDER_REDUCED_MOTION,
  useAutoplayHold,
  useLazyEmblaCarousel,
  usePrefersReducedMotion,
  useSelectedIndex,
} from "./use-carousel";
import { focusRingTight } from "@/components/ui/focus-ring";

/** Spec §9: the home banner moves on every 3000 ms. */
const BANNER_DELAY_MS = 3000;
const EMBLA_OPTIONS = { loop: true, breakpoints: INSTANT_UNDER_REDUCED_MOTION };

const controlButton = `grid size-8 place-items-center rounded-full text-ink hover:bg-brand-100 ${focusRingTight}`;

/**
 * The home page's rotating banner: the images (`slides`, BannerSlides) turn,
 * the sale text and Shop Now button (`children`) stay; both are rendered on
 * the server. The Pause button appears after hydration, positioned so that it
 * moves nothing. Pauses while hovered or focused and on the Pause button; does
 * not turn by itself under reduced motion.
 */
export function BannerCarousel({
  slides,
  count,
  children,
}: {
  slides: React.ReactNode;
  count: number;
  children: React.ReactNode;
}) {
  const t = useTranslations("Carousel");
  const autoplay = !usePrefersReducedMotion();
  const [viewportRef, api, withApi] = useLazyEmblaCarousel(EMBLA_OPTIONS, autoplay ? BANNER_DELAY_MS : null);
  const selected = useSelectedIndex(api);
  const { paused, togglePaused, holdHandlers } = useAutoplayHold(api, autoplay);
  const track = useRef<HTMLDivElement>(null);

  // Only the slide in view can be reached by keyboard or screen reader.
  useEffect(() => {
    const slideElements = track.current?.children ?? [];
    for (let i = 0; i < slideElements.length; i += 1) (slideElements[i] as HTMLElement).inert = i !== selected;
  }, [selected]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("offers")}
      className="overflow-hidden rounded-2xl bg-brand-50"
      {...holdHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div ref={track} className="flex touch-pan-y" aria-live={autoplay && !paused ? "off" : "polite"}>
          {slides}
        </div>
      </div>
      <div className="relative flex items-center justify-center gap-1 px-2 py-1">
        <button
          type="button"
          className={controlButton}
          aria-label={t("previous")}
          onClick={() => withApi((carousel) => carousel.scrollPrev())}
        >
          <ChevronLeftIcon />
        </button>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={`group ${controlButton}`}
            aria-label={t("goTo", { number: i + 1 })}
            aria-current={i === selected ? "true" : undefined}
            onClick={() => withApi((carousel) => carousel.scrollTo(i))}
          >
            <span
              className={`block size-2.5 rounded-full transition-colors ${
                i === selected ? "bg-brand-700" : "bg-neutral-500 group-hover:bg-neutral-700"
              }`}
            />
          </button>
        ))}
        <button
          type="button"
          className={controlButton}
          aria-label={t("next")}
          onClick={() => withApi((carousel) => carousel.scrollNext())}
        >
          <ChevronRightIcon />
        </button>
        {autoplay ? (
          <button
            type="button"
            className={`${controlButton} absolute top-1/2 right-2 -translate-y-1/2`}
            aria-label={paused ? t("play") : t("pause")}
            onClick={togglePaused}
          >
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
