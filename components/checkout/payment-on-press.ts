// What checkout needs only once the shopper presses Place COD Order or Pay:
// the order calls, checkout.js's loader and the sandbox's pop-up. The form
// loads this module when the shopper starts on it (one download, like the
// shipping rules), so the page itself does not carry it.
export { createOnlineOrder, placeCodOrder, verifyPayment } from "./payment-api";
export { openPayment } from "./open-payment";
export { RazorpaySandboxDialog } from "./razorpay-sandbox-dialog";
