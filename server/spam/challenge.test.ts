// The proof of work: a challenge the server issues, solved as a browser would (altcha-lib's solver,
// the same algorithm as the page's worker), checked back; and every way a payload can be wrong.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { CHALLENGE_SETTINGS, createChallenges, signatureOf } from "./challenge.ts";

const easy = { cost: 10, counterMin: 5, counterMax: 20 };
const challenges = createChallenges({ secret: async () => "a test secret", settings: easy });

/** A challenge solved, as the `altcha` field carries it. */
const payloadOf = (challenge: unknown, solution?: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");

describe("the proof-of-work challenge", () => {
  it("issues a signed PBKDF2 challenge that expires", async () => {
    const challenge = await challenges.issue();
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 10 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = Number(challenge.parameters.expiresAt) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(CHALLENGE_SETTINGS.ttlMs - 5_000);
    expect(expiresIn).toBeLessThanOrEqual(CHALLENGE_SETTINGS.ttlMs);
  });

  it("accepts a solution of its own challenge", async () => {
    const challenge = await challenges.issue();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await challenges.check(payloadOf(challenge, solution))).toEqual({
      state: "solved",
      id: challenge.parameters.nonce,
      expiresAt: new Date(Number(challenge.parameters.expiresAt) * 1000),
    });
  });

  it("tells a missing payload from a wrong one", async () => {
    expect(await challenges.check(undefined)).toEqual({ state: "missing" });
    expect(await challenges.check("")).toEqual({ state: "missing" });
    for (const junk of ["!!", "e30=", 42, ["x"], "x".repeat(5000)]) {
      expect(await challenges.check(junk), String(junk).slice(0, 10)).toEqual({ state: "invalid" });
    }
  });

  it("refuses a wrong solution, a tampered challenge, and another server's challenge", async () => {
    const challenge = await challenges.issue();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("no solution");
    expect(
      await challenges.check(payloadOf(challenge, { ...solution, derivedKey: "00".repeat(32) })),
    ).toEqual({ state: "invalid" });
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await challenges.check(payloadOf(easier, solution))).toEqual({ state: "invalid" });
    const other = createChallenges({ secret: async () => "another secret", settings: easy });
    expect(await other.check(payloadOf(challenge, solution))).toEqual({ state: "invalid" });
    const sha = { ...challenge, parameters: { ...challenge.parameters, algorithm: "SHA-256" } };
    expect(await challenges.check(payloadOf(sha, solution))).toEqual({ state: "invalid" });
  });

  it("checks the signature before the expiry: a forged challenge from the past is invalid, not expired", async () => {
    const challenge = await challenges.issue();
    const solution = await solveChallenge({ challenge, deriveKey });
    const past = Math.floor(Date.now() / 1000) - 3600;
    const forged = { ...challenge, parameters: { ...challenge.parameters, expiresAt: past } };
    expect(await challenges.check(payloadOf({ ...forged, signature: "00" }, solution))).toEqual({
      state: "invalid",
    });
    // Re-dated but carrying the real challenge's signature: the parameters no longer match it.
    expect(await challenges.check(payloadOf(forged, solution))).toEqual({ state: "invalid" });
    expect(
      await challenges.check(payloadOf({ ...challenge, signature: undefined }, solution)),
    ).toEqual({
      state: "invalid",
    });
  });

  it("computes the signature as altcha-lib signs a challenge", async () => {
    const { createHmac } = await import("node:crypto");
    const key = createHmac("sha256", "a test secret").update("altcha-challenge").digest("hex");
    const challenge = await challenges.issue();
    expect(signatureOf(challenge.parameters, key)).toBe(challenge.signature);
  });

  it("calls a solution of a challenge past its time expired", async () => {
    const past = createChallenges({
      secret: async () => "a test secret",
      settings: easy,
      now: () => new Date(Date.now() - CHALLENGE_SETTINGS.ttlMs - 60_000),
    });
    const challenge = await past.issue();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await challenges.check(payloadOf(challenge, solution))).toEqual({ state: "expired" });
  });
});
