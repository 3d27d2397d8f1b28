// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { visitSourceStorageKey } from "./cookie-consent";
import { proofOfWork } from "./proof-of-work";
import { sendForm, submitForm } from "./submit-form";

vi.mock("./proof-of-work", () => ({ proofOfWork: vi.fn(), prepareProofOfWork: vi.fn() }));

const send = (fetcher: typeof fetch) =>
  submitForm("/api/contact", { name: "Noor" }, { idempotencyKey: "k1", fetcher });

describe("submitForm", () => {
  it("reads a 201 as sent, with the stored id", async () => {
    const outcome = await send(async () => Response.json({ id: "abc" }, { status: 201 }));
    expect(outcome).toEqual({ status: "sent", id: "abc" });
  });

  it("reads a network failure as failed, without throwing", async () => {
    const outcome = await send(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(outcome).toMatchObject({ status: "failed" });
  });

  it("reads a 5xx, or an answer that is not JSON, as failed", async () => {
    expect(
      await send(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    ).toEqual({ status: "failed", reason: "HTTP 502" });
  });

  it("reads a 429 with when to try again, a minute when the server does not say", async () => {
    const limited = await send(async () =>
      Response.json({ error: "Too many" }, { status: 429, headers: { "Retry-After": "17" } }),
    );
    expect(limited).toEqual({ status: "rate-limited", retryAfterSeconds: 17 });
    const unsaid = await send(async () => Response.json({}, { status: 429 }));
    expect(unsaid).toEqual({ status: "rate-limited", retryAfterSeconds: 60 });
  });

  it("reads a 400 with field messages as invalid", async () => {
    const outcome = await send(async () =>
      Response.json({ errors: { name: "Name must be at least 2 characters" } }, { status: 400 }),
    );
    expect(outcome).toEqual({
      status: "invalid",
      errors: { name: "Name must be at least 2 characters" },
    });
  });

  it("posts JSON with the Idempotency-Key header", async () => {
    const fetcher = vi.fn(async () => Response.json({ id: "x" }, { status: 201 }));
    await send(fetcher);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(new Headers(init.headers).get("Idempotency-Key")).toBe("k1");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ name: "Noor" });
  });
});

describe("sendForm", () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  /** Sends the contact form's values from /contact and returns the JSON body posted. */
  async function sentBody() {
    window.history.replaceState(null, "", "/contact?subject=Pilot");
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ id: "c1" }, { status: 201 }));
    const outcome = await sendForm(
      "/api/contact",
      { name: "Noor", website: undefined },
      { idempotencyKey: "k1", elapsedMs: 4321 },
    );
    expect(outcome).toEqual({ status: "sent", id: "c1" });
    const [, init] = fetch.mock.calls[0]!;
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe("k1");
    return JSON.parse(String(init?.body)) as Record<string, unknown>;
  }

  it("sends the values with the proof of work, the time on the page and where the lead came from", async () => {
    vi.mocked(proofOfWork).mockResolvedValue("cGF5bG9hZA==");
    window.sessionStorage.setItem(
      visitSourceStorageKey,
      JSON.stringify({ landingPage: "/pricing", utm: { utm_source: "newsletter" } }),
    );
    expect(await sentBody()).toEqual({
      name: "Noor",
      altcha: "cGF5bG9hZA==",
      elapsedMs: 4321,
      source: { page: "/contact", landingPage: "/pricing", utm: { utm_source: "newsletter" } },
    });
  });

  it("sends the form without the proof of work when it has no answer, and the page alone", async () => {
    vi.mocked(proofOfWork).mockResolvedValue(undefined);
    expect(await sentBody()).toEqual({
      name: "Noor",
      elapsedMs: 4321,
      source: { page: "/contact" },
    });
  });
});
