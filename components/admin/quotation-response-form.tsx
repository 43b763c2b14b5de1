"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { messageOf, requestJson } from "@/components/api/client";

const field = "w-full rounded-md border border-neutral-400 px-3 py-2";

/** Approve with a quoted price and validity, or reject with a reason (PATCH /api/admin/quotations/{id}). */
export function QuotationResponseForm({ quotationId }: { quotationId: string }) {
  const router = useRouter();
  const ids = { price: useId(), until: useId(), message: useId() };
  const [decision, setDecision] = useState<"approve" | "reject">("approve");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError("");
    setSending(true);
    const body =
      decision === "approve"
        ? {
            decision,
            quotedPrice: form.get("quotedPrice"),
            validUntil: form.get("validUntil"),
            message: form.get("message"),
          }
        : { decision, message: form.get("message") };
    try {
      await requestJson(`/api/admin/quotations/${encodeURIComponent(quotationId)}`, { method: "PATCH", body });
      router.refresh();
    } catch (caught) {
      setError(messageOf(caught, "Could not save the response."));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      <fieldset className="flex gap-4">
        <legend className="mb-1 font-medium">Response</legend>
        {(["approve", "reject"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 capitalize">
            <input type="radio" name="decision" checked={decision === value} onChange={() => setDecision(value)} />
            {value}
          </label>
        ))}
      </fieldset>
      {decision === "approve" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.price} className="mb-1 block text-sm font-medium">
              Quoted price (₹)
            </label>
            <input id={ids.price} name="quotedPrice" type="number" min={1} step="any" required className={field} />
          </div>
          <div>
            <label htmlFor={ids.until} className="mb-1 block text-sm font-medium">
              Valid till
            </label>
            <input id={ids.until} name="validUntil" type="date" required className={field} />
          </div>
        </div>
      ) : null}
      <div>
        <label htmlFor={ids.message} className="mb-1 block text-sm font-medium">
          Message to the shopper
        </label>
        <textarea
          id={ids.message}
          name="message"
          rows={3}
          maxLength={2000}
          required={decision === "reject"}
          className={field}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:bg-neutral-400"
      >
        {sending ? "Saving…" : "Send response"}
      </button>
    </form>
  );
}
