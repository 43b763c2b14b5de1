import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "./config";

// Signatures the shop makes for itself (the known-device cookie, password
// reset links): HMAC-SHA256 keyed from the session secret with the purpose in
// front, so one purpose's signature is never valid for another's.

/** `payload`'s signature for `purpose`, base64url (43 characters). */
export function purposeSignature(purpose: string, payload: string): string {
  return createHmac("sha256", `${purpose}:${sessionSecret()}`).update(payload).digest("base64url");
}

/** Whether a signature sent back is the expected one, compared in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}
