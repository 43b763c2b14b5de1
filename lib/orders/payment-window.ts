// Its own module so that the payments code (lib/payments/reconcile.ts) reads it without importing
// place-order, which asks reconcile about a payment before it expires an order.

/** An unpaid online order holds its stock this long; then a new checkout or the sweep releases it. */
export const ONLINE_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
