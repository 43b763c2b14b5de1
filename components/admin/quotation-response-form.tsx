"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, requestJson } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { FormError, TextAreaField, TextField } from "@/components/ui/field";

/** Approve with a quoted price and validity, or reject with a reason (PATCH /api/admin/quotations/{id}). */
export function QuotationResponseForm({ quotationId }: { quotationId: string }) {
  const router = useRouter();
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
          <TextField label="Quoted price (₹)" name="quotedPrice" type="number" min={1} step="any" required />
          <TextField label="Valid till" name="validUntil" type="date" required />
        </div>
      ) : null}
      <TextAreaField
        label="Message to the shopper"
        name="message"
        rows={3}
        maxLength={2000}
        required={decision === "reject"}
      />
      <FormError>{error}</FormError>
      <button type="submit" disabled={sending} className={buttonClass.primary}>
        {sending ? "Saving…" : "Send response"}
      </button>
    </form>
  );
}
