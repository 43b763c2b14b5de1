"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation-hooks";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { reloadResource } from "@/components/api/resource-cache";
import { requestJson, messageOf } from "@/components/api/client";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, type CancelReason } from "@/lib/orders/cancel-reasons";
import type { ApiOrder } from "@/lib/orders/orders";
import { formatRupees } from "@/lib/money";
import { buttonClass } from "@/components/ui/button";
import { FormError, TextAreaField } from "@/components/ui/field";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// "Cancel order" on My Orders and the order's page: a native modal dialog
// (focus stays inside, Escape closes it, its title names it) asking why, then
// POST /api/orders/{id}/cancel. The server decides whether the order can
// still be cancelled; the lists are re-read either way.

type Props = {
  orderId: string;
  orderNumber: number;
  paidOnline: boolean;
  /** On a replacement shipment: the number of the order whose exchange it fulfils (docs/adr/0034). */
  replacementFor?: number | null;
};

const REASON_KEYS = {
  "ordered-by-mistake": "orderedByMistake",
  "better-price": "betterPrice",
  "delivery-too-late": "deliveryTooLate",
  "change-details": "changeDetails",
  "change-items": "changeItems",
  other: "other",
} as const satisfies Record<CancelReason, string>;

export function CancelOrderButton({ orderId, orderNumber, paidOnline, replacementFor = null }: Props) {
  const t = useTranslations("Orders.cancel");
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
      toast.success(t("done", { number: orderNumber }));
    } catch (caught) {
      setError(messageOf(caught, t("failed")));
    } finally {
      setSending(false);
      // Shown either way: cancelled now, or moved on (shipped) meanwhile.
      await reloadResource(RESOURCE_KEYS.orders);
      router.refresh();
    }
  }

  return (
    <>
      <button type="button" className={buttonClass.dangerOutline} onClick={() => setOpen(true)}>
        {t("button")}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t("title", { number: orderNumber })}>
        <form method="post" onSubmit={submit} className="mt-3 space-y-4">
          {replacementFor !== null ? (
            <p className="text-sm text-neutral-700">{t("replacement", { number: replacementFor })}</p>
          ) : null}
          <p className="text-sm text-neutral-700">{paidOnline ? t("paidOnline") : t("nothingCharged")}</p>
          <fieldset>
            <legend className="font-medium">{t("why")}</legend>
            <div className="mt-2 space-y-1">
              {(Object.keys(CANCEL_REASONS) as CancelReason[]).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input type="radio" name="reason" value={value} required />
                  {t(`reasons.${REASON_KEYS[value]}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField label={t("note")} name="note" rows={3} maxLength={CANCEL_NOTE_MAX_LENGTH} />
          <FormError>{error}</FormError>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass.secondary}>
              {t("keep")}
            </button>
            <button type="submit" disabled={sending} className={buttonClass.danger}>
              {sending ? t("cancelling") : t("confirm")}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}

/** The refund line of a cancelled paid order, for the order card and page. */
export function OrderRefundNote({ refund }: { refund: ApiOrder["refund"] }) {
  const refundT = useTranslations("Orders.refund");
  if (!refund) return null;
  const key = refund.status === "Refunded" ? "refunded" : refund.status === "Failed" ? "failed" : "pending";
  return (
    <p className="text-sm text-neutral-700" data-testid="order-refund">
      {refundT(key, { amount: formatRupees(refund.amount) })}
    </p>
  );
}
