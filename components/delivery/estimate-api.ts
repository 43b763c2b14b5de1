// The browser's side of GET /api/delivery/estimate: the shape it answers, and
// one fetch with the shop's error shape turned into a message. The PIN code
// asked about is remembered for the visit in remembered-pin.ts.
import type { DeliveryEstimate } from "@/lib/delivery/estimate";
import { ApiRequestError, messageOf, requestJson } from "@/components/api/client";

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
