"use client";

import { useState } from "react";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { buttonClass } from "@/components/ui/button";
import { FormError, TextAreaField } from "@/components/ui/field";

/**
 * "Withdraw approval" on an approved quotation no order holds (a wrong price, say): asks for the
 * message the shopper reads, then POST /api/admin/quotations/{id}/withdraw; the quotation becomes rejected.
 */
export function QuotationWithdrawForm({ quotationId }: { quotationId: string }) {
  const [open, setOpen] = useState(false);
  const { run, error, sending } = useAdminSubmit();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() =>
      sendAdminJson(`/api/admin/quotations/${encodeURIComponent(quotationId)}/withdraw`, "POST", {
        message: form.get("message"),
      }),
    );
  }

  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={buttonClass.dangerOutline}>
        Withdraw approval
      </button>
    );
  return (
    <form method="post" onSubmit={submit} className="space-y-3 rounded-lg border border-red-200 bg-white p-4">
      <TextAreaField
        label="Message to the shopper"
        name="message"
        rows={3}
        maxLength={2000}
        required
        hint="The quotation becomes rejected and can no longer be checked out; the shopper reads this message."
      />
      <FormError>{error}</FormError>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className={buttonClass.danger}>
          {sending ? "Withdrawing…" : "Withdraw approval"}
        </button>
        <button type="button" disabled={sending} onClick={() => setOpen(false)} className={buttonClass.secondary}>
          Keep approval
        </button>
      </div>
    </form>
  );
}
