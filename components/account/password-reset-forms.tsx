"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { requestJson, messageOf } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "./submit-button";
import { toast } from "@/components/ui/toast";
import { Link } from "@/lib/i18n/navigation";

// "Forgot your password?" and "Choose a new password" (lib/auth/password-reset.ts).
// Each shows the server's answer in place of the form once it has succeeded.

function Done({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div role="status" className="space-y-4">
      <p className="text-sm text-neutral-800">{message}</p>
      {children}
    </div>
  );
}

export function ForgotPasswordForm() {
  const tForgot = useTranslations("PasswordReset.forgot");
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      toast.error(tForgot("required"));
      return;
    }
    setPending(true);
    try {
      const { message } = await requestJson<{ message: string }>("/api/auth/password-reset/request", {
        method: "POST",
        body: { email },
      });
      setSent(message);
    } catch (error) {
      toast.error(messageOf(error, tForgot("failure")));
    } finally {
      setPending(false);
    }
  }

  if (sent) return <Done message={sent} />;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <TextField label={tForgot("email")} id="forgot-email" name="email" type="email" autoComplete="email" />
      <SubmitButton pending={pending} label={tForgot("submit")} pendingLabel={tForgot("submitting")} />
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const tReset = useTranslations("PasswordReset.reset");
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) {
      toast.error(tReset("required"));
      return;
    }
    setPending(true);
    try {
      const { message } = await requestJson<{ message: string }>("/api/auth/password-reset/confirm", {
        method: "POST",
        body: { token, password },
      });
      setDone(message || tReset("done"));
    } catch (error) {
      toast.error(messageOf(error, tReset("failure")));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Done message={done}>
        <Link href="/login" className={`${buttonClass.primary} block w-full text-center`}>
          {tReset("login")}
        </Link>
      </Done>
    );
  }
  // method="post": submitted by the browser itself (before hydration), a GET would put the password in the address.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <TextField
        label={tReset("password")}
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={tReset("hint")}
      />
      <SubmitButton pending={pending} label={tReset("submit")} pendingLabel={tReset("submitting")} />
    </form>
  );
}
