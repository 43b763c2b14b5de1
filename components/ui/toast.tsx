"use client";

import { useEffect, useState } from "react";
import type { ExternalToast } from "sonner";
import { inOwnTask } from "@/components/browser/stored-value";

// Toasts (spec §8: top-right, closing after 5000 ms), drawn by sonner. sonner
// is 12.8 KiB of gzip JavaScript that every page would otherwise download
// before it is interactive; toasts only follow something the shopper did, so
// it loads with the first one (or when the browser is idle). Call `toast.*`
// from here, never from "sonner".

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info" | "warning";

let loadingSonner: Promise<Sonner> | undefined;
const loadSonner = () => (loadingSonner ??= import("sonner"));

/** Set by <ToastViewport> when it is on the page: renders sonner's Toaster, resolving once it is mounted. */
let mountToaster: ((sonner: Sonner) => Promise<void>) | undefined;
let toasterMounted: Promise<void> | undefined;

async function show(kind: Kind, message: string, options?: ExternalToast) {
  const sonner = await loadSonner();
  // A toast made before sonner's Toaster listens would be lost.
  toasterMounted ??= mountToaster?.(sonner);
  await toasterMounted;
  sonner.toast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show("success", message, options),
  error: (message: string, options?: ExternalToast) => void show("error", message, options),
  info: (message: string, options?: ExternalToast) => void show("info", message, options),
  warning: (message: string, options?: ExternalToast) => void show("warning", message, options),
};

const NEXT_PAGE_TOAST = "kosh_next_page_toast";

/**
 * A toast for the next page this tab loads in full (after `window.location.assign`,
 * which starts every script afresh), e.g. "Your account has been deleted." on the home page.
 */
export function toastOnNextPage(kind: Kind, message: string): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_TOAST, JSON.stringify({ kind, message }));
  } catch {
    // storage unavailable (private mode): the page simply shows no toast
  }
}

/** The toast the previous page left for this one, once. */
function takeNextPageToast(): { kind: Kind; message: string } | null {
  try {
    const raw = sessionStorage.getItem(NEXT_PAGE_TOAST);
    if (raw === null) return null;
    sessionStorage.removeItem(NEXT_PAGE_TOAST);
    const { kind, message } = JSON.parse(raw) as { kind?: unknown; message?: unknown };
    const known = kind === "success" || kind === "error" || kind === "info" || kind === "warning";
    return known && typeof message === "string" && message ? { kind, message } : null;
  } catch {
    return null;
  }
}

/** Where toasts appear; once, in the root layout, with its labels in the page's language (English by default). */
export function ToastViewport({
  closeLabel = "Close toast",
  regionLabel = "Notifications",
}: {
  closeLabel?: string;
  regionLabel?: string;
}) {
  const [toaster, setToaster] = useState<{ Toaster: Sonner["Toaster"]; mounted: () => void } | null>(null);

  useEffect(() => {
    mountToaster = (sonner) => new Promise<void>((mounted) => setToaster({ Toaster: sonner.Toaster, mounted }));
    // Fetch sonner when the browser has nothing better to do, so the first toast is not kept waiting.
    const idle = window.requestIdleCallback?.(() => void loadSonner(), { timeout: 5000 });
    // In a task of its own: a page's first sessionStorage read waits on another process (stored-value.ts).
    void inOwnTask(takeNextPageToast).then((carried) => carried && show(carried.kind, carried.message));
    return () => {
      mountToaster = undefined;
      toasterMounted = undefined;
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, []);

  useEffect(() => toaster?.mounted(), [toaster]);

  if (!toaster) return null;
  const { Toaster } = toaster;
  return (
    <Toaster
      position="top-right"
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={regionLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}
