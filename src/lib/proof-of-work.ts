/**
 * The forms' invisible proof of work (ALTCHA): the browser fetches a challenge from the server
 * (GET `challengeEndpoint`), spends a moment of computation on it in web workers (lib/pow-solver.ts)
 * and sends the answer with the form (`CHALLENGE_FIELD`). The visitor sees nothing of it.
 *
 * - Work starts on the visitor's first focus or input in a form (`prepareProofOfWork`), so the
 *   answer is usually ready before they send; the submit awaits it (`proofOfWork`), or solves one
 *   then (a submit held from before hydration, say).
 * - An answer is used once, and only while its challenge has more than a minute left.
 * - Never a reason not to send: without Web Crypto or workers, when the challenge cannot be fetched
 *   or solved, or after 20 s, the answer is undefined and the form is sent without it (the server
 *   then judges it on the rest).
 *
 * This module and the solver are part of the forms' sending code (lib/submit-form.ts), which loads
 * with the form's island, on the visitor's first interaction with the form (`client:interaction`).
 */
import type { Challenge } from "altcha/lib";
import { apiUrl, challengeEndpoint } from "../shared/form-api";
import { solvable, startSolver } from "./pow-solver";

/** The longest a proof of work may take, from fetching its challenge to the answer. */
export const POW_TIMEOUT_MS = 20_000;
/** A prepared answer is used only while its challenge expires more than this much later. */
export const REUSE_MARGIN_MS = 60_000;

/** A solved challenge: ALTCHA's payload and when its challenge expires (ms since the epoch). */
interface Solved {
  payload: string;
  expiresAt: number | undefined;
}

/** One proof of work: its answer to come, and how it ended once it has. */
interface Attempt {
  answer: Promise<Solved | undefined>;
  outcome?: Solved | "failed" | "timed-out";
}

/** The answer being prepared for the next submit (or ready for it). */
let prepared: Attempt | undefined;

const supported = () =>
  typeof Worker === "function" && typeof fetch === "function" && Boolean(globalThis.crypto?.subtle);

const fresh = (solved: Solved, margin: number) =>
  solved.expiresAt === undefined || solved.expiresAt - Date.now() > margin;

/** Whether the server's answer is an ALTCHA v2 challenge the solver can take. */
function isChallenge(value: unknown): value is Challenge {
  const parameters = (value as Challenge | null)?.parameters;
  return (
    typeof parameters === "object" &&
    parameters !== null &&
    typeof parameters.algorithm === "string" &&
    solvable(parameters.algorithm) &&
    typeof parameters.nonce === "string" &&
    typeof parameters.salt === "string" &&
    typeof parameters.keyPrefix === "string" &&
    typeof parameters.cost === "number"
  );
}

async function solveOne(controller: AbortController): Promise<Solved | undefined> {
  // The workers load while the challenge is fetched; the end of the attempt ends them.
  const solver = startSolver();
  controller.signal.addEventListener("abort", solver.stop);
  const response = await fetch(apiUrl(challengeEndpoint), {
    signal: controller.signal,
    cache: "no-store",
    headers: { Accept: "application/json" },
  });
  const challenge: unknown = response.ok ? await response.json() : undefined;
  if (!isChallenge(challenge)) return undefined;
  const solution = await solver.solve(challenge, { controller, timeout: POW_TIMEOUT_MS });
  if (!solution) return undefined;
  const { parameters, signature } = challenge;
  return {
    payload: btoa(JSON.stringify({ challenge: { parameters, signature }, solution })),
    expiresAt: parameters.expiresAt ? parameters.expiresAt * 1000 : undefined,
  };
}

/** Starts a proof of work, given up after `POW_TIMEOUT_MS`. Never rejects. */
function begin(): Attempt {
  const controller = new AbortController();
  const attempt: Attempt = { answer: Promise.resolve(undefined) };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), POW_TIMEOUT_MS);
  });
  attempt.answer = Promise.race([solveOne(controller).catch(() => undefined), timedOut]).then(
    (result) => {
      clearTimeout(timer);
      // Stops the fetch or the workers, whatever is still running.
      controller.abort();
      attempt.outcome = result ?? "failed";
      return typeof result === "object" ? result : undefined;
    },
  );
  return attempt;
}

/**
 * Starts preparing an answer for the next submit, unless one is on its way or ready (a failed one is
 * tried again at the submit, not on every keystroke). For a form's onFocus and onInput.
 */
export function prepareProofOfWork(): void {
  if (!supported()) return;
  const outcome = prepared?.outcome;
  if (prepared && (typeof outcome !== "object" || fresh(outcome, REUSE_MARGIN_MS))) return;
  prepared = begin();
}

/**
 * The answer to send with a submit (ALTCHA's payload, base64), or undefined when there is none: the
 * prepared one, awaited if it is still being worked out, or a new one. Each answer is used once.
 */
export async function proofOfWork(): Promise<string | undefined> {
  if (!supported()) return undefined;
  const taken = prepared;
  prepared = undefined;
  const outcome = taken?.outcome;
  const usable =
    taken &&
    // Still being worked out, or worked out long enough before the challenge expires; a timed-out
    // one is not tried again (it would keep the visitor waiting as long again).
    (outcome === undefined ||
      outcome === "timed-out" ||
      (typeof outcome === "object" && fresh(outcome, REUSE_MARGIN_MS)));
  const solved = await (usable ? taken : begin()).answer;
  return solved && fresh(solved, 0) ? solved.payload : undefined;
}
