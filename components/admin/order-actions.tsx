"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, requestJson } from "@/components/api/client";

type Props = {
  orderId: string;
  number: number;
  nextStep: { status: string; label: string } | null;
  /** Why the next step cannot be taken yet (e.g. an unpaid online order), or null. */
  advanceBlockedReason: string | null;
  canCancel: boolean;
};

const button = "rounded-md px-4 py-2 font-semibold disabled:bg-neutral-400 disabled:text-white";

/** "Mark as {next step}" and "Cancel order" for one order; the page re-reads the order after each. */
export function OrderActions({ orderId, number, nextStep, advanceBlockedReason, canCancel }: Props) {
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
  return (
    <div className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        {nextStep && !advanceBlockedReason ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => post("fulfillment", { status: nextStep.status })}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            Mark as {nextStep.label}
          </button>
        ) : null}
        {canCancel && !confirming ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={`${button} border border-red-700 text-red-700 hover:bg-red-50`}
          >
            Cancel order
          </button>
        ) : null}
      </div>
      {advanceBlockedReason ? <p className="text-sm text-neutral-700">{advanceBlockedReason}</p> : null}
      {confirming ? (
        <div role="group" aria-label="Confirm cancellation" className="space-y-2 rounded-md bg-red-50 p-3">
          <p className="text-sm">Cancel order #{number}? Its items go back into stock. This cannot be undone.</p>
          <div className="flex gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => post("cancel")}
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
            >
              Yes, cancel order
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(false)}
              className={`${button} border border-neutral-400 bg-white`}
            >
              Keep order
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" className="text-sm font-medium text-green-800">
        {done}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
