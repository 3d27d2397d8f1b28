// The form API through app.inject: every endpoint with good and bad input, JSON and form posts,
// the limits (413, 415, 429), the honeypot, idempotency, health and CORS. On PGlite in memory, and
// on PostgreSQL too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submissionFailure } from "../src/shared/form-messages.ts";
import { contactFieldMessages } from "../src/shared/schemas/contact.ts";
import { enquiryMessages } from "../src/shared/schemas/enquiry.ts";
import { inviteFieldMessages } from "../src/shared/schemas/invite.ts";
import { createService, type Service } from "./service.ts";
import {
  BACKENDS,
  formEncode,
  freshDatabase,
  TEST_DATABASE_URL,
  testConfig,
  truncate,
  VALID,
} from "./test-support.ts";
import { makeBuild } from "./test-helpers.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const ENDPOINTS = [
  ["enquiry", "/api/enquiries", "/get-started-form", "/get-started-form/thanks"],
  ["contact", "/api/contact", "/contact", "/contact/thanks"],
  ["invite", "/api/invites", "/get-started", "/get-started/thanks"],
] as const;

/** Each field's bad value and the message the schema answers it with. */
const INVALID: Record<keyof typeof VALID, [field: string, value: string, message: string][]> = {
  enquiry: [
    ["name", "A", enquiryMessages.name],
    ["name", "x".repeat(101), enquiryMessages.nameMax],
    ["email", "not-an-address", enquiryMessages.email],
    ["email", `${"a".repeat(250)}@example.com`, enquiryMessages.emailMax],
    ["phone", "1".repeat(41), enquiryMessages.phoneMax],
    ["organization", "o".repeat(201), enquiryMessages.organizationMax],
    ["interestedIn", "World domination", enquiryMessages.interestedIn],
    ["needs", "Too short", enquiryMessages.needsMin],
    ["needs", "n".repeat(501), enquiryMessages.needsMax],
    ["additionalInfo", "i".repeat(2001), enquiryMessages.additionalInfoMax],
  ],
  contact: [
    ["name", " ", contactFieldMessages.name],
    ["name", "x".repeat(101), contactFieldMessages.nameMax],
    ["email", "noor@", contactFieldMessages.email],
    ["subject", "", contactFieldMessages.subject],
    ["subject", "s".repeat(201), contactFieldMessages.subjectMax],
    ["message", "\n", contactFieldMessages.message],
    ["message", "m".repeat(5001), contactFieldMessages.messageMax],
  ],
  invite: [
    ["contact", "", inviteFieldMessages.contact],
    ["contact", "call me", inviteFieldMessages.contact],
    ["contact", `${"a".repeat(250)}@example.com`, inviteFieldMessages.contactMax],
  ],
};

let build: ReturnType<typeof makeBuild>;
beforeAll(() => {
  build = makeBuild();
});
afterAll(() => build.remove());

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(`the form API on ${backend.name}`, () => {
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let service: Service;
    let app: typeof service.app;

    beforeAll(async () => {
      fresh = await freshDatabase(backend.postgres);
      service = await createService({
        config: testConfig({ CORS_ORIGINS: "https://www.automatica.example" }),
        dir: build.dir,
        database: fresh.database,
      });
      app = service.app;
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await fresh.drop();
    });
    beforeEach(() => truncate(fresh.database.db));

    const stored = () => service.store.list();

    describe.each(ENDPOINTS)("POST %s (%s)", (kind, endpoint, formPath, thanksPath) => {
      const valid = VALID[kind];

      it("stores a valid JSON submission with its deliveries and answers 201 with its id", async () => {
        const response = await app.inject({ method: "POST", url: endpoint, payload: valid });
        expect(response.statusCode).toBe(201);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.headers["cache-control"]).toBe("no-store");
        const { id } = response.json<{ id: string }>();
        const [submission, ...others] = await stored();
        expect(others).toEqual([]);
        expect(submission).toMatchObject({ id, kind });
        expect(
          submission?.deliveries.map((delivery) => [delivery.channel, delivery.status]),
        ).toEqual([
          ["business_email", "pending"],
          ["thank_you_email", "pending"],
        ]);
      });

      it("answers a form post without JavaScript with 303 to the thank-you page, nothing typed in the URL", async () => {
        const response = await app.inject({
          method: "POST",
          url: endpoint,
          headers: FORM,
          payload: formEncode(valid),
        });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(thanksPath);
        expect((await stored()).map((submission) => submission.kind)).toEqual([kind]);
      });

      it("sends a form posted from the site on another allowed origin back to that origin's thank-you page", async () => {
        const response = await app.inject({
          method: "POST",
          url: endpoint,
          headers: { ...FORM, origin: "https://www.automatica.example" },
          payload: formEncode(valid),
        });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`https://www.automatica.example${thanksPath}`);
        const stranger = await app.inject({
          method: "POST",
          url: endpoint,
          headers: { ...FORM, origin: "https://evil.example" },
          payload: formEncode(valid),
        });
        expect(stranger.headers.location).toBe(thanksPath);
      });

      const cases = INVALID[kind].map(([field, value, message]) => [
        field,
        value.length > 12 ? `${value.length} characters` : JSON.stringify(value),
        value,
        message,
      ]);
      it.each(cases)(
        "refuses an invalid %s (%s) with the schema's message, storing nothing",
        async (field, _label, value, message) => {
          const json = await app.inject({
            method: "POST",
            url: endpoint,
            payload: { ...valid, [field]: value },
          });
          expect(json.statusCode).toBe(400);
          expect(json.json()).toEqual({ errors: { [field]: message } });

          const form = await app.inject({
            method: "POST",
            url: endpoint,
            headers: FORM,
            payload: formEncode({ ...valid, [field]: value }),
          });
          expect(form.statusCode).toBe(400);
          expect(form.headers["content-type"]).toBe("text/html; charset=utf-8");
          expect(form.body).toContain(message.replaceAll("'", "&#39;"));
          expect(form.body).toContain(`href="${formPath}"`);
          expect(form.body).not.toContain("<script");
          expect(form.body).not.toContain("style=");
          expect(await stored()).toEqual([]);
        },
      );

      it("answers every missing field at once", async () => {
        const response = await app.inject({ method: "POST", url: endpoint, payload: {} });
        expect(response.statusCode).toBe(400);
        const required = INVALID[kind].filter(([, value]) => String(value).trim().length < 10);
        for (const [field] of required)
          expect(Object.keys(response.json().errors)).toContain(field);
      });
    });

    it("lists what to fix on an escaped, script-free page that links the site's stylesheet when there is one", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: FORM,
        payload: formEncode({ ...VALID.contact, email: "<script>alert(1)</script>" }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("<li><span");
      expect(response.body).toContain("Email:</span> Invalid email address");
      expect(response.body).not.toContain("<script>");
      // What was typed is not echoed at all: only the field's label and message.
      expect(response.body).not.toContain("alert(1)");
    });

    it("stores the schema's output: trimmed, empty optional fields left out", async () => {
      await app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: { ...VALID.enquiry, name: "  Ada Lovelace ", phone: "   " },
      });
      const [submission] = await stored();
      expect(submission?.data).toEqual({
        name: "Ada Lovelace",
        email: "ada@example.com",
        interestedIn: "Business Automation",
        needs: "Route invoices from our inbox to accounting.",
      });
    });

    it("sends no thank-you e-mail for an invite requested with a phone number", async () => {
      await app.inject({
        method: "POST",
        url: "/api/invites",
        payload: { contact: "+1 555 010 4200" },
      });
      const [submission] = await stored();
      expect(submission?.deliveries.map((delivery) => delivery.channel)).toEqual([
        "business_email",
      ]);
    });

    it("answers 413 to a body over 16 KB, JSON or form", async () => {
      const big = { ...VALID.contact, message: "m".repeat(17 * 1024) };
      const json = await app.inject({ method: "POST", url: "/api/contact", payload: big });
      expect(json.statusCode).toBe(413);
      expect(json.json()).toHaveProperty("error");
      const form = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: FORM,
        payload: formEncode(big),
      });
      expect(form.statusCode).toBe(413);
      expect(form.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(await stored()).toEqual([]);
    });

    it("answers 415 to any other content type, or none", async () => {
      for (const type of [
        "text/plain",
        "multipart/form-data; boundary=x",
        "application/xml",
        undefined,
      ]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/enquiries",
          headers: type ? { "content-type": type } : {},
          payload: type ? JSON.stringify(VALID.enquiry) : undefined,
        });
        expect(response.statusCode, type).toBe(415);
        expect(response.json().error, type).toMatch(/Content-Type/);
      }
      expect(await stored()).toEqual([]);
    });

    it("answers 400 to JSON it cannot parse", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        headers: { "content-type": "application/json" },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("error");
    });

    it("answers a filled honeypot as a success and keeps it as spam, sending nothing", async () => {
      const json = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: { ...VALID.enquiry, website: "https://spam.example" },
      });
      expect(json.statusCode).toBe(201);
      expect(json.json().id).toMatch(/^[0-9a-f-]{36}$/);
      const form = await app.inject({
        method: "POST",
        url: "/api/invites",
        headers: FORM,
        payload: formEncode({ contact: "bot@example.com", website: "x" }),
      });
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe("/get-started/thanks");
      // Invalid as well as caught: nothing to keep, and the same quiet success.
      const invalid = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "", website: "x" },
      });
      expect(invalid.statusCode).toBe(201);
      const kept = await stored();
      expect(
        kept.map(({ id, kind, verdict, reasons, deliveries }) => ({
          id,
          kind,
          verdict,
          reasons,
          deliveries,
        })),
      ).toEqual([
        {
          id: json.json().id,
          kind: "enquiry",
          verdict: "spam",
          reasons: ["the hidden field was filled"],
          deliveries: [],
        },
        {
          id: expect.any(String),
          kind: "invite",
          verdict: "spam",
          reasons: ["the hidden field was filled"],
          deliveries: [],
        },
      ]);
    });

    it("stores a double submission with the same Idempotency-Key once and answers the same id", async () => {
      const send = () =>
        app.inject({
          method: "POST",
          url: "/api/enquiries",
          headers: { "idempotency-key": "fill-6f1c2a" },
          payload: VALID.enquiry,
        });
      const [first, second] = await Promise.all([send(), send()]);
      const third = await send();
      expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
      expect(second.json().id).toBe(first.json().id);
      expect(third.json().id).toBe(first.json().id);
      const all = await stored();
      expect(all).toHaveLength(1);
      expect(all[0]?.deliveries).toHaveLength(2);
    });

    it("takes the Idempotency-Key of a form posted without JavaScript from a hidden field", async () => {
      const send = () =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          headers: FORM,
          payload: formEncode({ ...VALID.contact, idempotencyKey: "no-js-fill-1" }),
        });
      expect((await send()).statusCode).toBe(303);
      expect((await send()).statusCode).toBe(303);
      const all = await stored();
      expect(all).toHaveLength(1);
      expect(all[0]?.idempotencyKey).toBe("no-js-fill-1");
      expect(all[0]?.data).not.toHaveProperty("idempotencyKey");
    });

    it("refuses an Idempotency-Key reused for other values (422) or malformed (400)", async () => {
      const headers = { "idempotency-key": "fill-1" };
      const first = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers,
        payload: VALID.contact,
      });
      expect(first.statusCode).toBe(201);
      const changed = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers,
        payload: { ...VALID.contact, message: "Something else entirely." },
      });
      expect(changed.statusCode).toBe(422);
      const otherForm = await app.inject({
        method: "POST",
        url: "/api/invites",
        headers,
        payload: VALID.invite,
      });
      expect(otherForm.statusCode).toBe(422);
      const malformed = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "idempotency-key": "with space" },
        payload: VALID.contact,
      });
      expect(malformed.statusCode).toBe(400);
      expect(await stored()).toHaveLength(1);
    });

    it("reports the database and the outbox on /api/health", async () => {
      await app.inject({ method: "POST", url: "/api/enquiries", payload: VALID.enquiry });
      await app.inject({
        method: "POST",
        url: "/api/invites",
        payload: { contact: "+1 555 010 4200" },
      });
      const response = await app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        database: "ok",
        pending: 3,
        failed: 0,
        oldestPendingSeconds: expect.any(Number),
      });
      expect(response.json().oldestPendingSeconds).toBeLessThan(60);
      const live = await app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "live" });
    });

    it("answers an unknown API path with a JSON 404, whatever the method, and keeps 405 for pages", async () => {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const response = await app.inject({
          method,
          url: "/api/nothing-here",
          payload: method === "GET" ? undefined : {},
        });
        expect(response.statusCode, method).toBe(404);
        expect(response.json(), method).toEqual({ error: "Not Found" });
      }
      const page = await app.inject({ method: "POST", url: "/pricing", payload: {} });
      expect(page.statusCode).toBe(405);
      expect(page.headers.allow).toBe("GET, HEAD");
      const wrongMethod = await app.inject({ method: "GET", url: "/api/enquiries" });
      expect(wrongMethod.statusCode).toBe(405);
      expect(wrongMethod.headers.allow).toBe("POST, OPTIONS");
    });

    describe("CORS", () => {
      it("answers the preflight of the site's origins and of CORS_ORIGINS", async () => {
        for (const origin of ["https://automatica.example", "https://www.automatica.example"]) {
          const response = await app.inject({
            method: "OPTIONS",
            url: "/api/enquiries",
            headers: {
              origin,
              "access-control-request-method": "POST",
              "access-control-request-headers": "content-type, idempotency-key",
            },
          });
          expect(response.statusCode, origin).toBe(204);
          expect(response.headers["access-control-allow-origin"]).toBe(origin);
          expect(response.headers["access-control-allow-methods"]).toContain("POST");
          expect(String(response.headers["access-control-allow-headers"]).toLowerCase()).toContain(
            "idempotency-key",
          );
          expect(response.headers.vary).toContain("Origin");
        }
      });

      it("lets the site's origin read answers, errors and 429s included", async () => {
        const origin = "https://automatica.example";
        const ok = await app.inject({
          method: "POST",
          url: "/api/invites",
          headers: { origin },
          payload: VALID.invite,
        });
        expect(ok.headers["access-control-allow-origin"]).toBe(origin);
        const bad = await app.inject({
          method: "POST",
          url: "/api/invites",
          headers: { origin },
          payload: {},
        });
        expect(bad.headers["access-control-allow-origin"]).toBe(origin);
        expect(bad.headers["access-control-expose-headers"]).toBe("Retry-After");
      });

      it("allows no other origin", async () => {
        const origin = "https://evil.example";
        const preflight = await app.inject({
          method: "OPTIONS",
          url: "/api/enquiries",
          headers: { origin, "access-control-request-method": "POST" },
        });
        expect(preflight.statusCode).toBe(403);
        expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
        const post = await app.inject({
          method: "POST",
          url: "/api/invites",
          headers: { origin },
          payload: VALID.invite,
        });
        expect(post.headers["access-control-allow-origin"]).toBeUndefined();
      });
    });

    describe("rate limit", () => {
      /** A second server on the same database with the real limit, 5 a minute. */
      const limitedApp = async (env: NodeJS.ProcessEnv = {}) => {
        const limited = await createService({
          config: testConfig({ RATE_LIMIT_MAX: "5", ...env }),
          dir: build.dir,
          database: fresh.database,
        });
        await limited.app.ready();
        return limited.app;
      };

      it("answers the sixth submission in a minute from one client to one endpoint with 429 and Retry-After", async () => {
        const limited = await limitedApp();
        try {
          const post = (url: string, payload: object, remoteAddress = "198.51.100.7") =>
            limited.inject({ method: "POST", url, payload, remoteAddress });
          for (let i = 0; i < 5; i += 1)
            expect((await post("/api/invites", { contact: "" })).statusCode).toBe(400);
          const refused = await post("/api/invites", VALID.invite);
          expect(refused.statusCode).toBe(429);
          const retryAfter = Number(refused.headers["retry-after"]);
          expect(retryAfter).toBeGreaterThan(0);
          expect(retryAfter).toBeLessThanOrEqual(60);
          expect(refused.json()).toEqual({ error: expect.any(String), retryAfter });
          // Another endpoint, and another client, still have their own five.
          expect((await post("/api/contact", VALID.contact)).statusCode).toBe(201);
          expect((await post("/api/invites", VALID.invite, "198.51.100.8")).statusCode).toBe(201);
          // A form post gets a page.
          const page = await limited.inject({
            method: "POST",
            url: "/api/invites",
            headers: FORM,
            payload: formEncode(VALID.invite),
            remoteAddress: "198.51.100.7",
          });
          expect(page.statusCode).toBe(429);
          expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
          expect(page.headers["retry-after"]).toBeDefined();
        } finally {
          await limited.close();
        }
        expect((await stored()).map((submission) => submission.kind).sort()).toEqual([
          "contact",
          "invite",
        ]);
      });

      it("counts every post before its schema: a bot's that filled the honeypot and a malformed key's too", async () => {
        const limited = await limitedApp();
        try {
          const post = (payload: object, headers: Record<string, string> = {}) =>
            limited.inject({
              method: "POST",
              url: "/api/contact",
              payload,
              headers,
              remoteAddress: "198.51.100.9",
            });
          for (let i = 0; i < 3; i += 1)
            expect((await post({ name: "", website: "x" })).statusCode).toBe(201);
          for (let i = 0; i < 2; i += 1)
            expect(
              (await post(VALID.contact, { "idempotency-key": "with space" })).statusCode,
            ).toBe(400);
          expect((await post({ name: "", website: "x" })).statusCode).toBe(429);
        } finally {
          await limited.close();
        }
      });

      it("with TRUST_PROXY=1 limits the address the proxy saw, whatever X-Forwarded-For the client forged", async () => {
        /**
         * Six posts through one proxy (10.0.0.1), each with a different forged X-Forwarded-For
         * before the entry the proxy appended for the client it saw.
         */
        const sixForged = async (server: Awaited<typeof app>, client: string) => {
          const statuses = [];
          for (let i = 0; i < 6; i += 1) {
            const response = await server.inject({
              method: "POST",
              url: "/api/invites",
              payload: { contact: "" },
              remoteAddress: "10.0.0.1",
              headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.${i}, ${client}` },
            });
            statuses.push(response.statusCode);
          }
          return statuses;
        };
        const limited = [400, 400, 400, 400, 400, 429];
        const direct = await limitedApp();
        const oneProxy = await limitedApp({ TRUST_PROXY: "1" });
        const legacyTrue = await limitedApp({ TRUST_PROXY: "true" });
        try {
          // Without TRUST_PROXY everyone behind the proxy is the proxy.
          expect(await sixForged(direct, "192.0.2.1")).toEqual(limited);
          expect(await sixForged(direct, "192.0.2.2")).toEqual([429, 429, 429, 429, 429, 429]);
          // With it, forging changes nothing, and each client has a limit of its own.
          expect(await sixForged(oneProxy, "192.0.2.1")).toEqual(limited);
          expect(await sixForged(oneProxy, "192.0.2.2")).toEqual(limited);
          // `true` used to trust every hop: it now means one proxy.
          expect(await sixForged(legacyTrue, "192.0.2.3")).toEqual(limited);
        } finally {
          await direct.close();
          await oneProxy.close();
          await legacyTrue.close();
        }
      });
    });
  });
}

describe("the form API without its database", () => {
  it("answers /api/health with 503 when the database is down", async () => {
    const build2 = makeBuild();
    const fresh = await freshDatabase(false);
    const service = await createService({
      config: testConfig(),
      dir: build2.dir,
      database: fresh.database,
    });
    try {
      await fresh.database.close();
      const response = await service.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        database: "unavailable",
        reason: expect.stringContaining("PGlite is closed"),
        pending: null,
        failed: null,
        oldestPendingSeconds: null,
      });
      const submit = await service.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: VALID.contact,
      });
      expect(submit.statusCode).toBe(503);
      expect(Number(submit.headers["retry-after"])).toBeGreaterThan(0);
      expect(submit.json()).toEqual({ error: submissionFailure.description });
    } finally {
      await service.app.close();
      build2.remove();
    }
  }, 30_000);
});
