"use client";

import { useEffect, useState } from "react";
import { fetchEstimate, type EstimateResult, type EstimateTexts } from "@/components/delivery/estimate-api";
import { PIN_PATTERN } from "@/lib/pin-code";
import { paiseToRupees } from "@/lib/money";
import type { ShippingInfoInput } from "@/lib/orders/shipping-info";

/**
 * Checkout's delivery answers by PIN code (GET /api/delivery/estimate, with
 * the order's total for the COD limit), each asked once, and what they say
 * about the shipping fields: served or not, the state that goes with the PIN
 * code, and whether cash on delivery is possible.
 */
export function useCheckoutDelivery(
  info: ShippingInfoInput,
  initialPin: string,
  totalPaise: number,
  /** In the page's language: the state problem's text, and the estimate's own error texts. */
  texts: EstimateTexts & { mismatch: (pin: string, pinState: string, chosenState: string) => string },
) {
  const [estimates, setEstimates] = useState<Record<string, EstimateResult>>({});

  // The saved address the form starts with: its PIN code's answer, without touching what it says.
  useEffect(() => {
    const initial = initialPin.trim();
    if (!PIN_PATTERN.test(initial)) return;
    let live = true;
    void fetchEstimate(initial, paiseToRupees(totalPaise), texts).then((result) => {
      if (live) setEstimates((current) => ({ [initial]: result, ...current }));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the page opened with
  }, []);

  /** A PIN code's answer, asked for once. */
  async function estimateFor(pin: string): Promise<EstimateResult> {
    const known = estimates[pin];
    const result = known ?? (await fetchEstimate(pin, paiseToRupees(totalPaise), texts));
    if (!known) setEstimates((current) => ({ ...current, [pin]: result }));
    return result;
  }

  /** Forgets every answer and asks again for the PIN code in the form: its dates move at the dispatch cut-off. */
  function askAgain() {
    const current = info.postalCode.trim();
    setEstimates({});
    if (!PIN_PATTERN.test(current)) return;
    void fetchEstimate(current, paiseToRupees(totalPaise), texts).then((result) =>
      setEstimates((known) => ({ ...known, [current]: result })),
    );
  }

  const pin = info.postalCode.trim();
  const answer = PIN_PATTERN.test(pin) ? estimates[pin] : undefined;
  const delivery = answer?.ok ? answer.estimate : null;
  const serviceable = delivery?.serviceable ? delivery : null;
  const pinProblem = delivery && !delivery.serviceable ? delivery.message : null;
  const stateProblem =
    serviceable && info.state && !serviceable.states.includes(info.state)
      ? texts.mismatch(pin, serviceable.state, info.state)
      : null;
  // COD only where the PIN code has it and the total is within the COD limit (place-order checks again).
  const codUnavailable = serviceable && !serviceable.cod ? serviceable.codMessage : pinProblem;

  return { estimateFor, askAgain, serviceable, pinProblem, stateProblem, codUnavailable };
}
