import { afterEach } from "vitest";
import type { RazorpayApi } from "@/lib/payments/gateway";

// The Razorpay sandbox's API side made to fail where a test says so, and only
// there: the rest (PostgreSQL, signatures, webhooks) stays real. In a test file:
//
//   const faults = vi.hoisted((): SandboxFaults => ({}));
//   vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
//     (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
//   );
//   faults.createOrder = () => Promise.reject(…);   // then back to null
//
// Each fault gets the real call and decides: answer badly, not at all, slowly,
// or after the real one.

/** Gets the real call and the call's own arguments (which Razorpay order, payment…). */
type Fault = (real: () => Promise<never>, ...args: unknown[]) => Promise<unknown>;

/** A fault per method of Razorpay's API; a method without one answers as the sandbox does. */
export type SandboxFaults = { [Method in keyof RazorpayApi]?: Fault | null };

type SandboxModule = typeof import("@/lib/payments/sandbox-api");

/** The sandbox module with its Razorpay API routed through `faults`. */
export function withSandboxFaults(real: SandboxModule, faults: SandboxFaults): SandboxModule {
  return {
    ...real,
    sandboxRazorpayApi: () => {
      const api = real.sandboxRazorpayApi();
      const faulty = { ...api };
      for (const method of Object.keys(api) as Array<keyof RazorpayApi>) {
        const call = api[method] as (...args: unknown[]) => Promise<never>;
        (faulty as Record<string, unknown>)[method] = (...args: unknown[]) => {
          const fault = faults[method];
          const realCall = () => call.apply(api, args);
          return fault ? fault(realCall, ...args) : realCall();
        };
      }
      return faulty;
    },
  };
}

/** Sets every fault a test of this file set back to none after each test. */
export function clearFaultsAfterEach(faults: SandboxFaults): void {
  afterEach(() => {
    for (const method of Object.keys(faults) as Array<keyof RazorpayApi>) faults[method] = null;
  });
}
