import { solveChallenge, type Challenge } from "altcha/lib";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSolver } from "./pow-solver";

const SECRET = "test-secret";

// The solver's workers do not run in jsdom: the same ALTCHA solver runs here, in the test's thread.
const solve = vi.fn((challenge: Challenge, { controller }: { controller: AbortController }) =>
  solveChallenge({ challenge, controller, deriveKey }),
);
const stop = vi.fn();
vi.mock("./pow-solver", () => ({
  solvable: (algorithm: string) => algorithm.startsWith("PBKDF2/"),
  startSolver: vi.fn(),
}));

/** A small challenge as the server makes it: PBKDF2, signed, expiring `ttlSeconds` from now. */
function serverChallenge(ttlSeconds = 600) {
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    counter: 20,
    deriveKey,
    hmacSignatureSecret: SECRET,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    data: { form: "any" },
  });
}

/** The server's challenge endpoint: answers each request with a new challenge, made by `make`. */
function challengeEndpoint(make: () => Promise<unknown> = serverChallenge) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json(await make()),
  );
}

/** The ALTCHA payload decoded, and whether the server's library accepts it. */
async function verify(payload: string | undefined) {
  const { challenge, solution } = JSON.parse(atob(payload ?? "")) as {
    challenge: Challenge;
    solution: { counter: number; derivedKey: string };
  };
  return verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET });
}

/** Until the `count`-th challenge solved has its answer. */
async function prepared(count = 1) {
  await vi.waitFor(() => expect(solve).toHaveBeenCalledTimes(count));
  await solve.mock.results.at(-1)?.value;
  await new Promise((resolve) => setTimeout(resolve));
}

/** This module anew (its state is per page), with a browser that has workers. */
async function freshModule() {
  vi.resetModules();
  return import("./proof-of-work");
}

beforeEach(() => {
  solve.mockReset();
  stop.mockReset();
  vi.mocked(startSolver)
    .mockReset()
    .mockImplementation(() => ({ solve, stop }));
  vi.stubGlobal("Worker", class {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the proof of work", () => {
  it("solves the server's challenge into ALTCHA's payload, which the server's library verifies", async () => {
    const fetch = challengeEndpoint();
    vi.stubGlobal("fetch", fetch);
    const { proofOfWork } = await freshModule();
    const payload = await proofOfWork();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/api/challenge");
    expect(await verify(payload)).toMatchObject({ verified: true });
    // Its workers are ended once it has the answer.
    expect(stop).toHaveBeenCalled();
  });

  it("prepares the answer on the first interaction, so the submit uses it at once", async () => {
    const fetch = challengeEndpoint();
    vi.stubGlobal("fetch", fetch);
    const { prepareProofOfWork, proofOfWork } = await freshModule();
    prepareProofOfWork();
    prepareProofOfWork();
    prepareProofOfWork();
    await vi.waitFor(() => expect(solve).toHaveBeenCalledTimes(1));
    expect(await verify(await proofOfWork())).toMatchObject({ verified: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("starts its workers while the challenge is still on its way", async () => {
    let answer = (_response: Response) => {};
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));
    const { prepareProofOfWork, proofOfWork } = await freshModule();
    prepareProofOfWork();
    await new Promise((resolve) => setTimeout(resolve));
    expect(startSolver).toHaveBeenCalledTimes(1);
    expect(solve).not.toHaveBeenCalled();
    answer(Response.json(await serverChallenge()));
    expect(await verify(await proofOfWork())).toMatchObject({ verified: true });
  });

  it("uses an answer once: the next submit solves a new challenge", async () => {
    const fetch = challengeEndpoint();
    vi.stubGlobal("fetch", fetch);
    const { prepareProofOfWork, proofOfWork } = await freshModule();
    prepareProofOfWork();
    const first = await proofOfWork();
    const second = await proofOfWork();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(await verify(second)).toMatchObject({ verified: true });
  });

  it("solves a new challenge at the submit when the prepared one expires within a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetch = challengeEndpoint(() => serverChallenge(90));
    vi.stubGlobal("fetch", fetch);
    const { prepareProofOfWork, proofOfWork } = await freshModule();
    prepareProofOfWork();
    await prepared();
    vi.setSystemTime(Date.now() + 40_000);
    const payload = await proofOfWork();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(atob(payload!)).challenge.parameters.expiresAt * 1000).toBeGreaterThan(
      Date.now() + 60_000,
    );
  });

  it("replaces a prepared answer that has gone stale on the visitor's next interaction", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetch = challengeEndpoint(() => serverChallenge(90));
    vi.stubGlobal("fetch", fetch);
    const { prepareProofOfWork, proofOfWork } = await freshModule();
    prepareProofOfWork();
    await prepared();
    prepareProofOfWork();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 40_000);
    prepareProofOfWork();
    expect(fetch).toHaveBeenCalledTimes(2);
    await prepared(2);
    const payload = await proofOfWork();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await verify(payload)).toMatchObject({ verified: true });
  });

  it("answers nothing, without an error, when the challenge cannot be had", async () => {
    const failures: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      async () => new Response("Not found", { status: 404 }),
      async () => new Response("<html>", { status: 200 }),
      async () => Response.json({ challenge: "v1 style" }),
      async () =>
        Response.json({ ...(await serverChallenge()), parameters: { algorithm: "ARGON2ID" } }),
    ];
    for (const failure of failures) {
      vi.stubGlobal("fetch", vi.fn(failure));
      const { proofOfWork } = await freshModule();
      await expect(proofOfWork()).resolves.toBeUndefined();
    }
  });

  it("answers nothing when the solver fails or gives up", async () => {
    vi.stubGlobal("fetch", challengeEndpoint());
    solve.mockRejectedValueOnce(new Error("worker failed"));
    let module = await freshModule();
    await expect(module.proofOfWork()).resolves.toBeUndefined();
    solve.mockResolvedValueOnce(null);
    module = await freshModule();
    await expect(module.proofOfWork()).resolves.toBeUndefined();
  });

  it("tries a failed preparation again at the submit", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementation(async () => Response.json(await serverChallenge()));
    vi.stubGlobal("fetch", fetch);
    const { prepareProofOfWork, proofOfWork } = await freshModule();
    prepareProofOfWork();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    expect(solve).not.toHaveBeenCalled();
    // A failure is not retried on every keystroke...
    prepareProofOfWork();
    expect(fetch).toHaveBeenCalledTimes(1);
    // ...but once more when the form is sent.
    expect(await verify(await proofOfWork())).toMatchObject({ verified: true });
  });

  it("gives up after 20 seconds, stopping the solver, and does not make the submit wait again", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", challengeEndpoint());
    let signal: AbortSignal | undefined;
    solve.mockImplementationOnce((_challenge, { controller }) => {
      signal = controller.signal;
      return new Promise(() => {});
    });
    const { prepareProofOfWork, proofOfWork } = await freshModule();
    prepareProofOfWork();
    await vi.waitFor(() => expect(signal).toBeDefined());
    await vi.advanceTimersByTimeAsync(20_000);
    expect(signal?.aborted).toBe(true);
    expect(stop).toHaveBeenCalled();
    await expect(proofOfWork()).resolves.toBeUndefined();
    expect(solve).toHaveBeenCalledTimes(1);
  });

  it("answers nothing, fetching nothing, in a browser without workers or Web Crypto", async () => {
    const fetch = challengeEndpoint();
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("Worker", undefined);
    let module = await freshModule();
    module.prepareProofOfWork();
    await expect(module.proofOfWork()).resolves.toBeUndefined();
    vi.stubGlobal("Worker", class {});
    vi.stubGlobal("crypto", {});
    module = await freshModule();
    await expect(module.proofOfWork()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
