"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ButtonHTMLAttributes } from "react";
import { toast } from "@/components/ui/toast";
import { clearAccountState, goTo } from "./client-session";
import { requestJson } from "@/components/api/client";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";

type Props = { className?: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "type" | "children">;

/** Ends this browser's session, forgets the cart state kept here, and goes to /login. */
export function LogoutButton({ className, ...rest }: Props) {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await requestJson("/api/auth/logout", { method: "POST" });
    } catch {
      setPending(false);
      toast.error(t("logoutFailed"));
      return;
    }
    await clearAccountState();
    goTo(localizedPath(locale, "/login"));
  }

  return (
    <button {...rest} type="button" className={className} onClick={logout} disabled={pending} aria-busy={pending}>
      {t("logout")}
    </button>
  );
}
