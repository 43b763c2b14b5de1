"use client";

import { useState } from "react";
import { NAME_LIMIT } from "@/lib/catalog/admin-limits";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { buttonClass } from "@/components/ui/button";
import { FormError, SelectField, TextField } from "@/components/ui/field";

type CategoryOption = { id: string; path: string };

type Props = {
  /** Every category, in tree order. */
  categories: CategoryOption[];
  /** The category being edited; absent to add a new one. */
  category?: { id: string; name: string; nameHi: string | null; parentId: string | null; path: string };
};

/** Add a category under a parent, or rename and move one (never under itself or below itself). */
export function CategoryForm({ categories, category }: Props) {
  const [name, setName] = useState(category?.name ?? "");
  const [nameHi, setNameHi] = useState(category?.nameHi ?? "");
  const [parentId, setParentId] = useState(category?.parentId ?? "");
  const { run, error, sending } = useAdminSubmit();
  const parents = category
    ? categories.filter((c) => c.id !== category.id && !c.path.startsWith(`${category.path} › `))
    : categories;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // "" clears the Hindi name (the server stores null).
    const body = { name, nameHi, parentId: parentId || null };
    const saved = await run(() =>
      category
        ? sendAdminJson(`/api/admin/categories/${encodeURIComponent(category.id)}`, "PATCH", body)
        : sendAdminJson("/api/admin/categories", "POST", body),
    );
    if (saved && !category) {
      setName("");
      setNameHi("");
      setParentId("");
    }
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={category ? `Name of ${category.path}` : "New category name"}
        className="min-w-48 flex-1"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={NAME_LIMIT}
      />
      <TextField
        label={category ? `Name of ${category.path} (Hindi)` : "Name (Hindi)"}
        className="min-w-48 flex-1"
        lang="hi"
        value={nameHi}
        onChange={(event) => setNameHi(event.target.value)}
        maxLength={NAME_LIMIT}
      />
      <SelectField
        label={category ? `Parent of ${category.path}` : "Parent"}
        className="min-w-48 flex-1"
        value={parentId}
        onChange={(event) => setParentId(event.target.value)}
      >
        <option value="">None (top level)</option>
        {parents.map((c) => (
          <option key={c.id} value={c.id}>
            {c.path}
          </option>
        ))}
      </SelectField>
      <button type="submit" disabled={sending} className={buttonClass.secondary}>
        {sending ? "Saving…" : category ? "Save" : "Add category"}
      </button>
      <FormError className="w-full">{error}</FormError>
    </form>
  );
}
