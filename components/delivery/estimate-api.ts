// The browser's side of GET /api/delivery/estimate: the shape it answers, one
// fetch with the shop's error shape turned into a message, and the PIN code
// remembered for the visit (sessionStorage), so the product page, the cart
// and checkout ask once.
import type { DeliveryEstimate } from "@/lib/delivery/estimate";
import { ApiRequestError, messageOf, requestJson } from "@/components/api/client";

/** What the API answers: the server's own type (a type-only import: no server code reaches the browser). */
export type Estimate = DeliveryEstimate;

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; message: string };

export const PIN_PATTERN = /^[1-9][0-9]{5}$/;
export const INVALID_PIN_MESSAGE = "Enter a valid 6-digit PIN code.";

/** The page's language for the answer's messages (`lang`, issue 17) and this side's own error texts. */
export type EstimateLanguage = { lang: string; failed: string; unreachable: string };

const ENGLISH: EstimateLanguage = {
  lang: "en",
  failed: "We could not check delivery. Try again.",
  unreachable: "We could not reach the shop. Check your connection and try again.",
};

/** `totalRupees`: the order total, so COD also respects the COD limit. */
export async function fetchEstimate(
  pin: string,
  totalRupees?: number,
  language: EstimateLanguage = ENGLISH,
): Promise<EstimateResult> {
  const params = new URLSearchParams({ pin });
  if (totalRupees !== undefined) params.set("total", totalRupees.toFixed(2));
  if (language.lang !== "en") params.set("lang", language.lang);
  try {
    const body = await requestJson<Estimate | null>(`/api/delivery/estimate?${params}`, { cache: "no-store" });
    if (body && typeof body.serviceable === "boolean") return { ok: true, estimate: body };
    return { ok: false, message: language.failed };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { ok: false, message: language.unreachable };
    return { ok: false, message: messageOf(error, language.failed).replace(/^pin: /, "") };
  }
}

const KEY = "kosh:delivery-pin";

export function rememberedPin(): string | null {
  try {
    const pin = sessionStorage.getItem(KEY);
    return pin && PIN_PATTERN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  try {
    sessionStorage.setItem(KEY, pin);
  } catch {
    // Private modes may refuse storage; the check still works for this page.
  }
}
