/**
 * The browser half of the proof of work: ALTCHA's solver, with its PBKDF2 worker as a file of the
 * build (`/_astro/pbkdf2-….js`, allowed by the policy's `worker-src 'self'`; the widget's own bundle
 * makes blob: workers, which it forbids). Part of the forms' sending code (lib/proof-of-work.ts).
 */
import { solveChallengeWorkers, type Challenge, type Solution } from "altcha/lib";
import PowWorker from "altcha/workers/pbkdf2?worker";

/** Workers run in parallel, each trying every n-th counter; a few are plenty. */
const MAX_WORKERS = 4;

/** Whether this solver's worker can solve challenges of `algorithm`. */
export const solvable = (algorithm: string) => algorithm.startsWith("PBKDF2/");

export interface Solver {
  /** Solves `challenge`, or null when it gives up (timeout, abort). Throws when a worker fails. */
  solve(
    challenge: Challenge,
    options: { controller: AbortController; timeout: number },
  ): Promise<Solution | null>;
  /** Ends the workers (done by `solve` too, once it has an answer). */
  stop(): void;
}

/**
 * Starts the workers at once, so their script loads while the challenge is fetched, and solves
 * one challenge with them.
 */
export function startSolver(): Solver {
  const workers = Array.from(
    { length: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1) },
    () => new PowWorker(),
  );
  const stop = () => workers.forEach((worker) => worker.terminate());
  return {
    stop,
    solve(challenge, { controller, timeout }) {
      let next = 0;
      return solveChallengeWorkers({
        challenge,
        controller,
        timeout,
        concurrency: workers.length,
        // The workers started above, then (if ALTCHA retries with fewer after running out of
        // memory) new ones.
        createWorker: () => workers[next++] ?? new PowWorker(),
      });
    },
  };
}
