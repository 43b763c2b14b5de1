"use client";

import { useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { ApiCart } from "@/lib/cart/api-shape";
import { formatRupees } from "@/lib/money";
import { describeShippingPolicy } from "@/lib/shipping";
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
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      await apiFetch("/api/quotation/create", {
        method: "POST",
        body: {
          items: cart.items.map((line) => ({ productId: line.productId, quantity: line.quantity })),
          budget: Number(form.get("budget")),
          specialNotes: String(form.get("specialNotes") ?? "").trim(),
        },
      });
      window.alert("Quotation request submitted!");
      onDone();
    } catch (error) {
      window.alert(messageOf(error, "Failed to submit quotation."));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <TextField
        label="Budget (₹)"
        name="budget"
        type="number"
        inputMode="numeric"
        min={1}
        max={10_000_000}
        step={1}
        required
      />
      <TextAreaField label="Special requirements" name="specialNotes" rows={4} maxLength={2000} />
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onDone} className={buttonClass.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={submitting} aria-busy={submitting} className={buttonClass.primary}>
          Submit Request
        </button>
      </div>
    </form>
  );
}

/** Totals from the cart (sum of price × quantity) and the shop's one shipping policy. */
export function OrderSummary({ cart, onCheckout }: { cart: ApiCart; onCheckout: () => void }) {
  const [dialog, setDialog] = useState<"checkout" | "quotation" | null>(null);
  const close = () => setDialog(null);
  const updating = cart.items.some((line) => isPending(line._id));

  return (
    <aside aria-labelledby="summary-heading" className="h-fit rounded-lg border border-neutral-200 bg-neutral-50 p-6">
      <h2 id="summary-heading" className="mb-4 text-xl font-bold">
        Order Summary
      </h2>
      <dl data-testid="order-summary">
        <Row label="Total items" value={cart.totalItems} />
        <Row label="Total price" value={formatRupees(cart.subtotal)} />
        <Row label="Shipping" value={cart.shippingFee === 0 ? "Free" : formatRupees(cart.shippingFee)} />
        <Row label="Grand total" value={formatRupees(cart.total)} strong />
        {cart.taxIncluded > 0 ? <Row label="Includes GST" value={formatRupees(cart.taxIncluded)} /> : null}
      </dl>
      <p className="mt-3 text-sm text-neutral-700">{describeShippingPolicy()}</p>
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          className={buttonClass.primaryBlock}
          disabled={updating}
          onClick={() => setDialog("checkout")}
        >
          Proceed to Checkout
        </button>
        <button
          type="button"
          className={buttonClass.outlineBlock}
          disabled={updating}
          onClick={() => setDialog("quotation")}
        >
          Request Quotation
        </button>
      </div>

      <ModalDialog open={dialog === "checkout"} onClose={close} title="Proceed to Checkout?">
        <p className="mt-2 text-neutral-700">
          {cart.totalItems === 1 ? "1 item" : `${cart.totalItems} items`}, {formatRupees(cart.total)} in all.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={close} className={buttonClass.secondary}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              close();
              onCheckout();
            }}
            className={buttonClass.primary}
          >
            Confirm
          </button>
        </div>
      </ModalDialog>

      <ModalDialog open={dialog === "quotation"} onClose={close} title="Request Quotation">
        <QuotationForm cart={cart} onDone={close} />
      </ModalDialog>
    </aside>
  );
}
