"use client";

import { toast } from "@/components/ui/toast";
import { formatDateTimeIST } from "@/lib/time";
import { formatRupees } from "@/lib/money";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { buttonClass } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";

// The admin order page's refunds: each refund to the original payment method
// with its amount, Razorpay id, status and failure reason, and a Retry button
// on a failed one (or a requested one Razorpay never answered). A second
// payment captured for an order already paid says so.

export type AdminRefundRow = {
  _id: string;
  providerRefundId: string | null;
  providerPaymentId: string;
  extraPayment: boolean;
  amount: number;
  status: string;
  failureReason: string | null;
  createdAt: string;
  processedAt: string | null;
  canRetry: boolean;
};

function RetryButton({ refundId }: { refundId: string }) {
  const { run, error, sending } = useAdminSubmit();
  return (
    <div>
      <button
        type="button"
        disabled={sending}
        className={buttonClass.secondary}
        onClick={() =>
          run(
            () =>
              sendAdminJson<{ message: string }>(
                `/api/admin/refunds/${encodeURIComponent(refundId)}/retry`,
                "POST",
                {},
              ),
            (result) => toast.success(result.message),
          )
        }
      >
        {sending ? "Retrying…" : "Retry refund"}
      </button>
      <FormError>{error}</FormError>
    </div>
  );
}

export function OrderRefunds({ refunds }: { refunds: AdminRefundRow[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="space-y-3 text-sm" data-testid="order-refunds">
      {refunds.map((refund) => (
        <li key={refund._id} className="space-y-1">
          <p className="font-medium">
            Refund {formatRupees(refund.amount)} — {refund.status}
          </p>
          {refund.extraPayment ? (
            <p className="text-amber-800">
              Second payment {refund.providerPaymentId}: captured after the order was already paid, so it is given back
              in full. The order keeps its own payment.
            </p>
          ) : null}
          <p className="text-neutral-700">
            Requested {formatDateTimeIST(refund.createdAt)}
            {refund.processedAt ? ` · refunded ${formatDateTimeIST(refund.processedAt)}` : ""}
            {" · "}
            {refund.providerRefundId ?? "no Razorpay refund id yet"}
          </p>
          {refund.failureReason ? <p className="text-red-700">{refund.failureReason}</p> : null}
          {refund.canRetry ? <RetryButton refundId={refund._id} /> : null}
        </li>
      ))}
    </ul>
  );
}
