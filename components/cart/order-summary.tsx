"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { ApiCart } from "@/lib/cart/api-shape";
import { formatINR, formatRupees } from "@/lib/money";
import { FLAT_SHIPPING_FEE_PAISE, FREE_SHIPPING_THRESHOLD_PAISE } from "@/lib/shipping";
import { isPending } from "./cart-updates";
import { apiFetch, messageOf } from "@/components/api/client";
import { buttonClass } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";

function Row({ label, value, strong = false }: { label: string; value: string | number; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? "border-t border-neutral-200 pt-3 text-lg font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Spec §2 "Request Quotation": budget in rupees and special requirements for the cart's items. */
function QuotationForm({ cart, onDone }: { cart: ApiCart; onDone: () => void }) {
  const t = useTranslations("Cart");
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      await apiFetch("/api/quotation/create", {
        method: "POST",
        body: {
          items: cart.items.map(({ productId, quantity, size, color }) => ({ productId, quantity, size, color })),
          budget: Number(form.get("budget")),
          specialNotes: String(form.get("specialNotes") ?? "").trim(),
        },
      });
      window.alert(t("quotation.submitted"));
      onDone();
    } catch (error) {
      window.alert(messageOf(error, t("quotation.failed")));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <TextField
        label={t("quotation.budget")}
        name="budget"
        type="number"
        inputMode="numeric"
        min={1}
        max={10_000_000}
        step={1}
        required
      />
      <TextAreaField label={t("quotation.specialRequirements")} name="specialNotes" rows={4} maxLength={2000} />
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onDone} className={buttonClass.secondary}>
          {t("summary.cancel")}
        </button>
        <button type="submit" disabled={submitting} aria-busy={submitting} className={buttonClass.primary}>
          {t("quotation.submit")}
        </button>
      </div>
    </form>
  );
}

/** Totals from the cart (sum of price × quantity) and the shop's one shipping policy. */
export function OrderSummary({ cart, onCheckout }: { cart: ApiCart; onCheckout: () => void }) {
  const t = useTranslations("Cart");
  const [dialog, setDialog] = useState<"checkout" | "quotation" | null>(null);
  const close = () => setDialog(null);
  const updating = cart.items.some((line) => isPending(line._id));

  return (
    <aside aria-labelledby="summary-heading" className="h-fit rounded-lg border border-neutral-200 bg-neutral-50 p-6">
      <h2 id="summary-heading" className="mb-4 text-xl font-bold">
        {t("summary.heading")}
      </h2>
      <dl data-testid="order-summary">
        <Row label={t("summary.totalItems")} value={cart.totalItems} />
        <Row label={t("summary.totalPrice")} value={formatRupees(cart.subtotal)} />
        <Row
          label={t("summary.shipping")}
          value={cart.shippingFee === 0 ? t("summary.free") : formatRupees(cart.shippingFee)}
        />
        <Row label={t("summary.grandTotal")} value={formatRupees(cart.total)} strong />
        {cart.taxIncluded > 0 ? <Row label={t("summary.includesGst")} value={formatRupees(cart.taxIncluded)} /> : null}
      </dl>
      <p className="mt-3 text-sm text-neutral-700">
        {t("summary.shippingPolicy", {
          threshold: formatINR(FREE_SHIPPING_THRESHOLD_PAISE),
          fee: formatINR(FLAT_SHIPPING_FEE_PAISE),
        })}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          className={buttonClass.primaryBlock}
          disabled={updating}
          onClick={() => setDialog("checkout")}
        >
          {t("summary.proceed")}
        </button>
        <button
          type="button"
          className={buttonClass.outlineBlock}
          disabled={updating}
          onClick={() => setDialog("quotation")}
        >
          {t("summary.requestQuotation")}
        </button>
      </div>

      <ModalDialog open={dialog === "checkout"} onClose={close} title={t("summary.confirmTitle")}>
        <p className="mt-2 text-neutral-700">
          {t("summary.confirmText", { count: cart.totalItems, total: formatRupees(cart.total) })}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={close} className={buttonClass.secondary}>
            {t("summary.cancel")}
          </button>
          <button
            type="button"
            onClick={() => {
              close();
              onCheckout();
            }}
            className={buttonClass.primary}
          >
            {t("summary.confirm")}
          </button>
        </div>
      </ModalDialog>

      <ModalDialog open={dialog === "quotation"} onClose={close} title={t("summary.requestQuotation")}>
        <QuotationForm cart={cart} onDone={close} />
      </ModalDialog>
    </aside>
  );
}
