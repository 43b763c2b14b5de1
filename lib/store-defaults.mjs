// The demo shop's registration, used where the operator sets none: by
// lib/store.ts (what pages and invoices print) and by the start-up check
// (lib/config/runtime-env.mjs), which must judge the same values.

/** The state the shop dispatches from and is registered in for GST. */
export const DEMO_STORE_STATE = "Maharashtra";

/** A demo GSTIN registered in that state (27). Operators set their own: it is printed on every tax invoice. */
export const DEMO_STORE_GSTIN = "27AAACK1234F1Z0";
