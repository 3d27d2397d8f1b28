/**
 * Ask Automatica with a language model, through the real route: the app (createService, PGlite)
 * configured with ASSISTANT_LLM_* pointing at a local OpenAI-compatible server started by the test
 * (model-test-server.ts), asked over HTTP as the panel asks, with server-sent events. One proof of
 * work per conversation; the streamed answer of a good model, of a misbehaving one, of one that
 * stalls (the first-token timeout shortened for the test) and of a slow one the visitor stops.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testKnowledge } from "../../build-tools/assistant-test-knowledge.ts";
import { assistantMessages } from "../../src/shared/schemas/assistant.ts";
import { eq } from "drizzle-orm";
import { assistantQuestions } from "../db/assistant-schema.ts";
import { rateLimits } from "../db/schema.ts";
import { createService } from "../service.ts";
import { freshDatabase, testConfig } from "../test-support.ts";
import { makeBuild } from "../test-helpers.ts";
import { startModelServer, type Seen } from "./model-test-server.ts";
import { ANSWER_MARKER } from "./page.ts";

const knowledge = testKnowledge();
const fact = (id: string) => knowledge.facts.find((f) => f.id === id)!;
const QUESTION = "How much is Pro billed annually?";

let build: ReturnType<typeof makeBuild>;
let model: { url: string; seen: Seen[]; close: () => Promise<void> };
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let service: Awaited<ReturnType<typeof createService>>;
let origin = "";
let config: ReturnType<typeof testConfig>;

beforeAll(async () => {
  build = makeBuild();
  fs.mkdirSync(path.join(build.dir, "ask"));
  fs.writeFileSync(
    path.join(build.dir, "ask/index.html"),
    `<!doctype html><main><div>${ANSWER_MARKER}</div></main>`,
  );
  model = await startModelServer();
  config = testConfig({
    ASSISTANT_LLM_URL: model.url,
    ASSISTANT_LLM_KEY: "test-key",
    ASSISTANT_LLM_MODEL: "good",
    ASSISTANT_RATE_LIMIT: "1000",
  });
  fresh = await freshDatabase(false);
  service = await createService({
    config,
    dir: build.dir,
    database: fresh.database,
    challenge: { cost: 10, counterMin: 5, counterMax: 20 },
    assistant: { knowledge },
  });
  await service.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await service.app.close();
  await fresh.drop();
  await model.close();
  build.remove();
});

/** Which model the server's settings name, and its first-token timeout. */
const useModel = (name: string, firstTokenMs = 8_000) => {
  config.assistant.model!.model = name;
  config.assistant.model!.firstTokenMs = firstTokenMs;
};

/** A proof of work solved as the browser would, from GET /api/challenge. */
async function solved(): Promise<string> {
  const challenge = await (await fetch(`${origin}/api/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** An event's data, as the route sends it. */
type SseData = {
  text?: string;
  answer: string;
  citations: { url: string }[];
  id?: string;
};

/** Asks over HTTP with Accept: text/event-stream; the events as [event, data]. */
async function askStreaming(body: object) {
  const response = await fetch(`${origin}/api/assistant`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.headers.get("content-type")?.startsWith("text/event-stream")) {
    return { response, text, events: [] };
  }
  const events = text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)![1]!;
      return [event, JSON.parse(/^data: (.*)$/m.exec(block)![1]!)] as [string, SseData];
    });
  return { response, text, events };
}
const doneOf = (events: [string, SseData][]) => events.find(([event]) => event === "done")![1];
const streamedText = (events: [string, SseData][]) =>
  events.flatMap(([event, data]) => (event === "delta" ? [data.text ?? ""] : [])).join("");

// Each test asks several questions and solves proofs of work: room for a loaded machine.
describe("Ask Automatica with a language model, through the route", { timeout: 30_000 }, () => {
  it("needs one proof of work per conversation; a form post without JavaScript needs none", async () => {
    useModel("good");
    const conversation = "conv-model-0001";
    const first = await askStreaming({ question: QUESTION, conversation });
    expect(first.response.status).toBe(400);
    expect(JSON.parse(first.text)).toEqual({ errors: { altcha: assistantMessages.altcha } });
    const altcha = await solved();
    const proven = await askStreaming({ question: QUESTION, conversation, altcha });
    expect(proven.response.status).toBe(200);
    // Later questions of the conversation ride on it.
    const later = await askStreaming({ question: "Is there a free trial?", conversation });
    expect(later.response.status).toBe(200);
    // A proof is spent once: another conversation cannot reuse it.
    const reused = await askStreaming({
      question: QUESTION,
      conversation: "conv-model-0002",
      altcha,
    });
    expect(reused.response.status).toBe(400);
    // Without JavaScript: answered without the model, no proof asked.
    const form = await fetch(`${origin}/api/assistant`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ question: QUESTION }),
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(fact("plan.pro.price.annual").statement);
    const rows = await fresh.database.db.select().from(assistantQuestions);
    expect(
      rows.map((row) => [row.conversation === conversation, row.mode, row.proven]).sort(),
    ).toEqual(
      [
        [false, "retrieval", false],
        [true, "model", true],
        [true, "model", true],
      ].sort(),
    );
  });

  it("streams the model's answer as server-sent events: citations first, then text deltas, then done", async () => {
    useModel("good");
    const { response, events } = await askStreaming({
      question: QUESTION,
      conversation: "conv-model-0003",
      altcha: await solved(),
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(events[0]![0]).toBe("citations");
    expect(events.filter(([event]) => event === "delta").length).toBeGreaterThan(1);
    expect(events.at(-1)![0]).toBe("done");
    const done = doneOf(events);
    expect(done.answer).toBe(
      "The Pro plan is $24 a month, billed annually ($288 a year) [1]. Annual billing is charged up front [1].",
    );
    expect(streamedText(events)).toBe(done.answer);
    expect(done.citations).toEqual([expect.objectContaining({ url: "/pricing#pro" })]);
    expect(done.id).toEqual(expect.any(String));
  });

  it("keeps a misbehaving model's wrong prices, foreign links and unretrieved citations out of the stream", async () => {
    useModel("bad");
    const { events } = await askStreaming({
      question: QUESTION,
      conversation: "conv-model-0004",
      altcha: await solved(),
    });
    const done = doneOf(events);
    for (const text of [streamedText(events), done.answer]) {
      expect(text).not.toMatch(/\$19|evil|https?:|\[7\]|\[9\]|500 team/);
    }
    expect(done.answer).toContain(fact("plan.pro.price.annual").statement);
    expect(done.answer).toContain(fact("plan.pro.teamMembers").statement);
    for (const [, n] of done.answer.matchAll(/\[(\d+)\]/g))
      expect(Number(n)).toBeLessThanOrEqual(done.citations.length);
  });

  it("falls back to the answer without a model when the model stalls past the first-token timeout", async () => {
    useModel("stall", 300);
    const started = Date.now();
    const { events } = await askStreaming({
      question: QUESTION,
      conversation: "conv-model-0005",
      altcha: await solved(),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const done = doneOf(events);
    expect(done.answer).toBe(`${fact("plan.pro.price.annual").statement} [1]`);
    await vi.waitFor(() =>
      expect(model.seen.at(-1)).toMatchObject({ model: "stall", closedEarly: true }),
    );
    const rows = await fresh.database.db.select().from(assistantQuestions);
    expect(rows.find((row) => row.id === done.id)).toMatchObject({
      mode: "retrieval",
      fallback: "timeout",
    });
  });

  it("counts the day's tokens in the shared database and answers without the model once they are spent", async () => {
    useModel("good");
    config.assistant.model!.dailyTokens = 100;
    try {
      const conversation = "conv-model-0007";
      const first = await askStreaming({
        question: QUESTION,
        conversation,
        altcha: await solved(),
      });
      const second = await askStreaming({ question: QUESTION, conversation });
      const rows = await fresh.database.db.select().from(assistantQuestions);
      const byId = (id?: string) => rows.find((row) => row.id === id);
      // The first is the model's (it reports 123 tokens); the day's 100 are then spent.
      expect(byId(doneOf(first.events).id)).toMatchObject({ mode: "model" });
      expect(byId(doneOf(second.events).id)).toMatchObject({
        mode: "retrieval",
        fallback: "budget",
      });
      const [spent] = await fresh.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `assistant-tokens ${new Date().toISOString().slice(0, 10)}`));
      expect(spent?.hits).toBe(123);
    } finally {
      config.assistant.model!.dailyTokens = null;
    }
  });

  it("stops the work when the visitor closes the connection: the request to the model is aborted", async () => {
    useModel("slow");
    const altcha = await solved();
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${origin}/api/assistant`,
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
        },
        (response) => {
          response.on("data", (chunk: Buffer) => {
            if (String(chunk).includes("event: delta")) {
              request.destroy();
              resolve();
            }
          });
        },
      );
      request.on("error", () => {});
      setTimeout(() => reject(new Error("no delta came")), 10_000);
      request.end(JSON.stringify({ question: QUESTION, conversation: "conv-model-0006", altcha }));
    });
    await vi.waitFor(
      () => expect(model.seen.at(-1)).toMatchObject({ model: "slow", closedEarly: true }),
      {
        timeout: 5_000,
      },
    );
    // The slow model would stream for about two seconds: nothing of it is stored as answered.
    const rows = await fresh.database.db.select().from(assistantQuestions);
    expect(rows.some((row) => row.conversation === "conv-model-0006")).toBe(false);
  });
});
