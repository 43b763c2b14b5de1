import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";

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
 * The autoplay plugin for `useEmblaCarousel`, or none under reduced motion.
 * It starts stopped: `useAutoplayHold` decides when it runs.
 */
export function useAutoplayPlugins(delayMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [
            Autoplay({
              delay: delayMs,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [reducedMotion, delayMs],
  );
  return { plugins, autoplay: !reducedMotion };
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
