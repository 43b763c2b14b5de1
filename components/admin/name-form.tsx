"use client";

import { useState } from "react";
import { NAME_LIMIT } from "@/lib/catalog/admin-schema";
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
  /** Clear the field after a successful save (forms that add something). */
  clearOnSuccess?: boolean;
};

/** One text field and a button: add or rename a brand, subcategory or category. */
export function NameForm({ label, submitLabel, url, method, sends, initial = "", clearOnSuccess }: Props) {
  const [value, setValue] = useState(initial);
  const { run, error, sending } = useAdminSubmit();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body =
      sends === "name"
        ? { name: value }
        : sends === "addSubcategory"
          ? { addSubcategories: [value] }
          : { renameSubcategories: [{ id: sends.renameSubcategory, name: value }] };
    const saved = await run(() => sendAdminJson(url, method, body));
    if (saved && clearOnSuccess) setValue("");
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={label}
        className="min-w-48 flex-1"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        maxLength={NAME_LIMIT}
      />
      <button type="submit" disabled={sending} className={buttonClass.secondary}>
        {sending ? "Saving…" : submitLabel}
      </button>
      <FormError className="w-full">{error}</FormError>
    </form>
  );
}
