import { useRef, useState } from "react";
import { submissionFailure } from "../shared/form-messages";
import { formApi, HONEYPOT_FIELD, type FormKind } from "../shared/form-api";
import { newIdempotencyKey } from "../lib/idempotency-key";
import { prepareProofOfWork, sendForm, type SubmitOutcome } from "../lib/submit-form";
import { notify } from "../lib/toast";
import { fillCounted } from "../shared/fill";

/** A short, stable digest of the values (FNV-1a): the same values give the same key. */
function digest(values: Record<string, string | undefined>): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(values)) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * Sends one of the site's forms to its endpoint (shared/form-api.ts) and tells the visitor when it
 * fails: the SPEC's destructive notice, with when to try again after a 429. Success and field
 * errors are the form's to show. What was typed is never touched here.
 * - One submission at a time: a double click or a double Enter sends once.
 * - Its Idempotency-Key is the same for the same values during one fill (a retry after a lost
 *   answer is stored once) and new after a success.
 * - The honeypot field is read from the form element and sent as it is (a person leaves it empty).
 * - The spam signals and the lead source go with the values (`sendForm` in lib/submit-form.ts),
 *   the time trap measured here, at the submit. The proof of work starts on the visitor's first
 *   focus or input in the form (`preparesProofOfWork`), or here at the latest; the form's sending
 *   state spans the wait.
 */
export function useFormSubmission(kind: FormKind) {
  const [fill, setFill] = useState(newIdempotencyKey);
  // Set synchronously, so a second submit in the same tick is refused (react-hook-form's
  // isSubmitting, which the forms show, only changes on the next render).
  const inFlight = useRef(false);

  async function submit(
    values: Record<string, string | undefined>,
    form?: HTMLFormElement | null,
  ): Promise<SubmitOutcome | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    const elapsedMs = Math.round(performance.now());
    const trap = form ? new FormData(form).get(HONEYPOT_FIELD) : null;
    const fields =
      typeof trap === "string" && trap ? { ...values, [HONEYPOT_FIELD]: trap } : values;
    const idempotencyKey = `${fill}-${digest(fields)}`;
    const outcome = await sendForm(formApi[kind].endpoint, fields, { idempotencyKey, elapsedMs });
    inFlight.current = false;
    if (outcome.status === "sent") {
      setFill(newIdempotencyKey());
    } else if (outcome.status === "rate-limited") {
      void notify.error(submissionFailure.title, {
        description: fillCounted(submissionFailure.rateLimited, outcome.retryAfterSeconds),
      });
    } else if (outcome.status === "failed") {
      console.error(`The ${kind} form could not be sent (${outcome.reason})`);
      void notify.error(submissionFailure.title, { description: submissionFailure.description });
    }
    return outcome;
  }

  return submit;
}

/**
 * Spread on a form: the visitor's first focus or input in it starts the proof of work, so its
 * answer is ready by the time they send (lib/proof-of-work.ts).
 */
export const preparesProofOfWork = {
  onFocus: prepareProofOfWork,
  onInput: prepareProofOfWork,
};
