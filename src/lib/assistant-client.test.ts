import { afterEach, describe, expect, it, vi } from "vitest";
import { ask } from "./assistant-client";

vi.mock("./proof-of-work", () => ({ proofOfWork: vi.fn(async () => "solved-proof") }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const answer = {
  id: "a1",
  status: "answered",
  answer: "Pro is $29 a month.",
  citations: [{ url: "/pricing#plans", title: "Pricing", quote: "Pro $29" }],
  suggestions: [],
  handoff: null,
};
const request = { question: "How much is Pro?", history: [], page: "/pricing" };
const sentBodies = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));

afterEach(() => vi.unstubAllGlobals());

describe("asking Ask Automatica", () => {
  it("solves a proof of work when the server asks for one, and asks again with it", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(400, { errors: { altcha: "Please try again." } }))
      .mockResolvedValueOnce(json(200, answer));
    vi.stubGlobal("fetch", fetch);
    const events: unknown[] = [];
    const result = await ask("/api/assistant", request, { onEvent: (e) => events.push(e) });
    expect(result.answer).toBe("Pro is $29 a month.");
    expect(sentBodies(fetch)).toEqual([request, { ...request, altcha: "solved-proof" }]);
    expect(events).toContainEqual({ type: "delta", text: "Pro is $29 a month." });
  });

  it("asks once, with no proof, when the server does not ask for one", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(200, answer));
    vi.stubGlobal("fetch", fetch);
    await ask("/api/assistant", request, { onEvent: () => {} });
    expect(sentBodies(fetch)).toEqual([request]);
  });

  it("fails on another 400 without solving anything", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(400, { errors: { question: "Too long" } }));
    vi.stubGlobal("fetch", fetch);
    await expect(ask("/api/assistant", request, { onEvent: () => {} })).rejects.toThrow("400");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
