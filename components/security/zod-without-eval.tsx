"use client";

import type { $ZodConfig } from "zod/v4/core";

// Zod compiles object schemas with `new Function` when the page allows eval,
// and finds out by trying once. Our Content-Security-Policy does not allow
// eval, so that try is reported as a CSP violation on every page whose forms
// use a zod schema (checkout, addresses, profile, admin). `jitless` skips the
// try and the compiling, in the browser only: the server keeps the fast path.
//
// Zod keeps its configuration in this global (shared by every copy of zod on
// a page) and reads it when a schema is built; setting it here costs nothing,
// where importing zod's `config()` added 13 KB of script to every page. This
// module loads with the root layout, before any page's schemas.
// e2e/security-headers.spec.ts fails if the violation comes back.
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export function ZodWithoutEval() {
  return null;
}
