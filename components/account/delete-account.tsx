"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { messageOf, requestJson } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { FormError, TextField } from "@/components/ui/field";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { toastOnNextPage } from "@/components/ui/toast";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { clearAccountState, goTo } from "./client-session";

// "Delete account" on the profile (docs/adr/0033-account-deletion.md): what
// goes and what the law keeps, then a dialog asking for the password before
// POST /api/auth/delete-account. The server decides (wrong password, an order
// still in progress, an admin); on success this browser forgets the account
// and goes to the home page, which says the account has been deleted.

export function DeleteAccount({ admin }: { admin: boolean }) {
  const t = useTranslations("Account.deleteAccount");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) {
      setError(t("required"));
      return;
    }
    setPending(true);
    setError("");
    let message: string;
    try {
      ({ message } = await requestJson<{ message: string }>("/api/auth/delete-account", {
        method: "POST",
        body: { password },
      }));
    } catch (caught) {
      setError(messageOf(caught, t("failed")));
      setPending(false);
      return;
    }
    await clearAccountState();
    toastOnNextPage("success", message);
    goTo(localizedPath(locale, "/"));
  }

  return (
    <section className={`${cardClass} space-y-3`} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-neutral-700">{t("intro")}</p>
      <h3 className="text-sm font-semibold">{t("deletedTitle")}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-700">
        <li>{t("deletedProfile")}</li>
        <li>{t("deletedLists")}</li>
        <li>{t("deletedOther")}</li>
      </ul>
      <h3 className="text-sm font-semibold">{t("keptTitle")}</h3>
      <p className="text-sm text-neutral-700">{t("kept")}</p>
      <p className="text-sm text-neutral-700">{t("saveInvoices")}</p>
      <p className="text-sm text-neutral-700">{t("inProgress")}</p>
      {admin ? <p className="text-sm font-medium text-neutral-800">{t("admin")}</p> : null}
      {admin ? null : (
        <button type="button" onClick={() => setOpen(true)} className={buttonClass.dangerOutline}>
          {t("open")}
        </button>
      )}
      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setError("");
        }}
        title={t("title")}
      >
        {/* method="post": sent by the browser itself (before hydration), a GET would put the password in the address. */}
        <form method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-4" aria-busy={pending}>
          <p className="text-sm text-neutral-700">{t("confirmText")}</p>
          <TextField
            label={t("password")}
            id="delete-account-password"
            name="password"
            type="password"
            autoComplete="current-password"
          />
          <FormError>{error}</FormError>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass.secondary}>
              {t("keep")}
            </button>
            <button type="submit" disabled={pending} className={buttonClass.danger}>
              {pending ? t("deleting") : t("confirm")}
            </button>
          </div>
        </form>
      </ModalDialog>
    </section>
  );
}
