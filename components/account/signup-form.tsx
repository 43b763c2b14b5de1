"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { requestJson, messageOf } from "@/components/api/client";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "./submit-button";
import { REDIRECT_DELAY_MS } from "./login-form";
import { useRouter } from "@/lib/i18n/navigation-hooks";

// Spec §4/§5/§8: all fields required ("All fields are required!"); success shows
// the server's message (else "Signup successful!") and goes to /login after
// 2 seconds; a failure shows the server's message, else "Something went wrong!".

export function SignupForm() {
  const t = useTranslations("Auth.signup");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!name || !email || !password) {
      toast.error(t("required"));
      return;
    }
    setPending(true);
    let message: string | undefined;
    try {
      ({ message } = await requestJson<{ message?: string }>("/api/auth/signup", {
        method: "POST",
        body: { name, email, password },
      }));
    } catch (error) {
      toast.error(messageOf(error, t("failure")));
      setPending(false);
      return;
    }
    toast.success(message || t("success"));
    setTimeout(() => router.push("/login"), REDIRECT_DELAY_MS);
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <TextField label={t("name")} id="signup-name" name="name" type="text" autoComplete="name" />
      <TextField label={t("email")} id="signup-email" name="email" type="email" autoComplete="email" />
      <TextField
        label={t("password")}
        id="signup-password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
      />
      <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} />
    </form>
  );
}
