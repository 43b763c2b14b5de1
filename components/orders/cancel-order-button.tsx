"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { mutate } from "swr";
import { requestJson, messageOf } from "@/components/api/client";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, type CancelReason } from "@/lib/orders/cancel-reasons";
import type { ApiOrder } from "@/lib/orders/orders";
import { formatRupees } from "@/lib/money";
import { buttonClass } from "@/components/ui/button";
import { FormError, TextAreaField } from "@/components/ui/field";
import { SWR_KEYS } from "@/components/api/swr-keys";

// "Cancel order" on My Orders and the order's page: a native modal dialog
// (focus stays inside, Escape closes it, its title names it) asking why, then
// POST /api/orders/{id}/cancel. The server decides whether the order can
// still be cancelled; the lists are re-read either way.

type Props = { orderId: string; orderNumber: number; paidOnline: boolean };

export function CancelOrderButton({ orderId, orderNumber, paidOnline }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError("");
    try {
      await requestJson<{ order: ApiOrder }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
        method: "POST",
        body: { reason: form.get("reason") as CancelReason, note: String(form.get("note") ?? "") },
      });
      setOpen(false);
      toast.success(`Order #${orderNumber} has been cancelled.`);
    } catch (caught) {
      setError(messageOf(caught, "We could not cancel the order. Please try again."));
    } finally {
      setSending(false);
      // Shown either way: cancelled now, or moved on (shipped) meanwhile.
      await mutate(SWR_KEYS.orders);
      router.refresh();
    }
  }

  return (
    <>
      <button type="button" className={buttonClass.dangerOutline} onClick={() => setOpen(true)}>
        Cancel order
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={`Cancel order #${orderNumber}?`}>
        <form onSubmit={submit} className="mt-3 space-y-4">
          <p className="text-sm text-neutral-700">
            {paidOnline
              ? "The full amount goes back to your original payment method. There is no cancellation charge."
              : "Nothing is charged for cancelling."}
          </p>
          <fieldset>
            <legend className="font-medium">Why are you cancelling?</legend>
            <div className="mt-2 space-y-1">
              {(Object.entries(CANCEL_REASONS) as Array<[CancelReason, string]>).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input type="radio" name="reason" value={value} required />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label="Anything else we should know? (optional)"
            name="note"
            rows={3}
            maxLength={CANCEL_NOTE_MAX_LENGTH}
          />
          <FormError>{error}</FormError>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass.secondary}>
              Keep order
            </button>
            <button type="submit" disabled={sending} className={buttonClass.danger}>
              {sending ? "Cancelling…" : "Yes, cancel order"}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}

/** The refund line of a cancelled paid order, for the order card and page. */
export function OrderRefundNote({ refund }: { refund: ApiOrder["refund"] }) {
  if (!refund) return null;
  const text =
    refund.status === "Refunded"
      ? "has been refunded to your original payment method."
      : refund.status === "Failed"
        ? "is delayed: we are sending it again. You need do nothing."
        : "is on its way back to your original payment method (usually 5–7 working days).";
  return (
    <p className="text-sm text-neutral-700" data-testid="order-refund">
      Refund of {formatRupees(refund.amount)} {text}
    </p>
  );
}
