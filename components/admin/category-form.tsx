"use client";

import { useId, useState } from "react";
import { NAME_LIMIT } from "@/lib/catalog/admin-schema";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { adminError, adminInput, adminLabel, adminSecondaryButton } from "./styles";

type CategoryOption = { id: string; path: string };

type Props = {
  /** Every category, in tree order. */
  categories: CategoryOption[];
  /** The category being edited; absent to add a new one. */
  category?: { id: string; name: string; parentId: string | null; path: string };
};

/** Add a category under a parent, or rename and move one (never under itself or below itself). */
export function CategoryForm({ categories, category }: Props) {
  const id = useId();
  const [name, setName] = useState(category?.name ?? "");
  const [parentId, setParentId] = useState(category?.parentId ?? "");
  const { run, error, sending } = useAdminSubmit();
  const parents = category
    ? categories.filter((c) => c.id !== category.id && !c.path.startsWith(`${category.path} › `))
    : categories;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { name, parentId: parentId || null };
    const saved = await run(() =>
      category
        ? sendAdminJson(`/api/admin/categories/${encodeURIComponent(category.id)}`, "PATCH", body)
        : sendAdminJson("/api/admin/categories", "POST", body),
    );
    if (saved && !category) {
      setName("");
      setParentId("");
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-name`} className={adminLabel}>
          {category ? `Name of ${category.path}` : "New category name"}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={NAME_LIMIT}
          className={adminInput}
        />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-parent`} className={adminLabel}>
          {category ? `Parent of ${category.path}` : "Parent"}
        </label>
        <select
          id={`${id}-parent`}
          value={parentId}
          onChange={(event) => setParentId(event.target.value)}
          className={adminInput}
        >
          <option value="">None (top level)</option>
          {parents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.path}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={sending} className={adminSecondaryButton}>
        {sending ? "Saving…" : category ? "Save" : "Add category"}
      </button>
      {error ? (
        <p role="alert" className={`${adminError} w-full`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
