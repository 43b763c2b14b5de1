"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { requestJson, messageOf } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { REDIRECT_DELAY_MS } from "./login-form";

// Spec §4/§5/§8: all fields required ("All fields are required!"); success shows
// the server's message (else "Signup successful!") and goes to /login after
// 2 seconds; a failure shows the server's message, else "Something went wrong!".

export function SignupForm() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!name || !email || !password) {
      toast.error("All fields are required!");
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
      toast.error(messageOf(error, "Something went wrong!"));
      setPending(false);
      return;
    }
    toast.success(message || "Signup successful!");
    setTimeout(() => router.push("/login"), REDIRECT_DELAY_MS);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <TextField label="Name" id="signup-name" name="name" type="text" autoComplete="name" />
      <TextField label="Email" id="signup-email" name="email" type="email" autoComplete="email" />
      <TextField
        label="Password"
        id="signup-password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords; a short phrase works well."
      />
      <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
        {pending ? "Signing up…" : "Sign Up"}
      </button>
    </form>
  );
}
