"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import type { ProfileData } from "@/lib/account/profile-schema";
import { checkBusinessName, checkGstin, GSTIN_TEXT, type GstInvoiceErrors } from "@/lib/gstin";
import { COUNTRY } from "@/lib/india";
import { HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";
import { requestJson, messageOf, statusOf } from "@/components/api/client";
import { fetchJson, useResource } from "@/components/api/resource-cache";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { StateOptions } from "./state-options";
import { useRouter } from "@/lib/i18n/navigation-hooks";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// Spec §2 Profile: 'Loading profile...', then an editable name, read-only
// email, phone and shipping address; Edit Profile switches to edit mode, Save
// Changes saves and returns to view mode. A failed load goes to /login.

type Fields = {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  gstin: string;
  businessName: string;
};

const fieldsOf = (profile: ProfileData): Fields => ({
  name: profile.name,
  phone: profile.phone,
  street: profile.address?.street ?? "",
  city: profile.address?.city ?? "",
  state: profile.address?.state ?? "",
  postalCode: profile.address?.postalCode ?? "",
  gstin: profile.gstInvoice?.gstin ?? "",
  businessName: profile.gstInvoice?.businessName ?? "",
});

/** The GST invoice fields' problems (both blank: none, the details are removed), as the server would find them. */
function gstProblems(fields: Fields): GstInvoiceErrors {
  if (!fields.gstin.trim() && !fields.businessName.trim()) return {};
  const errors: GstInvoiceErrors = {};
  const gstin = checkGstin(fields.gstin);
  if (!gstin.ok) errors.gstin = gstin.message;
  const name = checkBusinessName(fields.businessName);
  if (!name.ok) errors.businessName = name.message;
  return errors;
}

/** The GST rules' messages (English, shared with the server) in the page's language; any other as it came. */
const GST_MESSAGE_KEYS = new Map<
  string,
  | "gstinRequired"
  | "gstinFormat"
  | "gstinCheckCharacter"
  | "businessNameRequired"
  | "businessNameLength"
  | "hiddenCharacters"
>([
  [GSTIN_TEXT.required, "gstinRequired"],
  [GSTIN_TEXT.format, "gstinFormat"],
  [GSTIN_TEXT.checkCharacter, "gstinCheckCharacter"],
  [GSTIN_TEXT.businessNameRequired, "businessNameRequired"],
  [GSTIN_TEXT.businessNameLength, "businessNameLength"],
  [HIDDEN_CHARACTERS_MESSAGE, "hiddenCharacters"],
]);

function useGstMessage(): (message: string | undefined) => string | undefined {
  const gst = useTranslations("Account.gstErrors");
  return (message) => {
    if (!message) return message;
    const key = GST_MESSAGE_KEYS.get(message);
    if (key) return gst(key);
    const code = /^(\S+) is not a GST state code/.exec(message)?.[1];
    return code && message === GSTIN_TEXT.stateCode(code) ? gst("stateCode", { code }) : message;
  };
}

export function ProfileView() {
  const t = useTranslations("Account.profile");
  const router = useRouter();
  const { data, error, set } = useResource<{ profile: ProfileData }>(RESOURCE_KEYS.profile, fetchJson, {
    reloadOnMount: true,
  });

  useEffect(() => {
    if (error) router.replace("/login?callbackUrl=%2Fprofile");
  }, [error, router]);

  if (!data) return <p className="text-neutral-600">{t("loading")}</p>;
  return <ProfileForm profile={data.profile} onSaved={(profile) => set({ profile })} />;
}

function ProfileForm({ profile, onSaved }: { profile: ProfileData; onSaved: (profile: ProfileData) => void }) {
  const t = useTranslations("Account.profile");
  const tCommon = useTranslations("Common");
  const gstMessage = useGstMessage();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [gstErrors, setGstErrors] = useState<GstInvoiceErrors>({});
  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === "gstin" || name === "businessName") setGstErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const problems = gstProblems(fields);
    if (problems.gstin || problems.businessName) {
      setGstErrors(problems);
      document.getElementById(problems.gstin ? "profile-gstin" : "profile-businessName")?.focus();
      return;
    }
    setSaving(true);
    try {
      const { profile: saved } = await requestJson<{ profile: ProfileData }>("/api/auth/profile", {
        method: "PUT",
        body: {
          name: fields.name,
          phone: fields.phone,
          address: {
            street: fields.street,
            city: fields.city,
            state: fields.state,
            postalCode: fields.postalCode,
            country: COUNTRY,
          },
          gstInvoice: { gstin: fields.gstin, businessName: fields.businessName },
        },
      });
      setFields(fieldsOf(saved));
      onSaved(saved);
      setEditing(false);
      toast.success(t("updated"));
    } catch (error) {
      if (statusOf(error) === 401) toast.error(t("notAuthorized"));
      else toast.error(t("updateFailed"), { description: messageOf(error, "") || undefined });
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    setFields(fieldsOf(profile));
    setGstErrors({});
    setEditing(false);
  }

  const field = (name: keyof Fields, label: string, props: Record<string, string> = {}, error?: string) => (
    <TextField
      label={label}
      id={`profile-${name}`}
      error={error}
      name={name}
      value={fields[name]}
      onChange={(event) => set(name)(event.target.value)}
      disabled={!editing}
      {...props}
    />
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className={`${cardClass} space-y-6`} aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", t("name"), { autoComplete: "name" })}
        <TextField
          label={t("email")}
          id="profile-email"
          value={profile.email}
          readOnly
          aria-readonly="true"
          hint={t("emailHint")}
        />
        {field("phone", t("phone"), {
          type: "tel",
          autoComplete: "tel",
          inputMode: "tel",
          placeholder: t("phonePlaceholder"),
        })}
      </div>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t("shippingAddress")}</legend>
        <p className="text-sm text-neutral-600">{t("shippingHint")}</p>
        {field("street", t("street"), { autoComplete: "street-address", placeholder: t("streetPlaceholder") })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("city", t("city"), { autoComplete: "address-level2" })}
          <SelectField
            label={t("state")}
            id="profile-state"
            name="state"
            value={fields.state}
            onChange={(event) => set("state")(event.target.value)}
            disabled={!editing}
          >
            <StateOptions />
          </SelectField>
          {field("postalCode", t("postalCode"), {
            inputMode: "numeric",
            autoComplete: "postal-code",
            maxLength: "6",
            placeholder: t("postalCodePlaceholder"),
          })}
          <TextField label={t("country")} id="profile-country" value={tCommon("india")} readOnly aria-readonly="true" />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t("gstLegend")}</legend>
        <p className="text-sm text-neutral-600">{t("gstHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            "gstin",
            t("gstin"),
            { autoComplete: "off", autoCapitalize: "characters", spellCheck: "false", maxLength: "20" },
            gstMessage(gstErrors.gstin),
          )}
          {field(
            "businessName",
            t("businessName"),
            { autoComplete: "organization" },
            gstMessage(gstErrors.businessName),
          )}
        </div>
      </fieldset>

      <div className="flex gap-3">
        {editing ? (
          <>
            {/* Keys stop React reusing the Edit button as this submit button mid-click (which would submit). */}
            <button key="save" type="submit" disabled={saving} className={buttonClass.primary}>
              {saving ? t("saving") : t("save")}
            </button>
            <button key="cancel" type="button" onClick={cancel} disabled={saving} className={buttonClass.secondary}>
              {t("cancel")}
            </button>
          </>
        ) : (
          <button key="edit" type="button" onClick={() => setEditing(true)} className={buttonClass.primary}>
            {t("edit")}
          </button>
        )}
      </div>
    </form>
  );
}
