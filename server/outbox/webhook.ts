// The optional webhook: each submission POSTed as JSON to WEBHOOK_URL. With WEBHOOK_SECRET the body
// is signed: X-Automatica-Signature: sha256=<hex HMAC-SHA256 of the raw body>. The body carries the
// same `timestamp` as the X-Automatica-Timestamp header, so the signature covers it too.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { OutboxSubmission } from "./senders.ts";

export const SIGNATURE_HEADER = "X-Automatica-Signature";
export const TIMESTAMP_HEADER = "X-Automatica-Timestamp";
export const DELIVERY_HEADER = "X-Automatica-Delivery";

/** The signature header's value for the raw `body`. */
export const signWebhook = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** What a receiver does: recompute the signature of the raw body and compare in constant time. */
export function verifyWebhook(
  secret: string,
  body: string | Buffer,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWebhook(secret, body.toString()));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookTarget {
  url: string;
  secret?: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** POSTs one submission; throws when the receiver does not answer 2xx in time (the worker retries). */
export async function postWebhook(
  { url, secret, timeoutMs = 15_000, now = () => new Date() }: WebhookTarget,
  payload: {
    deliveryId: string;
    submission: Pick<OutboxSubmission, "id" | "kind" | "data" | "createdAt"> & {
      source?: OutboxSubmission["source"];
    };
  },
): Promise<void> {
  const timestamp = Math.floor(now().getTime() / 1000);
  const { submission } = payload;
  const body = JSON.stringify({
    id: submission.id,
    kind: submission.kind,
    createdAt: submission.createdAt.toISOString(),
    data: submission.data,
    // Where the lead came from (src/shared/schemas/source.ts), or null.
    source: submission.source ?? null,
    timestamp,
  });
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Automatica-Webhook/1",
      [TIMESTAMP_HEADER]: String(timestamp),
      [DELIVERY_HEADER]: payload.deliveryId,
      ...(secret ? { [SIGNATURE_HEADER]: signWebhook(secret, body) } : {}),
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}
