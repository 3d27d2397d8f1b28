import { apiUrl, CHALLENGE_FIELD, ELAPSED_FIELD, SOURCE_FIELD } from "../shared/form-api";
import { proofOfWork } from "./proof-of-work";
import { leadSource } from "./visit-source";

export { prepareProofOfWork } from "./proof-of-work";

/** What became of a submission, as the form shows it. */
export type SubmitOutcome =
  | { status: "sent"; id: string }
  /** The server refused fields (the same schema as the form's, so rare): its message per field. */
  | { status: "invalid"; errors: Record<string, string> }
  /** Too many submissions from this visitor: try again after this many seconds. */
  | { status: "rate-limited"; retryAfterSeconds: number }
  /** Offline, a server error, or an answer we cannot read. Nothing is known to be stored. */
  | { status: "failed"; reason: string };

/** Retry-After in seconds (the API sends it with every 429, and exposes it by CORS); else a minute. */
const retryAfterSeconds = (response: Response) =>
  Math.ceil(Number(response.headers.get("Retry-After"))) || 60;

/**
 * Posts a form's values as JSON to its endpoint (see form-api.ts) and says what became of them.
 * Never throws: a network failure is an outcome like any other.
 */
export async function submitForm(
  endpoint: string,
  values: Record<string, unknown>,
  { idempotencyKey, fetcher = fetch }: { idempotencyKey: string; fetcher?: typeof fetch },
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetcher(apiUrl(endpoint), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(values),
    });
  } catch (error) {
    return { status: "failed", reason: `network: ${String(error)}` };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201) {
    const id = (body as { id?: unknown } | null)?.id;
    return { status: "sent", id: typeof id === "string" ? id : "" };
  }
  if (response.status === 429) {
    return { status: "rate-limited", retryAfterSeconds: retryAfterSeconds(response) };
  }
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (response.status === 400 && errors && typeof errors === "object") {
    return { status: "invalid", errors: errors as Record<string, string> };
  }
  return { status: "failed", reason: `HTTP ${response.status}` };
}

/**
 * Sends what the visitor entered with the spam signals and where the lead came from: the proof of
 * work's answer (none when it failed: lib/proof-of-work.ts), `elapsedMs` since the page started (the
 * time trap, measured at the submit) and the lead source (lib/visit-source.ts). The Idempotency-Key
 * is the caller's: it follows the values, not the signals, which are new for every attempt.
 */
export async function sendForm(
  endpoint: string,
  fields: Record<string, string | undefined>,
  { idempotencyKey, elapsedMs }: { idempotencyKey: string; elapsedMs: number },
): Promise<SubmitOutcome> {
  const body = {
    ...fields,
    [CHALLENGE_FIELD]: await proofOfWork(),
    [ELAPSED_FIELD]: elapsedMs,
    [SOURCE_FIELD]: leadSource(),
  };
  return submitForm(endpoint, body, { idempotencyKey });
}
