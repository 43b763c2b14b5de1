"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import type { AddressData } from "@/lib/account/address-schema";
import { COUNTRY } from "@/lib/india";
import { requestJson, messageOf } from "@/components/api/client";
import { fetchJson, useResource } from "@/components/api/resource-cache";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { StateOptions, useStateName } from "./state-options";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// Saved addresses (spec §2 "Saved addresses", made server-backed): list, add,
// edit, delete and Set as Default; exactly one address is the default.

type Editing = { mode: "new" } | { mode: "edit"; id: string } | null;

export function AddressBook() {
  const t = useTranslations("Addresses");
  const tCommon = useTranslations("Common");
  const stateName = useStateName();
  const { data, error, isLoading, reload } = useResource<{ addresses: AddressData[] }>(
    RESOURCE_KEYS.addresses,
    fetchJson,
    { reloadOnMount: true },
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<{ message: string }>, failure: string) {
    setBusy(id);
    try {
      const { message } = await work();
      toast.success(message);
      await reload();
    } catch (problem) {
      toast.error(messageOf(problem, failure));
    } finally {
      setBusy(null);
      setConfirmingDelete(null);
    }
  }

  const remove = (id: string) =>
    run(id, () => requestJson(`${RESOURCE_KEYS.addresses}/${id}`, { method: "DELETE" }), t("deleteFailed"));
  const makeDefault = (id: string) =>
    run(id, () => requestJson(`${RESOURCE_KEYS.addresses}/${id}/default`, { method: "POST" }), t("defaultFailed"));

  const addresses = data?.addresses ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {editing?.mode !== "new" ? (
          <button type="button" className={buttonClass.primary} onClick={() => setEditing({ mode: "new" })}>
            {t("add")}
          </button>
        ) : null}
      </div>

      {editing?.mode === "new" ? (
        <AddressForm
          title={t("newTitle")}
          isFirst={addresses.length === 0}
          onCancel={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await reload();
          }}
        />
      ) : null}

      {isLoading ? <p className="text-neutral-600">{t("loading")}</p> : null}
      {error ? <p className="text-red-700">{t("loadFailed")}</p> : null}
      {data && addresses.length === 0 && editing?.mode !== "new" ? (
        <p className="text-neutral-600">{t("empty")}</p>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-2">
        {addresses.map((address) =>
          editing?.mode === "edit" && editing.id === address.id ? (
            <li key={address.id} className="md:col-span-2">
              <AddressForm
                title={t("editTitle")}
                address={address}
                onCancel={() => setEditing(null)}
                onSaved={async () => {
                  setEditing(null);
                  await reload();
                }}
              />
            </li>
          ) : (
            <li
              key={address.id}
              className={`${cardClass} flex flex-col gap-3 ${address.isDefault ? "border-brand-500 ring-1 ring-brand-500" : ""}`}
              aria-label={t("cardLabel", { name: address.fullName, city: address.city })}
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold">{address.fullName}</p>
                {address.isDefault ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t("default")}
                  </span>
                ) : null}
              </div>
              <address className="text-sm not-italic leading-6 text-neutral-700">
                {address.street}
                <br />
                {address.city}, {stateName(address.state)} {address.postalCode}
                <br />
                {address.country === COUNTRY ? tCommon("india") : address.country}
                <br />
                {t("phoneLine", { phone: address.phone })}
              </address>
              <div className="mt-auto flex flex-wrap gap-2">
                {confirmingDelete === address.id ? (
                  <>
                    <button
                      key="confirm-delete"
                      type="button"
                      className={`${buttonClass.secondary} border-red-300 text-red-700`}
                      disabled={busy === address.id}
                      onClick={() => remove(address.id)}
                    >
                      {t("confirmDelete")}
                    </button>
                    <button
                      key="keep"
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => setConfirmingDelete(null)}
                    >
                      {t("keep")}
                    </button>
                  </>
                ) : (
                  <>
                    <button
                      key="edit"
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => setEditing({ mode: "edit", id: address.id })}
                    >
                      {t("edit")}
                    </button>
                    <button
                      key="delete"
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => setConfirmingDelete(address.id)}
                    >
                      {t("delete")}
                    </button>
                    {!address.isDefault ? (
                      <button
                        key="default"
                        type="button"
                        className={buttonClass.secondary}
                        disabled={busy === address.id}
                        onClick={() => makeDefault(address.id)}
                      >
                        {t("setDefault")}
                      </button>
                    ) : null}
                  </>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function AddressForm({
  title,
  address,
  isFirst = false,
  onCancel,
  onSaved,
}: {
  title: string;
  address?: AddressData;
  isFirst?: boolean;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useTranslations("Addresses");
  const id = useId();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    const body = {
      fullName: value("fullName"),
      phone: value("phone"),
      street: value("street"),
      city: value("city"),
      state: value("state"),
      postalCode: value("postalCode"),
      country: COUNTRY,
      ...(address ? {} : { isDefault: form.get("isDefault") === "on" }),
    };
    setPending(true);
    try {
      const { message } = await requestJson<{ message: string }>(
        address ? `${RESOURCE_KEYS.addresses}/${address.id}` : RESOURCE_KEYS.addresses,
        {
          method: address ? "PUT" : "POST",
          body: body,
        },
      );
      toast.success(message);
      await onSaved();
    } catch (error) {
      toast.error(messageOf(error, t("saveFailed")));
      setPending(false);
    }
  }

  const input = (name: keyof AddressData, label: string, props: Record<string, string> = {}) => (
    <TextField
      label={label}
      id={`${id}-${name}`}
      name={name}
      defaultValue={address ? String(address[name]) : ""}
      {...props}
    />
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={`${cardClass} space-y-4`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("fullName", t("fullName"), { autoComplete: "name" })}
        {input("phone", t("phone"), {
          type: "tel",
          autoComplete: "tel",
          inputMode: "tel",
          placeholder: t("phonePlaceholder"),
        })}
      </div>
      {input("street", t("street"), { autoComplete: "street-address", placeholder: t("streetPlaceholder") })}
      <div className="grid gap-4 sm:grid-cols-3">
        {input("city", t("city"), { autoComplete: "address-level2" })}
        <SelectField label={t("state")} id={`${id}-state`} name="state" defaultValue={address?.state ?? ""}>
          <StateOptions />
        </SelectField>
        {input("postalCode", t("pinCode"), { inputMode: "numeric", autoComplete: "postal-code", maxLength: "6" })}
      </div>
      <p className="text-sm text-neutral-600">{t("countryNote")}</p>
      {address ? null : isFirst ? (
        <p className="text-sm text-neutral-600">{t("firstDefault")}</p>
      ) : (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isDefault" className="size-4 accent-brand-600" />
          {t("makeDefault")}
        </label>
      )}
      <div className="flex gap-3">
        <button type="submit" disabled={pending} className={buttonClass.primary}>
          {pending ? t("saving") : t("save")}
        </button>
        <button type="button" onClick={onCancel} disabled={pending} className={buttonClass.secondary}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
