/**
 * A call to the payment provider that did not give a usable answer:
 * - `unreachable`: no answer at all (network, DNS, the provider is down);
 * - `timeout`: no answer within PAYMENT_GATEWAY_TIMEOUT_MS;
 * - `refused`: a 4xx from the provider (e.g. "already captured");
 * - `bad-answer`: a 5xx or an answer that is not what its API documents.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: "unreachable" | "timeout" | "refused" | "bad-answer",
    message: string,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}
