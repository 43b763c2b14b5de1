"use client";

import { config } from "zod/v4/core";

// Zod compiles object schemas with `new Function` when the page allows eval,
// and finds out by trying once. Our Content-Security-Policy does not allow
// eval, so that try is reported as a CSP violation on every page whose forms
// use a zod schema (checkout, addresses, profile, admin). `jitless` skips the
// try and the compiling, in the browser only: the server keeps the fast path.
// Runs when the root layout's client modules load, before any page's schemas.
config({ jitless: true });

export function ZodWithoutEval() {
  return null;
}
