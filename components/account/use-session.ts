"use client";

import { requestJson } from "@/components/api/client";
import { loadResource, useResource } from "@/components/api/resource-cache";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";
import { storedValue } from "@/components/browser/stored-value";

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

/** The hint: through the Cookie Store API, which does not block; document.cookie where the browser lacks it. */
async function readSignedInHint(): Promise<boolean> {
  if (typeof window.cookieStore?.get === "function") {
    try {
      return (await window.cookieStore.get(HINT_NAME))?.value === HINT_VALUE;
    } catch {
      // Falls through to document.cookie (a blocked or failing store).
    }
  }
  return document.cookie.split(";").some((part) => part.trim() === `${HINT_NAME}=${HINT_VALUE}`);
}

// Read once per page: login and logout load a new page.
const signedInHint = storedValue(readSignedInHint, false);

/**
 * The signed-in hint cookie (set at login, cleared at logout): lets the header
 * show the account slot instead of a flash of Login before /api/auth/me answers.
 * False until it has been read. Never trusted for anything else.
 */
export function useSignedInHint(): boolean {
  return signedInHint.useValue();
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
