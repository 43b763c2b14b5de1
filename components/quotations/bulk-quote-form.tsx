"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useEffect, useId, useState } from "react";
import { messageOf, requestJson } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";

type Found = { _id: string; name: string; price: number; image: string | null };
type Line = { productId: string; name: string; quantity: number };

/** Builds a quotation request from several products and quantities (POST /api/quotation/create). */
export function BulkQuoteForm({ minimumUnits }: { minimumUnits: number }) {
  const t = useTranslations("Quotations.bulk");
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<Found[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [budget, setBudget] = useState("");
  const [notes, setNotes] = useState("");
  const [status, setStatus] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const resultsId = useId();

  useEffect(() => {
    const text = search.trim();
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { products } = await requestJson<{ products: Found[] }>(
          `/api/getproducts/search?query=${encodeURIComponent(text)}&pageSize=8`,
          { signal: controller.signal },
        );
        setFound(products);
      } catch {
        // A newer search replaced this one, or the search failed: the list stays as it was.
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  const add = (product: Found) => {
    setLines((current) =>
      current.some((line) => line.productId === product._id)
        ? current
        : [...current, { productId: product._id, name: product.name, quantity: minimumUnits }],
    );
    setSearch("");
    setFound([]);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setStatus(null);
    if (lines.length === 0) return setStatus({ kind: "error", text: t("needProduct") });
    setSending(true);
    try {
      await requestJson("/api/quotation/create", {
        method: "POST",
        body: {
          items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
          budget: Number(budget),
          specialNotes: notes,
        },
      });
      setStatus({ kind: "ok", text: t("submitted") });
      setLines([]);
      setBudget("");
      setNotes("");
    } catch (error) {
      setStatus({ kind: "error", text: messageOf(error, t("failed")) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-5" aria-describedby="bulk-form-help">
      <p id="bulk-form-help" className="text-sm text-neutral-700">
        {t("help")}
      </p>
      <div>
        <TextField
          label={t("find")}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("findPlaceholder")}
          aria-controls={resultsId}
          autoComplete="off"
        />
        <ul
          id={resultsId}
          className="mt-2 divide-y divide-neutral-200 rounded-md border border-neutral-200 empty:hidden"
        >
          {search.trim().length >= 2
            ? found.map((product) => (
                <li key={product._id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span>{product.name}</span>
                  <button
                    type="button"
                    onClick={() => add(product)}
                    className="rounded-md border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    aria-label={t("addLabel", { name: product.name })}
                  >
                    {t("add")}
                  </button>
                </li>
              ))
            : null}
        </ul>
      </div>
      {lines.length ? (
        <fieldset>
          <legend className="mb-2 font-medium">{t("products")}</legend>
          <ul className="space-y-2">
            {lines.map((line) => (
              <li key={line.productId} className="flex flex-wrap items-center gap-3">
                <span className="flex-1">{line.name}</span>
                <label className="flex items-center gap-2 text-sm">
                  {t("quantity")}
                  <input
                    type="number"
                    min={1}
                    step={1}
                    value={line.quantity}
                    onChange={(event) =>
                      setLines((current) =>
                        current.map((l) =>
                          l.productId === line.productId
                            ? { ...l, quantity: Math.max(1, Math.floor(Number(event.target.value) || 1)) }
                            : l,
                        ),
                      )
                    }
                    className="w-24 rounded-md border border-neutral-400 px-2 py-1"
                  />
                </label>
                <button
                  type="button"
                  onClick={() => setLines((current) => current.filter((l) => l.productId !== line.productId))}
                  className="text-sm text-red-700 underline"
                  aria-label={t("removeLabel", { name: line.name })}
                >
                  {t("remove")}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <TextField
        label={t("budget")}
        type="number"
        min={1}
        step="any"
        required
        value={budget}
        onChange={(event) => setBudget(event.target.value)}
      />
      <TextAreaField
        label={t("special")}
        rows={4}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        placeholder={t("specialPlaceholder")}
      />
      <button type="submit" disabled={sending} className={buttonClass.primary}>
        {sending ? t("sending") : t("submit")}
      </button>
      {status ? (
        <p role="status" className={status.kind === "ok" ? "font-medium text-green-800" : "font-medium text-red-700"}>
          {status.text}{" "}
          {status.kind === "ok" ? (
            <Link href="/my" className="underline">
              {t("seeMine")}
            </Link>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
