// What the shopper sees for each answer of checkout's /api/payment/* calls
// (spec §8, verbatim), apart from the calls themselves (payment-api.ts), which
// the checkout form loads only once the shopper starts on it.

export const COD_TEXT = {
  placed: "Order placed successfully! You'll pay cash on delivery.",
  serverError: "Internal server error. Please try again.",
  failed: "There was an error placing your order.",
  network: "Error placing the order. Try again!",
} as const;

export const ONLINE_TEXT = {
  loggedOut: "You must be logged in to make a payment.",
  failed: "Something went wrong. Try again later.",
  paid: "Payment Successful!",
  paymentFailed: "Payment failed. Your order is not paid; you can try again.",
  cancelled: "Payment cancelled. Your order is not paid; you can try again.",
  unconfirmed:
    "We could not confirm your payment yet. If money left your account, the order is marked paid within a few minutes: see My Orders.",
  noWindow: "The payment window could not open. Check your connection and try again.",
} as const;
