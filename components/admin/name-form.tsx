"use client";

import { useState } from "react";
import { NAME_LIMIT } from "@/lib/catalog/admin-limits";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { buttonClass } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/field";

type Props = {
  /** Visible label of the text field, e.g. "New brand name". */
  label: string;
  submitLabel: string;
  url: string;
  method: "POST" | "PATCH";
  /** What the name is: the row's own name, a subcategory to add, or a new name for the subcategory with this id. */
  sends: "name" | "addSubcategory" | { renameSubcategory: string };
  initial?: string;
  /** Show a "Name (Hindi)" field too, filled with this (null: not translated yet). Adding a subcategory has none. */
  hindi?: { initial: string | null };
  /** Clear the field after a successful save (forms that add something). */
  clearOnSuccess?: boolean;
};

/** One text field and a button: add or rename a brand, subcategory or category. */
export function NameForm({ label, submitLabel, url, method, sends, initial = "", hindi, clearOnSuccess }: Props) {
  const [value, setValue] = useState(initial);
  const [valueHi, setValueHi] = useState(hindi?.initial ?? "");
  const { run, error, sending } = useAdminSubmit();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // "" clears the Hindi name (the server stores null).
    const withHindi = hindi ? { nameHi: valueHi } : {};
    const body =
      sends === "name"
        ? { name: value, ...withHindi }
        : sends === "addSubcategory"
          ? { addSubcategories: [value] }
          : { renameSubcategories: [{ id: sends.renameSubcategory, name: value, ...withHindi }] };
    const saved = await run(() => sendAdminJson(url, method, body));
    if (saved && clearOnSuccess) {
      setValue("");
      setValueHi("");
    }
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={label}
        className="min-w-48 flex-1"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        maxLength={NAME_LIMIT}
      />
      {hindi ? (
        <TextField
          label={`${label} (Hindi)`}
          className="min-w-48 flex-1"
          lang="hi"
          value={valueHi}
          onChange={(event) => setValueHi(event.target.value)}
          maxLength={NAME_LIMIT}
        />
      ) : null}
      <button type="submit" disabled={sending} className={buttonClass.secondary}>
        {sending ? "Saving…" : submitLabel}
      </button>
      <FormError className="w-full">{error}</FormError>
    </form>
  );
}
