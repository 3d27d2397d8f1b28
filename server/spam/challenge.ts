// The forms' proof of work (ALTCHA, self-hosted: no third party). GET /api/challenge hands a page a
// signed challenge; the page's script finds the counter that solves it (src/lib/proof-of-work.ts)
// and sends the solution with the form as `altcha`; this module checks it. A page without
// JavaScript sends none, which the verdict weighs lightly (server/spam/verdict.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import type { Challenge, Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * How hard a challenge is: the client derives a PBKDF2 key (`cost` iterations) for each counter from
 * 0 until it reaches the secret one, drawn from [counterMin, counterMax]: on average about half a
 * million iterations, a fraction of a second in a browser's Web Crypto, and the same again for
 * every further submission a bot makes. The server derives one key to issue and one to check.
 */
export const CHALLENGE_SETTINGS = {
  algorithm: "PBKDF2/SHA-256",
  cost: 1_000,
  counterMin: 200,
  counterMax: 800,
  /** A page may take its time: a challenge holds for 30 minutes (the page fetches a new one after). */
  ttlMs: 30 * 60_000,
};

/**
 * What a submission's challenge proved.
 * - solved: a valid solution of a challenge this site issued, not used before (id: its nonce);
 * - missing: none sent (a form posted without JavaScript, or a script that did not try);
 * - expired: a challenge this site signed, past its time (its solution is not looked at);
 * - invalid: a forged or tampered challenge, or a wrong solution: never a browser of ours. The
 *   signature is checked before the expiry is read, so a forged challenge is invalid whatever
 *   time it claims.
 * `reused` is decided by the store (a solved challenge whose id was spent before).
 */
export type ChallengeCheck =
  { state: "solved"; id: string; expiresAt: Date } | { state: "missing" | "expired" | "invalid" };
export type ChallengeState = ChallengeCheck["state"] | "reused";

/** Two keys from the one stored secret: one signs challenges, one signs the expected keys. */
const keysOf = (secret: string) => ({
  signature: createHmac("sha256", secret).update("altcha-challenge").digest("hex"),
  keySignature: createHmac("sha256", secret).update("altcha-key").digest("hex"),
});

/** A value with its object keys sorted, at every depth (the JSON that ALTCHA signs). */
const sorted = (value: unknown): unknown =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .flatMap(([key, inner]: [string, unknown]) =>
            inner === undefined ? [] : [[key, sorted(inner)]],
          ),
      )
    : value;

/**
 * The signature of a challenge's parameters, as altcha-lib computes it (HMAC-SHA-256 of their
 * canonical JSON): checked here before anything else, because altcha-lib reads the expiry first
 * and would call a forged challenge with a past `expiresAt` expired (the test pins the two
 * together).
 */
export const signatureOf = (parameters: unknown, key: string) =>
  createHmac("sha256", key)
    .update(JSON.stringify(sorted(parameters)))
    .digest("hex");

/** Whether two hex strings are equal, in time that does not tell how much of them is. */
const sameHex = (a: unknown, b: string) =>
  typeof a === "string" && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * What the page sends as `altcha`, decoded, as far as it is looked at before altcha-lib checks the
 * rest: an object challenge whose parameters name this site's algorithm, and an object solution.
 */
function isSubmittedSolution(
  value: unknown,
  algorithm: string,
): value is { challenge: Challenge; solution: Solution } {
  if (!value || typeof value !== "object") return false;
  const challenge = "challenge" in value ? value.challenge : undefined;
  const solution = "solution" in value ? value.solution : undefined;
  if (!challenge || typeof challenge !== "object" || !("parameters" in challenge)) return false;
  const { parameters } = challenge;
  return (
    Boolean(parameters) &&
    typeof parameters === "object" &&
    parameters !== null &&
    "algorithm" in parameters &&
    parameters.algorithm === algorithm &&
    Boolean(solution) &&
    typeof solution === "object"
  );
}

export interface ChallengesOptions {
  /** The database's shared secret (server/secrets.ts), so any instance checks any other's challenge. */
  secret: () => Promise<string>;
  settings?: Partial<typeof CHALLENGE_SETTINGS>;
  now?: () => Date;
}

export function createChallenges({
  secret,
  settings: overrides = {},
  now = () => new Date(),
}: ChallengesOptions) {
  const settings = { ...CHALLENGE_SETTINGS, ...overrides };
  return {
    /** A new challenge, as JSON for the page. */
    async issue() {
      const keys = keysOf(await secret());
      return createChallenge({
        algorithm: settings.algorithm,
        cost: settings.cost,
        counter: randomInt(settings.counterMax, settings.counterMin),
        deriveKey,
        expiresAt: new Date(now().getTime() + settings.ttlMs),
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.keySignature,
      });
    },

    /**
     * Checks the `altcha` field of a submission: base64 of `{ challenge, solution }`.
     */
    async check(payload: unknown): Promise<ChallengeCheck> {
      if (payload === undefined || payload === null || payload === "") return { state: "missing" };
      if (typeof payload !== "string" || payload.length > 4096) return { state: "invalid" };
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        return { state: "invalid" };
      }
      if (!isSubmittedSolution(parsed, settings.algorithm)) return { state: "invalid" };
      const { challenge, solution } = parsed;
      const keys = keysOf(await secret());
      if (!sameHex(challenge.signature, signatureOf(challenge.parameters, keys.signature))) {
        return { state: "invalid" };
      }
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: keys.signature,
          hmacKeySignatureSecret: keys.keySignature,
        });
        if (result.expired) return { state: "expired" };
        if (!result.verified) return { state: "invalid" };
        return {
          state: "solved",
          id: String(challenge.parameters.nonce),
          expiresAt: new Date(Number(challenge.parameters.expiresAt) * 1000),
        };
      } catch {
        return { state: "invalid" };
      }
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
