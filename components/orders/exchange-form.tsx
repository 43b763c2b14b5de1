"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/lib/i18n/navigation-hooks";
import { reloadResource } from "@/components/api/resource-cache";
import { requestJson, messageOf } from "@/components/api/client";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";
import { buttonClass } from "@/components/ui/button";
import { Field, FormError, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { EXCHANGE_NOTE_MAX, EXCHANGE_PHOTO_MAX, EXCHANGE_REASONS } from "@/lib/exchanges/policy";
import type { ApiOrder } from "@/lib/orders/orders";
import { colourNameWith, sizeNameWith } from "@/lib/i18n/product-terms";
import { useReasonText } from "./exchange-reasons";

// The "Request exchange" form (per line how many and why, a note and up to 3 photos, sent as multipart to
// POST /api/orders/{id}/exchange). Loaded only when the shopper opens it (exchange-panel.tsx), so My Orders
// and the order page do not carry it in their first-load JavaScript.

/** Up to this many units a line's quantity is a list (None, 1, 2, …); above it a number field. */
export const QUANTITY_LIST_MAX = 10;

/**
 * How many units of a line to exchange: a short list for a few units; a number field for more (a quotation's
 * line can have up to 100,000 units, and one option each would be a huge list). The server checks the number.
 */
export function ExchangeQuantityField({ index, ordered }: { index: number; ordered: number }) {
  const t = useTranslations("Exchange");
  if (ordered > QUANTITY_LIST_MAX)
    return (
      <TextField
        label={t("quantity")}
        hint={t("quantityHint", { max: ordered.toLocaleString("en-IN") })}
        name={`quantity-${index}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={ordered}
        step={1}
        defaultValue="0"
      />
    );
  return (
    <SelectField label={t("quantity")} name={`quantity-${index}`} defaultValue="0">
      {Array.from({ length: ordered + 1 }, (_, n) => (
        <option key={n} value={n}>
          {n === 0 ? t("none") : n}
        </option>
      ))}
    </SelectField>
  );
}

export function ExchangeForm({ id, order, onDone }: { id: string; order: ApiOrder; onDone: () => void }) {
  const t = useTranslations("Exchange");
  const terms = useTranslations("Vocabulary");
  const reasonText = useReasonText();
  const router = useRouter();
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const items = order.items.flatMap((item, index) => {
      const quantity = Number(form.get(`quantity-${index}`) ?? 0);
      return quantity > 0
        ? [{ orderItemId: item._id, quantity, reason: String(form.get(`reason-${index}`) ?? "") }]
        : [];
    });
    if (items.length === 0) {
      setError(t("chooseItem"));
      return;
    }
    const photos = form.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
    if (photos.length > EXCHANGE_PHOTO_MAX) {
      setError(t("tooManyPhotos", { max: EXCHANGE_PHOTO_MAX }));
      return;
    }
    const body = new FormData();
    body.set("exchange", JSON.stringify({ items, note: String(form.get("note") ?? "") }));
    for (const photo of photos) body.append("photos", photo);
    setError("");
    setSending(true);
    try {
      await requestJson(`/api/orders/${encodeURIComponent(order._id)}/exchange`, { method: "POST", body });
      onDone();
      await reloadResource(RESOURCE_KEYS.orders);
      router.refresh();
    } catch (caught) {
      setError(messageOf(caught, t("failed")));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      id={id}
      onSubmit={submit}
      className="mt-3 space-y-4 rounded-md border border-neutral-200 p-3"
      noValidate
    >
      <p className="text-sm text-neutral-700">{t("policy")}</p>
      {order.items.map((item, index) => (
        <fieldset key={item._id} className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold">
            {t("legend", {
              name: `${item.name}${item.size || item.color ? ` (${[item.size && sizeNameWith(terms, item.size), item.color && colourNameWith(terms, item.color)].filter(Boolean).join(", ")})` : ""}`,
              quantity: item.quantity,
            })}
          </legend>
          <ExchangeQuantityField index={index} ordered={item.quantity} />
          <SelectField label={t("reason")} name={`reason-${index}`} defaultValue={EXCHANGE_REASONS[0]}>
            {EXCHANGE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reasonText(reason)}
              </option>
            ))}
          </SelectField>
        </fieldset>
      ))}
      <TextAreaField label={t("note")} name="note" rows={3} maxLength={EXCHANGE_NOTE_MAX} />
      <Field label={t("photos", { max: EXCHANGE_PHOTO_MAX })}>
        {(wiring) => (
          <input
            {...wiring}
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="text-sm"
          />
        )}
      </Field>
      <FormError>{error}</FormError>
      <button type="submit" className={buttonClass.primary} disabled={sending}>
        {sending ? t("sending") : t("send")}
      </button>
    </form>
  );
}
