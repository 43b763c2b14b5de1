"use client";

import { useState } from "react";
import { EXCHANGE_MESSAGE_MAX } from "@/lib/exchanges/policy";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { DecisionChoice, type Decision } from "./decision-choice";
import { buttonClass } from "@/components/ui/button";
import { FormError, TextAreaField } from "@/components/ui/field";

type Props = {
  exchangeId: string;
  orderNumber: number;
  /** Deciding again: the exchange's replacement was cancelled (docs/adr/0034). */
  again?: boolean;
};

/** Approve (creates the replacement shipment) or reject with a message (PATCH /api/admin/exchanges/{id}). */
export function ExchangeDecisionForm({ exchangeId, orderNumber, again = false }: Props) {
  const [decision, setDecision] = useState<Decision>("approve");
  const { run, error, sending } = useAdminSubmit();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get("message") ?? "");
    void run(() =>
      sendAdminJson(`/api/admin/exchanges/${encodeURIComponent(exchangeId)}`, "PATCH", { decision, message }),
    );
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4"
      aria-label={`Decide the exchange for order #${orderNumber}`}
    >
      <DecisionChoice legend="Decision" value={decision} onChange={setDecision} />
      <TextAreaField
        label={`Message to the shopper${decision === "approve" ? " (optional)" : ""}`}
        name="message"
        rows={3}
        maxLength={EXCHANGE_MESSAGE_MAX}
        required={decision === "reject"}
      />
      {decision === "approve" ? (
        <p className="text-sm text-neutral-700">
          {again
            ? "Approving again creates a new replacement shipment: a new order for these items, taken from stock, with the exchange delivery charge collected on delivery. The cancelled replacement's stock has already been returned."
            : "Approving creates the replacement shipment: a new order for these items, taken from stock, with the exchange delivery charge collected on delivery."}
        </p>
      ) : null}
      <FormError>{error}</FormError>
      <button type="submit" disabled={sending} className={buttonClass.primary}>
        {sending
          ? "Saving…"
          : decision === "approve"
            ? again
              ? "Approve again"
              : "Approve exchange"
            : "Reject exchange"}
      </button>
    </form>
  );
}
