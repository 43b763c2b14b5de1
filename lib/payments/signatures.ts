import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's two signatures (reference/india.md): the checkout handler's
// HMAC-SHA256(order_id|payment_id, key_secret) and the webhook's
// HMAC-SHA256(raw body, webhook_secret), both hex. Compared in constant time.

export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  // Whole hex digits of the expected length only: Buffer.from(hex) would silently drop a trailing odd digit.
  if (givenHex.length !== expectedHex.length || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const given = Buffer.from(givenHex, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody);
}
