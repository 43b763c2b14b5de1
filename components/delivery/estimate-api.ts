// The browser's side of GET /api/delivery/estimate: the shape it answers, one
// fetch with the shop's error shape turned into a message, and the PIN code
// remembered for the visit (sessionStorage), so the product page, the cart
// and checkout ask once.
import type { DeliveryEstimate } from "@/lib/delivery/estimate";
import { PIN_PATTERN } from "@/lib/pin-code";
import { ApiRequestError, messageOf, requestJson } from "@/components/api/client";
import { inOwnTask, storedValue } from "@/components/browser/stored-value";

/** What the API answers: the server's own type (a type-only import: no server code reaches the browser). */
export type Estimate = DeliveryEstimate;

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; message: string };

/** This side's own error texts, in the page's language (the API's messages already are: the client adds `lang`). */
export type EstimateTexts = { failed: string; unreachable: string };

/** `totalRupees`: the order total, so COD also respects the COD limit. */
export async function fetchEstimate(
  pin: string,
  totalRupees: number | undefined,
  texts: EstimateTexts,
): Promise<EstimateResult> {
  const params = new URLSearchParams({ pin });
  if (totalRupees !== undefined) params.set("total", totalRupees.toFixed(2));
  try {
    const body = await requestJson<Estimate | null>(`/api/delivery/estimate?${params}`, { cache: "no-store" });
    if (body && typeof body.serviceable === "boolean") return { ok: true, estimate: body };
    return { ok: false, message: texts.failed };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { ok: false, message: texts.unreachable };
    return { ok: false, message: messageOf(error, texts.failed).replace(/^pin: /, "") };
  }
}

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
