"use client";

import { useSyncExternalStore } from "react";
import { requestJson } from "@/components/api/client";
import { loadResource, useResource } from "@/components/api/resource-cache";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// Who is shopping, as the browser learns it: the catalogue pages are rendered
// the same for everyone (so the server can cache them), and the header, the
// product cards and the badges ask GET /api/auth/me once per page load (the
// resource cache shares the one answer). Full page loads follow login and logout, so the
// answer is kept for the life of the page.

export type Me = {
  user: { name: string; role: "CUSTOMER" | "ADMIN" } | null;
  counts: { wishlist: number; cart: number } | null;
};

const HINT_NAME = "kosh_signed_in";
const HINT_VALUE = "1";

const fetchMe = (path: string) => requestJson<Me>(path, { cache: "no-store" });

/**
 * The hint, read once per page (login and logout load a new page). Reading
 * document.cookie makes Chromium's renderer wait for the network process,
 * which is busy loading the page at that moment (~4 ms per home page load
 * here, 1× CPU); the Cookie Store API asks without blocking the main thread.
 * Browsers without it (or on plain http other than localhost) read
 * document.cookie once.
 */
let hint: boolean | undefined;
let hintRead: Promise<void> | undefined;
const hintListeners = new Set<() => void>();

function readHintOnce(): Promise<void> {
  hintRead ??= (async () => {
    if (typeof window.cookieStore?.get === "function") {
      try {
        hint = (await window.cookieStore.get(HINT_NAME))?.value === HINT_VALUE;
        return;
      } catch {
        // Falls through to document.cookie (a blocked or failing store).
      }
    }
    hint = document.cookie.split(";").some((part) => part.trim() === `${HINT_NAME}=${HINT_VALUE}`);
  })().then(() => {
    for (const listener of hintListeners) listener();
  });
  return hintRead;
}

function subscribeHint(onChange: () => void) {
  hintListeners.add(onChange);
  void readHintOnce();
  return () => hintListeners.delete(onChange);
}

/**
 * The signed-in hint cookie (set at login, cleared at logout): lets the header
 * show the account slot instead of a flash of Login before /api/auth/me answers.
 * False until it has been read. Never trusted for anything else.
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    subscribeHint,
    () => hint ?? false,
    () => false,
  );
}

export type SessionState = {
  /** null until /api/auth/me answered. */
  me: Me | null;
  signedIn: boolean;
};

export function useSession(): SessionState {
  const { data } = useResource(RESOURCE_KEYS.me, fetchMe);
  return { me: data ?? null, signedIn: Boolean(data?.user) };
}

/** For click handlers: whether the shopper is signed in, waiting for /api/auth/me if it has not answered. */
export async function resolveSignedIn(known: Me | null): Promise<boolean> {
  if (known) return known.user !== null;
  const me = await loadResource(RESOURCE_KEYS.me, fetchMe);
  return Boolean(me?.user);
}
