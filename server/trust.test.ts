// Leads a business can trust, through the API and the outbox to a real SMTP server, on PGlite and
// on PostgreSQL: confirmations that cannot be turned into a relay (one per address a day, a
// site-wide hourly cap, none for suspect or spam), the proof of work, where a lead came from, and
// the purge and erasure the privacy policy promises.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailer } from "./outbox/mailer.ts";
import { createService, type Service } from "./service.ts";
import { makeBuild } from "./test-helpers.ts";
import {
  BACKENDS,
  formEncode,
  freshDatabase,
  startSmtpServer,
  TEST_DATABASE_URL,
  testConfig,
  truncate,
  VALID,
} from "./test-support.ts";

const DAY = 86_400_000;
const BUSINESS = "sales@automatica.example";
const EASY_CHALLENGE = { cost: 10, counterMin: 5, counterMax: 20 };

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `trust on ${backend.name}`,
    { timeout: 60_000 },
    () => {
      let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let build: ReturnType<typeof makeBuild>;
      const services: Service[] = [];
      /** How far the services' clocks (worker, daily job) run ahead of the real one. */
      let aheadMs = 0;
      const now = () => new Date(Date.now() + aheadMs);

      /** A service on the shared database, with its own settings. */
      const serviceWith = async (env: NodeJS.ProcessEnv = {}) => {
        const service = await createService({
          config: testConfig({ ENQUIRY_TO: BUSINESS, RATE_LIMIT_MAX: "5", ...env }),
          dir: build.dir,
          database: fresh.database,
          mailer: createMailer(smtp.url),
          challenge: EASY_CHALLENGE,
          worker: { clock: now },
        });
        await service.app.ready();
        services.push(service);
        return service;
      };

      beforeAll(async () => {
        [smtp, fresh] = await Promise.all([
          startSmtpServer({ plain: true }),
          freshDatabase(backend.postgres),
        ]);
        build = makeBuild();
      }, 60_000);
      afterAll(async () => {
        for (const service of services) await service.app.close();
        await fresh.drop();
        await smtp.close();
        build.remove();
      });
      beforeEach(async () => {
        await truncate(fresh.database.db);
        smtp.received.length = 0;
        aheadMs = 0;
      });

      const deliverAll = async (service: Service) => {
        while ((await service.worker.runOnce()) > 0);
      };
      const mailsTo = (to: string) => smtp.received.filter((mail) => mail.envelope.to.includes(to));

      it("sends one address at most one confirmation a day, whatever the form and the client", async () => {
        const service = await serviceWith();
        const victim = "victim@example.net";
        const bodies: { url: string; payload: object }[] = [
          { url: "/api/enquiries", payload: { ...VALID.enquiry, email: victim } },
          { url: "/api/contact", payload: { ...VALID.contact, email: victim } },
          { url: "/api/invites", payload: { contact: victim } },
          // The same mailbox, written otherwise.
          { url: "/api/contact", payload: { ...VALID.contact, email: "Victim+promo@Example.net" } },
        ];
        for (let i = 0; i < 20; i += 1) {
          const body = bodies[i % bodies.length];
          if (!body) throw new Error("no body");
          const { url, payload } = body;
          const response = await service.app.inject({
            method: "POST",
            url,
            payload,
            remoteAddress: `198.51.100.${i + 1}`,
          });
          expect(response.statusCode).toBe(201);
        }
        await deliverAll(service);
        expect(mailsTo(victim)).toHaveLength(1);
        expect(mailsTo("Victim+promo@Example.net")).toHaveLength(0);
        expect(mailsTo(BUSINESS)).toHaveLength(20);
        // A day later, one more.
        await fresh.database.db.execute(
          sql`update confirmation_grants set granted_at = granted_at - interval '25 hours'`,
        );
        await service.app.inject({
          method: "POST",
          url: "/api/invites",
          payload: { contact: victim },
          remoteAddress: "198.51.100.99",
        });
        await deliverAll(service);
        expect(mailsTo(victim)).toHaveLength(2);
      });

      it("stops confirmations at the hourly cap, and still sends every lead to the business", async () => {
        const service = await serviceWith({ CONFIRMATIONS_PER_HOUR: "3" });
        for (let i = 0; i < 5; i += 1) {
          await service.app.inject({
            method: "POST",
            url: "/api/invites",
            payload: { contact: `person${i}@example.com` },
            remoteAddress: `203.0.113.${i + 1}`,
          });
        }
        await deliverAll(service);
        expect(
          smtp.received.filter((mail) => mail.subject === "Your Automatica Invitation Request"),
        ).toHaveLength(3);
        expect(mailsTo(BUSINESS)).toHaveLength(5);
      });

      it("holds a message with three links as suspect: no confirmation, no e-mail until the digest", async () => {
        const service = await serviceWith();
        const response = await service.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: { ...VALID.contact, message: "See a.example, b.example and c.example" },
        });
        const { id } = response.json<{ id: string }>();
        await deliverAll(service);
        expect(smtp.received).toEqual([]);
        const [held] = await service.store.list();
        expect(held).toMatchObject({
          id,
          verdict: "suspect",
          reasons: ["no proof of work", "3 links in the text"],
          deliveries: [],
        });
      });

      it("hands one client at most 30 challenges a minute", async () => {
        const service = await serviceWith();
        const statuses = [];
        for (let i = 0; i < 31; i += 1) {
          const response = await service.app.inject({
            method: "GET",
            url: "/api/challenge",
            remoteAddress: "192.0.2.50",
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(30);
        expect(statuses.at(-1)).toBe(429);
      });

      it("takes a solved proof of work once: a second use counts against the submission", async () => {
        const service = await serviceWith();
        const challenge = (
          await service.app.inject({ method: "GET", url: "/api/challenge" })
        ).json();
        expect(
          (await service.app.inject({ method: "GET", url: "/api/challenge" })).headers[
            "cache-control"
          ],
        ).toBe("no-store");
        const solution = await solveChallenge({ challenge, deriveKey });
        const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
        const send = (extra: object) =>
          service.app.inject({
            method: "POST",
            url: "/api/contact",
            payload: { ...VALID.contact, elapsedMs: 42_000, ...extra },
          });
        await send({ altcha });
        await send({ altcha, email: "second@example.com" });
        await send({ altcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") });
        const rows = await service.store.list();
        expect(rows.map(({ verdict, reasons }) => ({ verdict, reasons }))).toEqual([
          { verdict: "ok", reasons: [] },
          // Replayed: held (issue 31; it scored like a visitor without JavaScript before).
          { verdict: "suspect", reasons: ["a proof of work used before"] },
          { verdict: "spam", reasons: ["a forged or wrong proof of work"] },
        ]);
      });

      it("records where a lead came from: what the page sent, or the form page's own address", async () => {
        const service = await serviceWith();
        await service.app.inject({
          method: "POST",
          url: "/api/enquiries",
          headers: { referer: "http://localhost/get-started-form" },
          payload: {
            ...VALID.enquiry,
            source: {
              landingPage: "/pricing?utm_source=newsletter#plans",
              referrer: "https://news.example/issue?id=1",
              utm: { utm_source: "newsletter", utm_campaign: "spring", gclid: "x" },
              page: "https://evil.example/",
            },
          },
        });
        await service.app.inject({
          method: "POST",
          url: "/api/invites",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            referer: "http://localhost/get-started?utm_source=newsletter&utm_medium=email&q=ada",
          },
          payload: formEncode({ contact: "grace@example.com" }),
        });
        await service.app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { referer: "https://elsewhere.example/contact?utm_source=x" },
          payload: VALID.contact,
        });
        const rows = await service.store.list();
        expect(rows.map((row) => row.source)).toEqual([
          {
            page: "/get-started-form",
            landingPage: "/pricing",
            referrer: "https://news.example",
            utm: { utm_source: "newsletter", utm_campaign: "spring" },
          },
          { page: "/get-started", utm: { utm_source: "newsletter", utm_medium: "email" } },
          null,
        ]);
      });

      it("purges what the policy says is gone, exactly that, once a day", async () => {
        const service = await serviceWith({ RETENTION_DAYS: "1095" });
        const { store } = service;
        const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
        const seed = async (daysAgo: number, verdict: "ok" | "suspect" | "spam") =>
          (
            await store.submit({
              kind: "invite",
              data: { contact: `p${daysAgo}${verdict}@example.com` },
              verdict,
              channels: ["business_email"],
              confirmationsPerHour: 100,
              now: at(daysAgo),
            })
          ).id;
        const gone = [await seed(1096, "ok"), await seed(1200, "suspect"), await seed(31, "spam")];
        const kept = [
          await seed(1094, "ok"),
          await seed(1094, "suspect"),
          await seed(29, "spam"),
          await seed(0, "ok"),
        ];
        await store.spendChallenge("old", at(1));
        await store.spendChallenge("fresh", new Date(Date.now() + 60_000));

        expect(await service.daily.runIfDue()).toBe(true);
        const left = (await store.list()).map((row) => row.id);
        expect(left.sort()).toEqual([...kept].sort());
        for (const id of gone) expect(await store.deliveriesOf(id)).toEqual([]);
        const deliveries = await fresh.database.db.execute(
          sql`select count(*)::int as n from deliveries`,
        );
        // The kept ok ones' business e-mails (the suspect and spam owe none), and the digest of
        // the kept suspect one.
        expect(deliveries).toHaveProperty("rows", [{ n: 3 }]);
        const spent = await fresh.database.db.execute(sql`select id from spent_challenges`);
        expect(spent).toHaveProperty("rows", [{ id: "fresh" }]);
        // Once a day, on any instance.
        const other = await serviceWith();
        expect(await other.daily.runIfDue()).toBe(false);
        expect(await service.daily.runIfDue()).toBe(false);
        aheadMs = DAY;
        expect(await other.daily.runIfDue()).toBe(true);
      });

      it("erases one person: their submissions, deliveries, keys and confirmation record, nobody else's", async () => {
        const service = await serviceWith();
        const post = (url: string, payload: object, key = "") =>
          service.app.inject({
            method: "POST",
            url,
            payload,
            headers: key ? { "idempotency-key": key } : {},
          });
        await post("/api/enquiries", { ...VALID.enquiry, email: "Ada@Example.com" }, "key-ada-1");
        await post("/api/invites", { contact: "ada@example.com" });
        await post("/api/contact", { ...VALID.contact, email: "noor@example.com" }, "key-noor-1");
        const dry = await service.admin.erase({ email: "ada@example.com", dryRun: true });
        expect(dry).toMatchObject({
          deliveries: 3,
          idempotencyKeys: 1,
          confirmationRecords: 1,
          dryRun: true,
        });
        expect(dry.submissions).toHaveLength(2);
        expect(await service.store.countSubmissions()).toBe(3);

        const done = await service.admin.erase({ email: "ada@example.com" });
        expect(done.submissions.map((row) => row.id).sort()).toEqual(
          dry.submissions.map((row) => row.id).sort(),
        );
        const left = await service.store.list();
        expect(left.map((row) => row.data.email)).toEqual(["noor@example.com"]);
        expect(left[0]?.idempotencyKey).toBe("key-noor-1");
        const keys = await fresh.database.db.execute(sql`select idempotency_key from submissions`);
        expect(keys).toHaveProperty("rows", [{ idempotency_key: "key-noor-1" }]);
        // Their confirmation record went too: a new request is confirmed again.
        await post("/api/invites", { contact: "ada@example.com" });
        await deliverAll(service);
        expect(
          mailsTo("ada@example.com").filter(
            (mail) => mail.subject === "Your Automatica Invitation Request",
          ),
        ).toHaveLength(1);
        // By phone number, however it was written.
        await post("/api/invites", { contact: "+1 (555) 010-9999" });
        const byPhone = await service.admin.erase({ phone: "15550109999" });
        expect(byPhone.submissions).toHaveLength(1);
      });

      it.runIf(backend.postgres)(
        "grants one confirmation to one address across two instances at once",
        async () => {
          const { openDatabase } = await import("./db/index.ts");
          if (!fresh.url) throw new Error("a fresh PostgreSQL database has a URL");
          const second = await openDatabase({
            databaseUrl: fresh.url,
            poolSize: 5,
          });
          try {
            const a = await serviceWith();
            const b = await createService({
              config: testConfig({ ENQUIRY_TO: BUSINESS }),
              dir: build.dir,
              database: second,
              mailer: createMailer(smtp.url),
            });
            services.push(b);
            await b.app.ready();
            await Promise.all(
              Array.from({ length: 10 }, (_, i) =>
                (i % 2 ? a : b).app.inject({
                  method: "POST",
                  url: "/api/invites",
                  payload: { contact: "shared@example.com" },
                  remoteAddress: `192.0.2.${i + 1}`,
                }),
              ),
            );
            const owed = await fresh.database.db.execute(
              sql`select count(*)::int as n from deliveries where channel = 'thank_you_email'`,
            );
            expect(owed).toHaveProperty("rows", [{ n: 1 }]);
          } finally {
            await second.close();
          }
        },
      );
    },
  );
}
