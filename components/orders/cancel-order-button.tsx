"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { mutate } from "swr";
import { requestJson, messageOf } from "@/components/api/client";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, type CancelReason } from "@/lib/orders/cancel-reasons";
import type { ApiOrder } from "@/lib/orders/orders";
import { formatRupees } from "@/lib/money";
import { focusRing, focusRingDanger, focusRingField } from "@/components/ui/focus-ring";

// "Cancel order" on My Orders and the order's page: a native modal dialog
// (focus stays inside, Escape closes it, its title names it) asking why, then
// POST /api/orders/{id}/cancel. The server decides whether the order can
// still be cancelled; the lists are re-read either way.

const ORDERS_LIST_KEY = "/api/payment/get-orders";

const outlineButton = `rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 ${focusRingDanger} disabled:opacity-50`;
const dialogButton = `rounded-md px-4 py-2 font-semibold ${focusRing} disabled:cursor-not-allowed disabled:opacity-60`;
const field = `mt-1 w-full rounded-md border border-neutral-400 px-3 py-2 ${focusRingField}`;

type Props = { orderId: string; orderNumber: number; paidOnline: boolean };

export function CancelOrderButton({ orderId, orderNumber, paidOnline }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const ids = useId();

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
      await mutate(ORDERS_LIST_KEY);
      router.refresh();
    }
  }

  return (
    <>
      <button type="button" className={outlineButton} onClick={() => setOpen(true)}>
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
          <div>
            <label htmlFor={`${ids}-note`} className="font-medium">
              Anything else we should know? (optional)
            </label>
            <textarea id={`${ids}-note`} name="note" rows={3} maxLength={CANCEL_NOTE_MAX_LENGTH} className={field} />
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className={`${dialogButton} border border-neutral-300 hover:bg-neutral-50`}
            >
              Keep order
            </button>
            <button
              type="submit"
              disabled={sending}
              className={`${dialogButton} bg-red-700 text-white hover:bg-red-800`}
            >
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
