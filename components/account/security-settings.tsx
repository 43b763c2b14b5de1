"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { requestJson, messageOf } from "@/components/api/client";
import { clearAccountState, goTo } from "./client-session";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";

// Password change (ends every other session, keeps this one) and "Log out
// everywhere" (ends every session, this one too, and voids password-reset links already sent).

export function ChangePasswordForm() {
  const t = useTranslations("Account.password");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get("currentPassword") ?? "");
    const newPassword = String(form.get("newPassword") ?? "");
    if (!currentPassword || !newPassword) {
      toast.error(t("required"));
      return;
    }
    setPending(true);
    try {
      const { message } = await requestJson<{ message: string }>("/api/auth/password", {
        method: "POST",
        body: { currentPassword, newPassword },
      });
      formElement.reset();
      toast.success(message);
    } catch (error) {
      toast.error(messageOf(error, t("failed")));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={`${cardClass} space-y-4`}
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("current")}
          id="current-password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          label={t("new")}
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint={t("newHint")}
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClass.primary}>
        {pending ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}

export function LogoutEverywhere() {
  const devices = useTranslations("Account.devices");
  const locale = useLocale();
  const [pending, setPending] = useState(false);

  async function logoutEverywhere() {
    setPending(true);
    try {
      await requestJson("/api/auth/logout-all", { method: "POST" });
    } catch (error) {
      toast.error(messageOf(error, devices("failed")));
      setPending(false);
      return;
    }
    await clearAccountState();
    goTo(localizedPath(locale, "/login"));
  }

  return (
    <section className={`${cardClass} space-y-3`} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        {devices("heading")}
      </h2>
      <p className="text-sm text-neutral-600">
        {devices("text")} {devices("resetLinks")}
      </p>
      <button type="button" onClick={logoutEverywhere} disabled={pending} className={buttonClass.secondary}>
        {pending ? devices("submitting") : devices("submit")}
      </button>
    </section>
  );
}
