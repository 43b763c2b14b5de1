"use client";

import type { OnlineOrder, PaymentFailure, PaymentSuccess } from "./payment-api";

// Opens the payment pop-up for an order from /api/payment/create-order:
// Razorpay's checkout.js when the server has Razorpay keys, else the local
// sandbox dialog, which the caller renders in its own React tree
// (<RazorpaySandboxDialog>). Both call the same three callbacks, so checkout
// does not care which one ran.

export type PaymentCallbacks = {
  /** checkout.js `handler`: the payment went through (verify it on the server). */
  onSuccess: (payment: PaymentSuccess) => void;
  /** checkout.js `payment.failed`: the payment was refused (the order stays unpaid). */
  onFailure: (failure: PaymentFailure) => void;
  /** checkout.js `modal.ondismiss`: the shopper closed the pop-up without paying. */
  onDismiss: () => void;
};

const CHECKOUT_JS = "https://checkout.razorpay.com/v1/checkout.js";

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = {
  open(): void;
  on(event: "payment.failed", callback: (response: { error: PaymentFailure }) => void): void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let checkoutJs: Promise<RazorpayConstructor> | null = null;

/**
 * The nonce of this document's Content-Security-Policy (pages rendered per
 * request have one; Next.js puts it on its own scripts), or "" on a cached page.
 * Read from the document, not from props: after client-side navigation the
 * policy in force is still the one the first page arrived with.
 */
function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/** Adds checkout.js to the page once; a failed load may be tried again. */
function loadCheckoutJs(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  checkoutJs ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_JS;
    // The policy also allows Razorpay's host by name; the nonce keeps checkout.js
    // loading under a policy that trusts nonces only ('strict-dynamic').
    script.nonce = documentNonce();
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("checkout.js loaded without Razorpay"));
    script.onerror = () => {
      script.remove();
      checkoutJs = null;
      reject(new Error("checkout.js could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return checkoutJs;
}

/**
 * Opens the pop-up: checkout.js, or `showSandbox` for the sandbox. Rejects
 * only when checkout.js cannot be loaded (then nothing was opened and no
 * callback will run).
 */
export async function openPayment(
  order: OnlineOrder,
  callbacks: PaymentCallbacks,
  showSandbox: (order: OnlineOrder, callbacks: PaymentCallbacks) => void,
): Promise<void> {
  if (order.sandbox) {
    showSandbox(order, callbacks);
    return;
  }
  const Razorpay = await loadCheckoutJs();
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    order_id: order.orderId,
    prefill: order.prefill,
    theme: { color: "#a8551f" },
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on("payment.failed", (response) => callbacks.onFailure(response.error));
  checkout.open();
}
