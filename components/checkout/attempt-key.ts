// One Idempotency-Key per checkout attempt. The key stays the same while the
// shopper sends the same thing again (a double click, a retry after a network
// failure), so the server answers with the order it already made instead of
// making a second one. Anything changed in the form is a new attempt.

export type AttemptKeys = {
  /** The key for an attempt that sends `signature` (the form's content). */
  keyFor(signature: string): string;
  /** Forget the key: the next attempt gets a new one even with the same content. */
  reset(): void;
};

export function createAttemptKeys(generate: () => string = () => crypto.randomUUID()): AttemptKeys {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (!current || current.signature !== signature) current = { signature, key: generate() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}
