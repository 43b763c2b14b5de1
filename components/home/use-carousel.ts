import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { type FocusEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

// Small hooks shared by the home page's two carousels (client components only).

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * True when the visitor asked for reduced motion. The server (and hydration)
 * assume reduced motion, so nothing moves before the browser has said it may.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * Embla on the element given to the returned ref, with its autoplay plugin
 * (stopped: `useAutoplayHold` decides when it runs) unless `autoplayDelayMs`
 * is null. Embla and the plugin (7 KiB of gzip JavaScript) are fetched once
 * the page has hydrated and the carousel is within a screen of the viewport,
 * not with the page: until then the server's markup shows the first slide, as
 * it would anyway. `withApi(act)` runs `act` at
 * once, or as soon as embla is there (a click on a control while it loads).
 * `options` must be a constant.
 */
export function useLazyEmblaCarousel(options: EmblaOptionsType, autoplayDelayMs: number | null) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const waiting = useRef<((api: EmblaCarouselType) => void) | null>(null);

  useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    const start = async () => {
      const [{ default: EmblaCarousel }, autoplay] = await Promise.all([
        import("embla-carousel"),
        autoplayDelayMs === null ? null : import("embla-carousel-autoplay"),
      ]);
      if (cancelled) return;
      const plugins = autoplay
        ? [
            autoplay.default({
              delay: autoplayDelayMs!,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [];
      instance = EmblaCarousel(viewport, options, plugins);
      setApi(instance);
      waiting.current?.(instance);
      waiting.current = null;
    };
    // Started once the carousel comes within a screen of the viewport: the
    // home page's brand carousel is below the first screen on phones, and
    // nothing needs its set-up (measuring every slide) before it is near.
    const nearViewport = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearViewport.disconnect();
        void start();
      },
      { rootMargin: "100% 0px" },
    );
    nearViewport.observe(viewport);
    return () => {
      cancelled = true;
      nearViewport.disconnect();
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, options, autoplayDelayMs]);

  const withApi = useCallback(
    (act: (api: EmblaCarouselType) => void) => {
      if (api) act(api);
      else waiting.current = act;
    },
    [api],
  );

  return [setViewport, api, withApi] as const;
}

/** Embla options that make scrolling instant under reduced motion (embla watches the media query itself). */
export const INSTANT_UNDER_REDUCED_MOTION = { [REDUCED_MOTION]: { duration: 0 } } as const;

/** The selected snap (slide) index; 0 on the server and before embla starts. */
export function useSelectedIndex(api: EmblaCarouselType | undefined): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
}

/**
 * Runs the autoplay plugin only while nothing holds it: the carousel being
 * off screen (no work for slides nobody sees), the pointer over it, keyboard
 * focus inside it, or the visitor's Pause button. Spread `holdHandlers` on the
 * carousel's region. With `enabled` false (reduced motion: the plugin is not
 * passed to embla) it does nothing.
 */
export function useAutoplayHold(api: EmblaCarouselType | undefined, enabled: boolean) {
  // Off screen until the observer says otherwise, so nothing moves before it is seen.
  const held = useRef({ offscreen: true, hover: false, focus: false });
  const [paused, setPaused] = useState(false);

  const sync = useCallback(() => {
    const autoplay = enabled ? api?.plugins().autoplay : undefined;
    if (!autoplay) return;
    const { offscreen, hover, focus } = held.current;
    if (paused || offscreen || hover || focus) autoplay.stop();
    else autoplay.play();
  }, [api, enabled, paused]);

  useEffect(() => {
    sync();
    if (!api) return;
    // The plugin restarts itself when a drag ends; hold it again if it should stay still.
    api.on("pointerUp", sync);
    return () => {
      api.off("pointerUp", sync);
    };
  }, [api, sync]);

  useEffect(() => {
    if (!api || !enabled) return;
    const observer = new IntersectionObserver(([entry]) => {
      held.current.offscreen = !entry?.isIntersecting;
      sync();
    });
    observer.observe(api.rootNode());
    return () => observer.disconnect();
  }, [api, enabled, sync]);

  const holdHandlers = {
    onMouseEnter: () => {
      held.current.hover = true;
      sync();
    },
    onMouseLeave: () => {
      held.current.hover = false;
      sync();
    },
    onFocus: () => {
      held.current.focus = true;
      sync();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget)) return;
      held.current.focus = false;
      sync();
    },
  };

  return { paused, togglePaused: () => setPaused((p) => !p), holdHandlers };
}
