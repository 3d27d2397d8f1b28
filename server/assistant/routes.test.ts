/**
 * Ask Automatica's HTTP API against the real app (createService with a temporary build holding an
 * /ask page shell, and the unit tests' knowledge): the answer as JSON, as server-sent events and as
 * the /ask page without JavaScript; 400s naming the field; the rate limit counted in the database;
 * suggestions and thumbs; what is stored (redacted, no IP), the purge and the gaps; and no question
 * text in the logs. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testKnowledge } from "../../build-tools/assistant-test-knowledge.ts";
import { assistantMessages } from "../../src/shared/schemas/assistant.ts";
import { assistantQuestions } from "../db/assistant-schema.ts";
import { submissions } from "../db/schema.ts";
import { createService } from "../service.ts";
import {
  BACKENDS,
  freshDatabase,
  TEST_DATABASE_URL,
  testConfig,
  truncate,
} from "../test-support.ts";
import { movePoliciesOut } from "../csp.ts";
import { makeBuild } from "../test-helpers.ts";
import { ANSWER_MARKER } from "./page.ts";

const knowledge = testKnowledge();
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const SHELL_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'";
const SHELL = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${SHELL_POLICY}"><title>Ask Automatica</title></head><body><main><h1>Ask Automatica</h1><div class="prose">${ANSWER_MARKER}</div><form method="post" action="/api/assistant"><label for="q">Your question</label><textarea id="q" name="question"></textarea><button>Ask</button></form></main></body></html>`;

/** Server-sent events as [event, data] pairs. */
const events = (body: string) =>
  body
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "null";
      return [event, JSON.parse(data)] as [string, Record<string, unknown>];
    });

let build: ReturnType<typeof makeBuild>;
beforeAll(() => {
  build = makeBuild();
  fs.mkdirSync(path.join(build.dir, "ask"));
  fs.writeFileSync(path.join(build.dir, "ask/index.html"), SHELL);
  movePoliciesOut(build.root);
});
afterAll(() => build.remove());

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `Ask Automatica's API on ${backend.name}`,
    { timeout: 30_000 },
    () => {
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let service: Awaited<ReturnType<typeof createService>>;
      let app: Awaited<ReturnType<typeof createService>>["app"];
      const logs: string[] = [];
      const db = () => fresh.database.db;

      beforeAll(async () => {
        fresh = await freshDatabase(backend.postgres);
        service = await createService({
          config: testConfig({ ASSISTANT_RATE_LIMIT: "1000" }),
          dir: build.dir,
          database: fresh.database,
          logger: {
            level: "info",
            stream: new Writable({
              write(chunk, _encoding, done) {
                logs.push(String(chunk));
                done();
              },
            }),
          },
          assistant: { knowledge },
        });
        app = service.app;
      }, 120_000);
      afterAll(async () => {
        await app.close();
        await fresh.drop();
      });
      beforeEach(async () => {
        await truncate(db());
        await db().execute(sql`truncate table assistant_questions`);
      });

      const ask = (payload: object, headers: Record<string, string> = {}) =>
        app.inject({ method: "POST", url: "/api/assistant", payload, headers });
      const stored = () => db().select().from(assistantQuestions);

      it("answers JSON with the issue's answer object and an id, and stores the question", async () => {
        const response = await ask({
          question: "How much is Pro billed annually?",
          page: "/pricing?plan=pro",
          conversation: "conv-12345678",
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
        const body = response.json();
        expect(Object.keys(body).sort()).toEqual(
          ["answer", "citations", "handoff", "id", "status", "suggestions"].sort(),
        );
        expect(body).toMatchObject({
          status: "answered",
          answer: "The Pro plan is $24 a month, billed annually ($288 a year). [1]",
          citations: [{ url: "/pricing#pro", title: "Pricing" }],
          handoff: null,
        });
        expect(body.suggestions).toHaveLength(3);
        const [row] = await stored();
        expect(row).toMatchObject({
          id: body.id,
          conversation: "conv-12345678",
          question: "How much is Pro billed annually?",
          status: "answered",
          citations: [{ url: "/pricing#pro", title: "Pricing" }],
          page: "/pricing",
          mode: "retrieval",
          helpful: null,
        });
        // Nothing of the client: no address, no key, no user agent.
        expect(Object.keys(row!).sort()).toEqual(
          [
            "citations",
            "conversation",
            "createdAt",
            "fallback",
            "helpful",
            "id",
            "mode",
            "page",
            "proven",
            "question",
            "status",
          ].sort(),
        );
      });

      it("stores a question with its e-mail addresses and phone numbers redacted", async () => {
        await ask({
          question: "Mail jane.doe@example.com or call +1 (555) 010-4200 about the Pro plan price",
        });
        const [row] = await stored();
        expect(row!.question).toBe("Mail [email] or call [phone] about the Pro plan price");
      });

      it("streams server-sent events: citations, then the text, then done with the whole answer", async () => {
        const response = await ask(
          { question: "Does Pro include HubSpot?" },
          { accept: "text/event-stream" },
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
        const list = events(response.body);
        expect(list.map(([event]) => event)).toEqual(["citations", "delta", "done"]);
        const done = list[2]![1];
        expect(list[0]![1].citations).toEqual(done.citations);
        expect(list[1]![1].text).toBe(done.answer);
        expect(done).toMatchObject({ status: "answered", id: expect.any(String) });
        expect((await stored())[0]!.id).toBe(done.id);
      });

      it("refuses a missing, empty, too long or wrongly typed field with a 400 naming it", async () => {
        const cases: [object, string, string][] = [
          [{}, "question", assistantMessages.question],
          [{ question: "" }, "question", assistantMessages.question],
          [{ question: "   \n " }, "question", assistantMessages.question],
          [{ question: "x".repeat(501) }, "question", assistantMessages.question],
          [{ question: 42 }, "question", assistantMessages.question],
          [{ question: ["a"] }, "question", assistantMessages.question],
          [{ question: "Hi\u0007" }, "question", assistantMessages.questionControls],
          [{ question: "Pro?", history: "none" }, "history", assistantMessages.history],
          [
            { question: "Pro?", history: Array(7).fill({ question: "a", answer: "b" }) },
            "history",
            assistantMessages.history,
          ],
          [{ question: "Pro?", history: [{ question: "a" }] }, "history", ""],
          [{ question: "Pro?", page: "https://evil.example/" }, "page", assistantMessages.page],
          [{ question: "Pro?", page: 3 }, "page", assistantMessages.page],
          [
            { question: "Pro?", conversation: "<script>" },
            "conversation",
            assistantMessages.conversation,
          ],
        ];
        for (const [payload, field, message] of cases) {
          const response = await ask(payload);
          expect(response.statusCode, JSON.stringify(payload)).toBe(400);
          const { errors } = response.json();
          expect(Object.keys(errors), JSON.stringify(payload)).toEqual([field]);
          if (message) expect(errors[field]).toBe(message);
        }
        // 500 characters is fine.
        expect((await ask({ question: `${"x".repeat(499)}?` })).statusCode).toBe(200);
        expect(await stored()).toHaveLength(1);
      });

      it("reads bodies as strictly as the forms: UTF-8 JSON only, JSON or a form", async () => {
        const raw = (contentType: string, payload: string | Buffer) =>
          app.inject({
            method: "POST",
            url: "/api/assistant",
            headers: { "content-type": contentType },
            payload,
          });
        const json = '{"question":"Pro?"}';
        const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]);
        expect((await raw("application/json", bom)).statusCode).toBe(400);
        expect((await raw("application/json; charset=latin1", json)).statusCode).toBe(415);
        expect((await raw("text/plain", "Pro?")).statusCode).toBe(415);
        const poisoned = '{"question":"Pro?","__proto__":{"x":1}}';
        expect((await raw("application/json", poisoned)).statusCode).toBe(400);
        expect((await app.inject({ method: "GET", url: "/api/assistant" })).statusCode).toBe(405);
      });

      it("answers a form post without JavaScript with the /ask page, the answer in it as escaped HTML", async () => {
        const question = `<script>alert(1)</script> How much is the Pro plan? "quoted" & 'single'`;
        const response = await app.inject({
          method: "POST",
          url: "/api/assistant",
          headers: FORM,
          payload: new URLSearchParams({ question }).toString(),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers.location).toBeUndefined();
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.headers["content-security-policy"]).toContain("'sha256-abc'");
        const html = response.body;
        expect(html).not.toContain(ANSWER_MARKER);
        expect(html).not.toContain("<script>");
        const fragment = html.slice(
          html.indexOf('<div class="prose">') + 19,
          html.indexOf("</div>"),
        );
        expect(fragment).toContain(
          "<p><strong>You asked:</strong> &#60;script&#62;alert(1)&#60;/script&#62; How much is the Pro plan? &#34;quoted&#34; &#38; &#39;single&#39;</p>",
        );
        expect(fragment).toContain("<p>The Pro plan is $29 a month billed monthly");
        expect(fragment).toMatch(/<ol><li><a href="\/pricing#pro">Pricing<\/a>: “.+”<\/li><\/ol>/);
        expect(fragment).not.toContain("class=");
        // The page around it, and its form, are the built page's.
        expect(html).toContain('<form method="post" action="/api/assistant">');
        expect((await stored())[0]).toMatchObject({ status: "answered", mode: "retrieval" });
      });

      it("offers Talk to a person in the page when the visitor wants a person", async () => {
        const response = await app.inject({
          method: "POST",
          url: "/api/assistant",
          headers: FORM,
          payload: "question=I+want+a+demo+for+our+sales+team",
        });
        expect(response.body).toContain('<p><a href="/get-started-form">Talk to a person</a></p>');
      });

      it("answers a bad form post with the page and what to fix, the question kept as text", async () => {
        const response = await app.inject({
          method: "POST",
          url: "/api/assistant",
          headers: FORM,
          payload: `question=${"<b>".repeat(200)}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain(`<p>${assistantMessages.question}</p>`);
        expect(response.body).not.toContain("<b>");
      });

      it("gives three suggested questions for a page, and a 400 naming page for a foreign one", async () => {
        const response = await app.inject({ url: "/api/assistant/suggestions?page=/pricing" });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ suggestions: knowledge.suggestions["/pricing"] });
        const bad = await app.inject({ url: "/api/assistant/suggestions?page=//evil.example" });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ errors: { page: assistantMessages.page } });
        const none = await app.inject({ url: "/api/assistant/suggestions" });
        expect(none.json().suggestions).toHaveLength(3);
      });

      it("records thumbs up or down on an answer by its id", async () => {
        const { id } = (await ask({ question: "How much is Pro billed annually?" })).json();
        const feedback = (payload: object) =>
          app.inject({ method: "POST", url: "/api/assistant/feedback", payload });
        expect((await feedback({ id, helpful: false })).statusCode).toBe(204);
        expect((await stored())[0]!.helpful).toBe(false);
        expect((await feedback({ id, helpful: true })).statusCode).toBe(204);
        expect((await stored())[0]!.helpful).toBe(true);
        const unknown = await feedback({
          id: "00000000-0000-4000-8000-000000000000",
          helpful: true,
        });
        expect(unknown.statusCode).toBe(404);
        const bad = await feedback({ id: "nope", helpful: "yes" });
        expect(bad.statusCode).toBe(400);
        expect(Object.keys(bad.json().errors).sort()).toEqual(["helpful", "id"]);
      });

      it("reads whether a conversation led to a lead from the lead's source, and groups the gaps", async () => {
        const conversation = "conv-gaps-0001";
        for (const question of [
          "Do you support carrier pigeons?",
          "do you support carrier pigeon",
          "Do you support carrier pigeons for delivery?",
          "What is your office dog called?",
        ]) {
          await ask({ question, conversation });
        }
        const { id } = (await ask({ question: "How much is Pro billed annually?" })).json();
        await app.inject({
          method: "POST",
          url: "/api/assistant/feedback",
          payload: { id, helpful: false },
        });
        await db()
          .insert(submissions)
          .values({
            kind: "enquiry",
            data: {},
            source: { page: "/get-started-form", assistant: { page: "/pricing", conversation } },
          });
        const rows = await stored();
        expect(rows.filter((row) => row.status === "unsure").length).toBeGreaterThanOrEqual(3);
        const gaps = await service.admin.assistantGaps({});
        expect(gaps[0]).toMatchObject({ count: 3, unsure: 3, leads: 3 });
        expect(gaps[0]!.question).toMatch(/carrier pigeon/i);
        expect(gaps.map((gap) => gap.question)).toContain("How much is Pro billed annually?");
        expect(gaps.find((gap) => gap.thumbsDown === 1)).toMatchObject({ count: 1, leads: 0 });
      });

      it("purges questions older than ASSISTANT_RETENTION_DAYS in the daily job", async () => {
        const now = new Date();
        const old = new Date(now.getTime() - 91 * 86_400_000);
        const recent = new Date(now.getTime() - 89 * 86_400_000);
        await db()
          .insert(assistantQuestions)
          .values([
            { conversation: "c-old-00001", question: "old", status: "unsure", createdAt: old },
            {
              conversation: "c-new-00001",
              question: "recent",
              status: "unsure",
              createdAt: recent,
            },
          ]);
        expect(await service.daily.runIfDue()).toBe(true);
        expect((await stored()).map((row) => row.question)).toEqual(["recent"]);
      });

      it("never logs the question", async () => {
        logs.length = 0;
        const marker = "zebracorn-marker-7741";
        await ask({ question: `Does ${marker} come with Pro?` });
        await ask({ question: `Does ${marker} come with Pro?` }, { accept: "text/event-stream" });
        await app.inject({
          method: "POST",
          url: "/api/assistant",
          headers: FORM,
          payload: `question=${marker}`,
        });
        await ask({ question: `${marker}`.repeat(100) });
        await app.inject({ url: `/api/assistant/suggestions?page=/${marker}` });
        expect(logs.length).toBeGreaterThan(3);
        expect(logs.join("\n")).not.toContain(marker);
        expect(logs.join("\n")).toContain('"msg":"assistant answered"');
      });
    },
  );
}

describe.each(BACKENDS.filter((backend) => !backend.postgres || TEST_DATABASE_URL))(
  "Ask Automatica's rate limit on $name",
  (backend) => {
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let service: Awaited<ReturnType<typeof createService>>;
    beforeAll(async () => {
      fresh = await freshDatabase(backend.postgres);
      service = await createService({
        config: testConfig({ ASSISTANT_RATE_LIMIT: "2" }),
        dir: build.dir,
        database: fresh.database,
        assistant: { knowledge },
      });
    }, 120_000);
    afterAll(async () => {
      await service.app.close();
      await fresh.drop();
    });
    afterEach(() => truncate(fresh.database.db));

    it("allows ASSISTANT_RATE_LIMIT questions a minute per client, then 429 with Retry-After; page loads are never limited", async () => {
      const ask = (headers: Record<string, string> = {}, payload: unknown = { question: "Pro?" }) =>
        service.app.inject({
          method: "POST",
          url: "/api/assistant",
          payload: payload as object,
          headers,
          remoteAddress: "203.0.113.7",
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask({ accept: "text/event-stream" })).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ error: expect.stringMatching(/minute/) });
      const page = await service.app.inject({
        method: "POST",
        url: "/api/assistant",
        headers: FORM,
        payload: "question=Pro%3F",
        remoteAddress: "203.0.113.7",
      });
      expect(page.statusCode).toBe(429);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body).toContain(knowledge.copy.askPage.tooMany);
      // Another client is counted apart; suggestions and pages are not counted at all.
      const other = await service.app.inject({
        method: "POST",
        url: "/api/assistant",
        payload: { question: "Pro?" },
        remoteAddress: "203.0.113.8",
      });
      expect(other.statusCode).toBe(200);
      for (let i = 0; i < 5; i++) {
        const suggestions = await service.app.inject({
          url: "/api/assistant/suggestions?page=/pricing",
          remoteAddress: "203.0.113.7",
        });
        expect(suggestions.statusCode).toBe(200);
        const home = await service.app.inject({ url: "/", remoteAddress: "203.0.113.7" });
        expect(home.statusCode).toBe(200);
      }
    });
  },
);

describe("Ask Automatica without its database, and without an /ask page in the build", () => {
  let service: Awaited<ReturnType<typeof createService>>;
  let bare: ReturnType<typeof makeBuild>;
  beforeAll(async () => {
    bare = makeBuild();
    service = await createService({
      config: testConfig(),
      dir: bare.dir,
      // The database never opens: every question meets a database that is away.
      open: () =>
        Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      retry: { firstMs: 60_000, maxMs: 60_000 },
      assistant: { knowledge },
    });
  }, 120_000);
  afterAll(async () => {
    await service.app.close();
    bare.remove();
  });

  it("answers 503 with Retry-After in its own words, as JSON and as a page, and still suggests", async () => {
    const json = await service.app.inject({
      method: "POST",
      url: "/api/assistant",
      payload: { question: "How much is Pro?" },
    });
    expect(json.statusCode).toBe(503);
    expect(Number(json.headers["retry-after"])).toBeGreaterThan(0);
    expect(json.json()).toEqual({ error: knowledge.copy.askPage.unavailable });
    const page = await service.app.inject({
      method: "POST",
      url: "/api/assistant",
      headers: FORM,
      payload: "question=How+much+is+Pro%3F",
    });
    expect(page.statusCode).toBe(503);
    // A build without the /ask page: a bare page, the notice and the question in it.
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toContain(
      `<p>${knowledge.copy.askPage.unavailable.replaceAll("'", "&#39;")}</p>`,
    );
    expect(page.body).toContain("<p><strong>You asked:</strong> How much is Pro?</p>");
    const suggestions = await service.app.inject({ url: "/api/assistant/suggestions?page=/" });
    expect(suggestions.statusCode).toBe(200);
  });
});
