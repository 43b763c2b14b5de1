// The PIN code the delivery check last asked about, remembered for the visit
// (sessionStorage), so the product page, the cart and checkout ask once; and
// forgotten at logout (components/account/client-session.ts).
import { PIN_PATTERN } from "@/lib/pin-code";
import { inOwnTask, storedValue } from "@/components/browser/stored-value";

const KEY = "kosh:delivery-pin";

function readRememberedPin(): string | null {
  try {
    const pin = sessionStorage.getItem(KEY);
    return pin && PIN_PATTERN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

// Read once per page, in a task of its own (the first sessionStorage read waits on another process).
const remembered = storedValue(() => inOwnTask(readRememberedPin), null);

/** The PIN code this visit last asked about; null until read (and on the server). */
export function useRememberedPin(): string | null {
  return remembered.useValue();
}

export function rememberPin(pin: string): void {
  remembered.set(pin);
  try {
    sessionStorage.setItem(KEY, pin);
  } catch {
    // Private modes may refuse storage; the check still works for this visit's pages.
  }
}

/** Forgets the remembered PIN code (at logout: the next shopper on this device is not shown it). */
export function forgetRememberedPin(): void {
  remembered.set(null);
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing kept there
  }
}
