"use client";

import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "@/components/layout/icons";
import {
  INSTANT_UNDER_REDUCED_MOTION,
  useAutoplayHold,
  useLazyEmblaCarousel,
  usePrefersReducedMotion,
  useSelectedIndex,
} from "./use-carousel";

export type BannerSlide = { src: string; alt: string; href: string };

/** Spec §9: the home banner moves on every 3000 ms. */
const BANNER_DELAY_MS = 3000;
const EMBLA_OPTIONS = { loop: true, breakpoints: INSTANT_UNDER_REDUCED_MOTION };

const controlButton =
  "grid size-8 place-items-center rounded-full text-ink hover:bg-brand-100 " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

/**
 * The home page's rotating banner: the images turn, the sale text and Shop Now
 * button (`children`, rendered on the server) stay. The Pause button
 * appears after hydration, positioned so that it moves nothing. Pauses while hovered or
 * focused and on the Pause button; does not turn by itself under reduced motion.
 */
export function BannerCarousel({ slides, children }: { slides: readonly BannerSlide[]; children: React.ReactNode }) {
  const autoplay = !usePrefersReducedMotion();
  const [viewportRef, api, withApi] = useLazyEmblaCarousel(EMBLA_OPTIONS, autoplay ? BANNER_DELAY_MS : null);
  const selected = useSelectedIndex(api);
  const { paused, togglePaused, holdHandlers } = useAutoplayHold(api, autoplay);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="overflow-hidden rounded-2xl bg-brand-50"
      {...holdHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={autoplay && !paused ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
              inert={i !== selected}
            >
              <Link
                href={slide.href}
                prefetch={false}
                className="block focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- demo banners are small SVGs */}
                <img
                  src={slide.src}
                  alt={slide.alt}
                  width={1600}
                  height={600}
                  className="h-auto w-full"
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                />
              </Link>
            </div>
          ))}
        </div>
      </div>
      <div className="relative flex items-center justify-center gap-1 px-2 py-1">
        <button
          type="button"
          className={controlButton}
          aria-label="Previous slide"
          onClick={() => withApi((carousel) => carousel.scrollPrev())}
        >
          <ChevronLeftIcon />
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            className={`group ${controlButton}`}
            aria-label={`Go to slide ${i + 1}`}
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
          aria-label="Next slide"
          onClick={() => withApi((carousel) => carousel.scrollNext())}
        >
          <ChevronRightIcon />
        </button>
        {autoplay ? (
          <button
            type="button"
            className={`${controlButton} absolute top-1/2 right-2 -translate-y-1/2`}
            aria-label={paused ? "Play slideshow" : "Pause slideshow"}
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
