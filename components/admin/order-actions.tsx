"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, requestJson } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { formatRupees } from "@/lib/money";
import { ShipmentFields, shipmentFromForm } from "./shipment-fields";

type Props = {
  orderId: string;
  number: number;
  nextStep: { status: string; label: string } | null;
  /** Why the next step cannot be taken yet (e.g. an unpaid online order), or null. */
  advanceBlockedReason: string | null;
  canCancel: boolean;
  /** Rupees cancelling refunds (an order paid online), or null. */
  refundOnCancel: number | null;
};

/**
 * "Mark as {next step}" and "Cancel order" (asked again in a dialog); the page re-reads the order after each.
 * The Shipped step asks for the courier and AWB (and the e-way bill number) first.
 */
export function OrderActions({ orderId, number, nextStep, advanceBlockedReason, canCancel, refundOnCancel }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");

  async function post(path: string, body?: unknown) {
    setBusy(true);
    setError("");
    setDone("");
    try {
      const result = await requestJson<{ message?: string } | null>(
        `/api/admin/orders/${encodeURIComponent(orderId)}/${path}`,
        { method: "POST", body },
      );
      setDone(result?.message ?? "Saved.");
      setConfirming(false);
      router.refresh();
    } catch (caught) {
      setError(messageOf(caught, "Could not update the order. Try again."));
      // Someone else may have moved the order: show where it is now.
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  if (!nextStep && !canCancel && !done && !error) return null;
  const shipping = nextStep?.status === "SHIPPED" && !advanceBlockedReason;
  return (
    <div className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      {shipping ? (
        <form
          method="post"
          aria-label="Ship this order"
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void post("fulfillment", { status: nextStep.status, ...shipmentFromForm(event.currentTarget) });
          }}
        >
          <ShipmentFields idPrefix="ship" />
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            Mark as {nextStep.label}
          </button>
        </form>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {nextStep && !advanceBlockedReason && !shipping ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => post("fulfillment", { status: nextStep.status })}
            className={buttonClass.primary}
          >
            Mark as {nextStep.label}
          </button>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={buttonClass.dangerOutline}
          >
            Cancel order
          </button>
        ) : null}
      </div>
      {advanceBlockedReason ? <p className="text-sm text-neutral-700">{advanceBlockedReason}</p> : null}
      <ModalDialog open={confirming} onClose={() => setConfirming(false)} title={`Cancel order #${number}?`}>
        <p className="mt-3 text-sm">
          Its items go back into stock
          {refundOnCancel === null
            ? ""
            : `, and its payment of ${formatRupees(refundOnCancel)} is refunded in full to the customer's original payment method`}
          . The customer is told by e-mail. This cannot be undone.
        </p>
        <FormError className="mt-3">{error}</FormError>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" disabled={busy} onClick={() => setConfirming(false)} className={buttonClass.secondary}>
            Keep order
          </button>
          <button type="button" disabled={busy} onClick={() => post("cancel")} className={buttonClass.danger}>
            Yes, cancel order
          </button>
        </div>
      </ModalDialog>
      <p role="status" className="text-sm font-medium text-green-800">
        {done}
      </p>
      {/* While the dialog is open, its own copy says what went wrong. */}
      {confirming ? null : <FormError>{error}</FormError>}
    </div>
  );
}
