"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { formatINR } from "@/lib/money";
import { sandboxPay, type OnlineOrder } from "./payment-api";
import type { PaymentCallbacks } from "./open-payment";
import { buttonClass } from "@/components/ui/button";
import { focusRing } from "@/components/ui/focus-ring";

const closeButton = `absolute top-3 right-3 rounded-md px-2 py-1 text-xl leading-none text-neutral-600 hover:bg-neutral-100 ${focusRing} disabled:cursor-not-allowed disabled:opacity-60`;

type Props = {
  order: OnlineOrder;
  callbacks: PaymentCallbacks;
  /** Called once the dialog has closed, whatever the outcome (to unmount it). */
  onClosed: () => void;
};

/**
 * The local stand-in for Razorpay's checkout pop-up, used when the shop runs
 * without Razorpay keys (development, tests, CI). Its buttons ask the
 * server's sandbox for a signed payment or a failure, then call the same
 * callbacks checkout.js would: `handler`, `payment.failed`, `ondismiss`.
 */
export function RazorpaySandboxDialog({ order, callbacks, onClosed }: Props) {
  const t = useTranslations("Checkout.sandbox");
  const common = useTranslations("Common");
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Set once the payment succeeded or failed, so closing then is not a "dismiss".
  const settled = useRef(false);
  const amount = formatINR(order.amount);

  async function pay(outcome: "success" | "failure") {
    setBusy(outcome);
    setProblem(null);
    const result = await sandboxPay(order.orderId, outcome);
    setBusy(null);
    if (!result.ok) {
      setProblem(t("noAnswer"));
      return;
    }
    // Escape may have closed the pop-up meanwhile: a payment that went through still counts.
    const dismissed = settled.current;
    settled.current = true;
    setOpen(false);
    if ("payment" in result) callbacks.onSuccess(result.payment);
    else if (!dismissed) callbacks.onFailure(result.failure);
  }

  return (
    <ModalDialog
      open={open}
      title={t("title")}
      onClose={() => {
        if (!settled.current) {
          settled.current = true;
          callbacks.onDismiss();
        }
        onClosed();
      }}
    >
      <button
        type="button"
        aria-label={common("close")}
        onClick={() => setOpen(false)}
        disabled={busy !== null}
        className={closeButton}
      >
        ×
      </button>
      <p className="mt-1 text-sm text-neutral-600">{t("testMode")}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t("payTo")}</dt>
        <dd>{order.name}</dd>
        <dt className="font-medium">{t("amount")}</dt>
        <dd className="font-semibold" data-testid="sandbox-amount">
          {amount}
        </dd>
        <dt className="font-medium">{t("order")}</dt>
        <dd className="break-all font-mono" data-testid="sandbox-order-id">
          {order.orderId}
        </dd>
      </dl>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => pay("failure")}
          disabled={busy !== null}
          aria-busy={busy === "failure"}
          className={buttonClass.dangerOutline}
        >
          {t("fail")}
        </button>
        <button
          type="button"
          onClick={() => pay("success")}
          disabled={busy !== null}
          aria-busy={busy === "success"}
          className={buttonClass.primary}
        >
          {t("succeed", { amount })}
        </button>
      </div>
    </ModalDialog>
  );
}
