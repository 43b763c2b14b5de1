"use client";

import { useState } from "react";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { DecisionChoice, type Decision } from "./decision-choice";
import { buttonClass } from "@/components/ui/button";
import { FormError, TextAreaField, TextField } from "@/components/ui/field";
import { PRODUCT_LIMITS } from "@/lib/catalog/admin-limits";

/** Approve with a quoted price and validity, or reject with a reason (PATCH /api/admin/quotations/{id}). */
export function QuotationResponseForm({ quotationId }: { quotationId: string }) {
  const [decision, setDecision] = useState<Decision>("approve");
  const { run, error, sending } = useAdminSubmit();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body =
      decision === "approve"
        ? {
            decision,
            quotedPrice: form.get("quotedPrice"),
            validUntil: form.get("validUntil"),
            message: form.get("message"),
          }
        : { decision, message: form.get("message") };
    void run(() => sendAdminJson(`/api/admin/quotations/${encodeURIComponent(quotationId)}`, "PATCH", body));
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      <DecisionChoice legend="Response" value={decision} onChange={setDecision} />
      {decision === "approve" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Quoted price for all units (₹)"
            name="quotedPrice"
            type="number"
            min={1}
            max={PRODUCT_LIMITS.maxPriceRupees}
            step="any"
            required
          />
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
