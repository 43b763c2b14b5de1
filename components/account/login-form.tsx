"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { requestJson, messageOf } from "@/components/api/client";
import { goTo } from "./client-session";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "./submit-button";

// Spec §4/§5/§8: both fields required ("Both email and password are required!"),
// "Login successful!" then home (or the page that sent the shopper here) after
// 2 seconds; a failure shows the server's message, else "Invalid credentials!".

export const REDIRECT_DELAY_MS = 2000;

export function LoginForm({ callbackPath }: { callbackPath: string }) {
  const t = useTranslations("Auth.login");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      toast.error(t("required"));
      return;
    }
    setPending(true);
    try {
      await requestJson("/api/auth/login", { method: "POST", body: { email, password } });
    } catch (error) {
      toast.error(messageOf(error, t("failure")));
      setPending(false);
      return;
    }
    toast.success(t("success"));
    setTimeout(() => goTo(callbackPath), REDIRECT_DELAY_MS);
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <TextField label={t("email")} id="login-email" name="email" type="email" autoComplete="email" />
      <TextField
        label={t("password")}
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} />
    </form>
  );
}
