"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect } from "react";
import { Link } from "@/lib/i18n/navigation";
import { useSession, useSignedInHint } from "./use-session";

// The header's per-user parts, filled in on the client: the server renders
// the header the same for everyone so catalogue pages can be cached.
// The signed-in parts (the account menu, Logout) are fetched only for a
// signed-in shopper: most visits are a guest's, and on every page they
// weighed about 1 KiB of gzip JavaScript. The hint cookie starts the fetch
// while /api/auth/me is still on its way.

const loadAccountMenu = () => import("./account-menu");
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const LogoutButton = lazy(() => import("./logout-button").then((module) => ({ default: module.LogoutButton })));

/** Keeps the slot's size while the session or the menu is on its way. */
const accountSlot = <div className="h-8 w-28" aria-hidden="true" />;

/** Desktop: the account menu for a shopper, Login and Sign up for a guest. */
export function HeaderAccount() {
  const t = useTranslations("Auth.menu");
  const { me } = useSession();
  const hinted = useSignedInHint();
  // Not known yet, and the hint says a session is likely.
  const pendingSignedIn = !me && hinted;
  useEffect(() => {
    if (pendingSignedIn) void loadAccountMenu();
  }, [pendingSignedIn]);
  // The hint cookie says a session is likely: keep the slot empty rather than flash Login.
  if (pendingSignedIn) return accountSlot;
  if (me?.user) {
    return (
      <Suspense fallback={accountSlot}>
        <AccountMenu user={me.user} />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-4 text-sm font-medium">
      <Link href="/login" className="hover:text-brand-700">
        {t("login")}
      </Link>
      <Link href="/signup" className="rounded-md bg-brand-600 px-3 py-1.5 text-white hover:bg-brand-700">
        {t("signUp")}
      </Link>
    </div>
  );
}

/** The mobile menu's last item: Logout for a shopper, Login for a guest. */
export function PanelLoginOrLogout({ className }: { className: string }) {
  const t = useTranslations("Auth.menu");
  const { signedIn } = useSession();
  return signedIn ? (
    <Suspense fallback={null}>
      <LogoutButton className={`w-full text-left ${className}`} />
    </Suspense>
  ) : (
    <Link href="/login" className={className}>
      {t("login")}
    </Link>
  );
}
