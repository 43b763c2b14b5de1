"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { AccountMenu } from "./account-menu";
import { LogoutButton } from "./logout-button";
import { useSession } from "./use-session";

// The header's per-user parts, filled in on the client: the server renders
// the header the same for everyone so catalogue pages can be cached.

/** Desktop: the account menu for a shopper, Login and Sign up for a guest. */
export function HeaderAccount() {
  const { me, pendingSignedIn } = useSession();
  // The hint cookie says a session is likely: keep the slot empty rather than flash Login.
  if (pendingSignedIn) return <div className="h-8 w-28" aria-hidden="true" />;
  return <AccountMenu user={me?.user ?? null} />;
}

/** The mobile menu's last item: Logout for a shopper, Login for a guest. */
export function PanelLoginOrLogout({ className }: { className: string }) {
  const t = useTranslations("Auth.menu");
  const { signedIn } = useSession();
  return signedIn ? (
    <LogoutButton className={`w-full text-left ${className}`} />
  ) : (
    <Link href="/login" className={className}>
      {t("login")}
    </Link>
  );
}
