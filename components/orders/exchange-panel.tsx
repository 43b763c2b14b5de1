"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useSWRConfig } from "swr";
import { requestJson, messageOf } from "@/components/api/client";
import { EXCHANGE_NOTE_MAX, EXCHANGE_PHOTO_MAX, EXCHANGE_POLICY, EXCHANGE_REASONS } from "@/lib/exchanges/policy";
import type { ApiOrder } from "@/lib/orders/orders";
import { formatOrderDateTime } from "./format";
import { buttonClass } from "@/components/ui/button";
import { Field, FormError, SelectField, TextAreaField } from "@/components/ui/field";
import { SWR_KEYS } from "@/components/api/swr-keys";

// An order's exchange, on My Orders and the order page: the request's status
// (Requested, Approved with the replacement shipment's progress, Rejected with
// the shop's message), or while the 24-hour window is open a "Request
// exchange" form: per line how many and why, a note and up to 3 photos, sent
// as multipart to POST /api/orders/{id}/exchange.

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export function ExchangePanel({ order }: { order: ApiOrder }) {
  const [open, setOpen] = useState(false);
  const formId = useId();

  if (order.exchangeFor) {
    return (
      <p className="mt-3 text-sm text-neutral-700" data-testid="replacement-for">
        Replacement shipment for order #{order.exchangeFor.number} (exchange). You pay only the exchange delivery
        charge.
      </p>
    );
  }
  if (order.exchange) return <ExchangeStatus exchange={order.exchange} />;
  if (!order.exchangeOpenUntil) return null;
  return (
    <section className="mt-4 border-t border-neutral-200 pt-3" aria-label={`Exchange for order #${order.number}`}>
      <p className="text-sm text-neutral-700">
        You can ask to exchange items from this order until{" "}
        <time dateTime={order.exchangeOpenUntil}>{formatOrderDateTime(order.exchangeOpenUntil)}</time>.
      </p>
      <button
        type="button"
        className={`${buttonClass.outline} mt-2`}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        Request exchange
      </button>
      {open ? <ExchangeForm id={formId} order={order} onDone={() => setOpen(false)} /> : null}
    </section>
  );
}

function ExchangeStatus({ exchange }: { exchange: NonNullable<ApiOrder["exchange"]> }) {
  const tone =
    exchange.status === "Rejected"
      ? "border-red-200 bg-red-50"
      : exchange.status === "Approved"
        ? "border-green-200 bg-green-50"
        : "border-yellow-200 bg-yellow-50";
  return (
    <section className={`mt-4 rounded-md border p-3 text-sm ${tone}`} data-testid="exchange-status">
      <h3 className="font-semibold">Exchange {exchange.status}</h3>
      <p className="text-neutral-700">
        Requested on <time dateTime={exchange.requestedAt}>{formatOrderDateTime(exchange.requestedAt)}</time>:{" "}
        {exchange.items.map((item) => `${item.name} × ${item.quantity} (${item.reason})`).join(", ")}
      </p>
      {exchange.status === "Requested" ? <p>We will reply by e-mail, usually within a day.</p> : null}
      {exchange.adminMessage ? (
        <p>
          <span className="font-medium">Message from the shop:</span> {exchange.adminMessage}
        </p>
      ) : null}
      {exchange.replacement ? (
        <p>
          Replacement: order #{exchange.replacement.number} ·{" "}
          <span className="font-semibold" data-testid="replacement-status">
            {exchange.replacement.fulfillmentStatus}
          </span>{" "}
          ·{" "}
          <Link href={`/trackorder?id=${encodeURIComponent(exchange.replacement._id)}`} className={linkClass}>
            Track the replacement
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function ExchangeForm({ id, order, onDone }: { id: string; order: ApiOrder; onDone: () => void }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
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
      setError("Choose at least one item to exchange.");
      return;
    }
    const photos = form.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
    if (photos.length > EXCHANGE_PHOTO_MAX) {
      setError(`Attach at most ${EXCHANGE_PHOTO_MAX} photos.`);
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
      await mutate(SWR_KEYS.orders);
      router.refresh();
    } catch (caught) {
      setError(messageOf(caught, "We could not send your exchange request. Please try again."));
    } finally {
      setSending(false);
    }
  }

  return (
    <form id={id} onSubmit={submit} className="mt-3 space-y-4 rounded-md border border-neutral-200 p-3" noValidate>
      <p className="text-sm text-neutral-700">{EXCHANGE_POLICY}</p>
      {order.items.map((item, index) => (
        <fieldset key={item._id} className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold">
            {item.name}
            {item.size || item.color ? ` (${[item.size, item.color].filter(Boolean).join(", ")})` : ""} — ordered{" "}
            {item.quantity}
          </legend>
          <SelectField label="Quantity to exchange" name={`quantity-${index}`} defaultValue="0">
            {Array.from({ length: item.quantity + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? "None" : n}
              </option>
            ))}
          </SelectField>
          <SelectField label="Reason" name={`reason-${index}`} defaultValue={EXCHANGE_REASONS[0]}>
            {EXCHANGE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </SelectField>
        </fieldset>
      ))}
      <TextAreaField label="Note (optional)" name="note" rows={3} maxLength={EXCHANGE_NOTE_MAX} />
      <Field label={`Photos (optional, up to ${EXCHANGE_PHOTO_MAX}: JPEG, PNG or WebP, 5 MB each)`}>
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
        {sending ? "Sending…" : "Send exchange request"}
      </button>
    </form>
  );
}
