/**
 * A fresh random key (128 bits, hex), for one fill of a form (its Idempotency-Key, with a digest of
 * the values: hooks/use-form-submission.ts). crypto.randomUUID would do, but only on HTTPS and
 * localhost.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
