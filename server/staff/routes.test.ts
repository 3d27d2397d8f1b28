/**
 * The staff door (issue 36) against the real app (createService on a temporary build), with a
 * passkey authenticator in software so that @simplewebauthn/server's real verification runs:
 * - every /api/staff/* route, taken from Fastify's route table, refuses a request without a session
 *   (401), a member on an owner's route (403) and a state-changing request from a foreign Origin
 *   (403), and every address of src/shared/staff-api.ts is in the table;
 * - enrolment by a single-use link (a used or expired link is refused), sign-in with a passkey,
 *   a new session id on each sign-in (fixation), 30 minutes idle and 12 hours in all, sign-out,
 *   a removed member signed out at once, and the sign-in limit per client and per account;
 * - the inbox's reads and actions, each written to the audit log without a visitor's data;
 *   a lead whose every field is hostile comes back as the same text and exports neutralised;
 * - no log line carries a visitor's data, a session id or an enrolment token;
 * - the /staff pages are sent with no-store and frame-ancestors 'none'.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serializerCompiler } from "fastify-type-provider-zod";
import * as staffContract from "../../src/shared/staff-api.ts";
import {
  meResponse,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  staffApi,
  staffPath,
} from "../../src/shared/staff-api.ts";
import { deliveries, submissions } from "../db/schema.ts";
import { staff, staffAudit, staffInvitations, staffSessions } from "../db/staff-schema.ts";
import { createService } from "../service.ts";
import type { Service } from "../service.ts";
import { movePoliciesOut } from "../csp.ts";
import { makeBuild } from "../test-helpers.ts";
import {
  BACKENDS,
  freshDatabase,
  TEST_DATABASE_URL,
  testConfig,
  truncate,
  VALID,
} from "../test-support.ts";
import type { StaffAccess } from "./routes.ts";
import { softwareAuthenticator } from "./software-authenticator.ts";
import { createStaffStore, hashOf } from "./store.ts";

const ORIGIN = "https://automatica.example";
const COOKIE = "__Host-staff";
const JSON_TYPE = { "content-type": "application/json" };

/** A lead whose every field a visitor typed is hostile. */
const HOSTILE = {
  name: `<script>alert("name")</script>`,
  email: "eve+x@example.com",
  phone: '=HYPERLINK("http://evil.example","call")',
  organization: `<img src=x onerror="alert('org')">`,
  interestedIn: "javascript:alert('interest')",
  needs: "@SUM(1+1)*cmd|' /C calc'!A0 and <a href=\"javascript:alert(1)\">click</a>",
  additionalInfo: "-2+3+cmd|' /C calc'!A0",
};

let build: ReturnType<typeof makeBuild>;
beforeAll(() => {
  build = makeBuild();
  fs.mkdirSync(path.join(build.dir, "staff", "sign-in"), { recursive: true });
  const page = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'"><meta name="robots" content="noindex"><title>Staff</title></head><body><main><h1>Staff</h1></main></body></html>`;
  fs.writeFileSync(path.join(build.dir, "staff", "index.html"), page);
  fs.writeFileSync(path.join(build.dir, "staff", "sign-in", "index.html"), page);
  movePoliciesOut(build.root);
});
afterAll(() => build.remove());

/** The session id a response's Set-Cookie sets, checking its attributes. */
const sessionFrom = (setCookie: string | string[] | undefined) => {
  const header = Array.isArray(setCookie) ? setCookie.join("\n") : String(setCookie ?? "");
  const match = new RegExp(`^${COOKIE}=([A-Za-z0-9_-]+);`).exec(header);
  return match?.[1];
};

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `the staff door on ${backend.name}`,
    { timeout: 60_000 },
    () => {
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let service: Service;
      let app: Service["app"];
      /** The staff door's clock runs this far ahead. */
      let offset = 0;
      const clock = () => new Date(Date.now() + offset);
      const logs: string[] = [];
      /** Each /api/staff/* route of the table, with who may call it. */
      const routes: {
        method: string;
        url: string;
        access: StaffAccess;
        /** The answer it declares for a 200, from the contract (src/shared/staff-api.ts). */
        answer: unknown;
      }[] = [];
      let ip = 0;
      /** A client of its own, for the sign-in limit. */
      const nextClient = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

      beforeAll(async () => {
        fresh = await freshDatabase(backend.postgres);
        service = await createService({
          config: testConfig({ SITE_URL: ORIGIN }),
          dir: build.dir,
          database: fresh.database,
          logger: {
            level: "debug",
            stream: new Writable({
              write(chunk, _encoding, done) {
                logs.push(String(chunk));
                done();
              },
            }),
          },
          staff: { clock, signInLimit: { perClient: 6, perAccount: 4, windowMs: 60_000 } },
        });
        app = service.app;
        app.addHook("onRoute", (route) => {
          const methods = [route.method].flat();
          if (!route.url.startsWith("/api/staff/")) return;
          for (const method of methods) {
            if (method === "HEAD") continue;
            routes.push({
              method,
              url: route.url,
              access: route.config?.staff ?? "member",
              answer: (route.schema?.response as Record<number, unknown> | undefined)?.[200],
            });
          }
        });
        await app.ready();
      }, 60_000);
      afterAll(async () => {
        await app?.close();
        await fresh?.drop();
      });
      beforeEach(async () => {
        offset = 0;
        await truncate(fresh.database.db);
      });

      const staffStore = () => createStaffStore(fresh.database.db, clock);

      /** A staff member made directly (no passkey ceremony) and a live session's cookie. */
      const signedIn = async (email: string, role: "owner" | "member") => {
        const store = staffStore();
        await store.invite({ email, role, origin: ORIGIN, by: null });
        const [invitation] = await fresh.database.db
          .select()
          .from(staffInvitations)
          .where(eq(staffInvitations.email, email));
        if (!invitation) throw new Error("no invitation");
        // Used as enrolment would use it, with a stand-in passkey.
        await fresh.database.db
          .update(staffInvitations)
          .set({ usedAt: clock() })
          .where(eq(staffInvitations.tokenHash, invitation.tokenHash));
        const [member] = await fresh.database.db
          .insert(staff)
          .values({ email, role, userHandle: `handle-${email}` })
          .returning({ id: staff.id });
        const id = String(member?.id);
        const session = await store.startSession(id);
        return { id, email, cookie: `${COOKIE}=${session}`, session };
      };

      const call = (
        method: string,
        url: string,
        {
          cookie,
          origin = ORIGIN,
          body,
          remoteAddress,
        }: { cookie?: string; origin?: string | null; body?: unknown; remoteAddress?: string } = {},
      ) =>
        app.inject({
          method: method as "GET",
          url,
          remoteAddress,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(origin ? { origin } : {}),
            ...(body === undefined ? {} : JSON_TYPE),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });

      const lead = async (
        data: Record<string, string> = VALID.enquiry,
        verdict: "ok" | "suspect" | "spam" = "ok",
      ) =>
        (
          await service.store.submit({
            kind: "enquiry",
            data,
            verdict,
            source: {
              page: "/get-started-form",
              landingPage: "/pricing",
              utm: { utm_campaign: "spring" },
            },
            channels: ["business_email"],
            confirmationsPerHour: 100,
          })
        ).id;

      /** A route's address with a real-looking id. */
      const urlOf = (url: string) => url.replace(":id", "00000000-0000-4000-8000-000000000000");

      describe("every route of the table", () => {
        it("holds every address of the contract, and only those", () => {
          const inTable = new Set(routes.map((route) => route.url));
          for (const address of Object.values(staffApi)) expect(inTable).toContain(address);
          for (const route of routes) expect(Object.values(staffApi)).toContain(route.url);
          expect(routes.length).toBeGreaterThanOrEqual(Object.values(staffApi).length);
        });

        it("declares each route's answer from the contract, which cuts a field it lacks", async () => {
          const contract = new Set(Object.values(staffContract));
          for (const route of routes) {
            expect([route.method, route.url, contract.has(route.answer as never)]).toEqual([
              route.method,
              route.url,
              true,
            ]);
          }
          // What a handler could leak by mistake (a session id, a passkey's key) is not sent.
          const me = routes.find((route) => route.url === staffApi.me)!;
          const serialize = serializerCompiler({
            schema: me.answer as typeof meResponse,
            method: "GET",
            url: me.url,
            httpStatus: "200",
          });
          const sent = JSON.parse(
            serialize({
              id: "00000000-0000-4000-8000-000000000000",
              email: "sam@automatica.example",
              role: "owner",
              passkeys: 1,
              sessionId: "secret",
              publicKey: "secret",
            }),
          );
          expect(Object.keys(sent).sort()).toEqual(["email", "id", "passkeys", "role"]);
        });

        it("answers 401 without a session, except the ceremonies that sign in", async () => {
          const guarded = routes.filter((route) => route.access !== "public");
          expect(guarded.length).toBeGreaterThan(15);
          for (const route of guarded) {
            const response = await call(route.method, urlOf(route.url), {
              body: route.method === "GET" || route.method === "DELETE" ? undefined : {},
            });
            expect([route.method, route.url, response.statusCode]).toEqual([
              route.method,
              route.url,
              401,
            ]);
            expect(response.headers["cache-control"]).toBe("no-store");
          }
          // A made-up or ended session is no session.
          const forged = await call("GET", staffApi.me, { cookie: `${COOKIE}=${"a".repeat(43)}` });
          expect(forged.statusCode).toBe(401);
        });

        it("answers 403 to a member on an owner's route", async () => {
          const { cookie } = await signedIn("member@automatica.example", "member");
          const owners = routes.filter((route) => route.access === "owner");
          expect(owners.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
            [
              `GET ${staffApi.people}`,
              `POST ${staffApi.erasePreview}`,
              `POST ${staffApi.erase}`,
              `GET ${staffApi.members}`,
              `POST ${staffApi.members}`,
              `DELETE ${staffApi.member}`,
              `GET ${staffApi.audit}`,
            ].sort(),
          );
          for (const route of owners) {
            const response = await call(route.method, urlOf(route.url), {
              cookie,
              body: route.method === "POST" ? {} : undefined,
            });
            expect([route.url, response.statusCode]).toEqual([route.url, 403]);
          }
        });

        it("refuses every state-changing request from a foreign Origin, or with none", async () => {
          const { cookie } = await signedIn("owner@automatica.example", "owner");
          const changing = routes.filter((route) => route.method !== "GET");
          expect(changing.length).toBeGreaterThan(10);
          for (const route of changing) {
            for (const origin of ["https://evil.example", null, "http://automatica.example"]) {
              const response = await call(route.method, urlOf(route.url), {
                cookie,
                origin,
                body: route.method === "POST" ? {} : undefined,
              });
              expect([route.url, origin, response.statusCode]).toEqual([route.url, origin, 403]);
            }
          }
          // The session is still good: nothing was done.
          expect((await call("GET", staffApi.me, { cookie })).statusCode).toBe(200);
        });
      });

      describe("enrolment and sign-in with a passkey", () => {
        const enrol = async (link: string, authenticator = softwareAuthenticator(ORIGIN)) => {
          const token = new URL(link).hash.replace("#token=", "");
          const options = await call("POST", staffApi.enrolOptions, { body: { token } });
          expect(options.statusCode).toBe(200);
          const verify = await call("POST", staffApi.enrolVerify, {
            body: { token, response: authenticator.register(options.json()) },
          });
          return { token, verify, authenticator };
        };

        const signIn = async (
          authenticator: ReturnType<typeof softwareAuthenticator>,
          {
            cookie,
            remoteAddress = nextClient(),
          }: { cookie?: string; remoteAddress?: string } = {},
        ) => {
          const options = await call("POST", staffApi.signInOptions, {
            body: {},
            cookie,
            remoteAddress,
          });
          expect(options.statusCode).toBe(200);
          return call("POST", staffApi.signInVerify, {
            cookie,
            remoteAddress,
            body: { response: authenticator.authenticate(options.json()) },
          });
        };

        it("enrols by a single-use link, signs in with the passkey, and signs out on the server", async () => {
          const { link } = await staffStore().invite({
            email: "Ada@Automatica.example",
            role: "owner",
            origin: ORIGIN,
            by: null,
          });
          expect(link).toMatch(
            /^https:\/\/automatica\.example\/staff\/enrol#token=[A-Za-z0-9_-]{43}$/,
          );
          // The invitation's e-mail waits in the outbox; the token itself is stored only hashed.
          const [mail] = await fresh.database.db
            .select()
            .from(deliveries)
            .where(eq(deliveries.channel, "staff_invitation"));
          expect(mail?.payload).toEqual({
            invitation: { email: "ada@automatica.example", link, role: "owner" },
          });
          const token = new URL(link).hash.slice("#token=".length);
          const stored = JSON.stringify(await fresh.database.db.select().from(staffInvitations));
          expect(stored).not.toContain(token);
          expect(stored).toContain(hashOf(token));

          const { verify, authenticator } = await enrol(link);
          expect(verify.statusCode).toBe(200);
          expect(verify.json()).toMatchObject({
            email: "ada@automatica.example",
            role: "owner",
            passkeys: 1,
          });
          const setCookie = String(verify.headers["set-cookie"]);
          expect(setCookie).toMatch(
            /^__Host-staff=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
          );
          const enrolled = sessionFrom(verify.headers["set-cookie"]);
          // Only a hash of the session id is kept.
          const sessions = JSON.stringify(await fresh.database.db.select().from(staffSessions));
          expect(sessions).not.toContain(String(enrolled));

          // The link works once.
          const again = await call("POST", staffApi.enrolOptions, { body: { token } });
          expect(again.statusCode).toBe(400);

          const signedInResponse = await signIn(authenticator, { cookie: `${COOKIE}=${enrolled}` });
          expect(signedInResponse.statusCode).toBe(200);
          const session = sessionFrom(signedInResponse.headers["set-cookie"]);
          // A new id on sign-in, and the one the request carried is over.
          expect(session).toBeDefined();
          expect(session).not.toBe(enrolled);
          expect(
            (await call("GET", staffApi.me, { cookie: `${COOKIE}=${enrolled}` })).statusCode,
          ).toBe(401);
          const cookie = `${COOKIE}=${session}`;
          expect((await call("GET", staffApi.me, { cookie })).json()).toMatchObject({
            email: "ada@automatica.example",
          });

          const out = await call("POST", staffApi.signOut, { cookie });
          expect(out.statusCode).toBe(200);
          expect(String(out.headers["set-cookie"])).toMatch(/^__Host-staff=; Path=\/; Max-Age=0;/);
          expect((await call("GET", staffApi.me, { cookie })).statusCode).toBe(401);

          const actions = (await fresh.database.db.select().from(staffAudit)).map(
            (row) => row.action,
          );
          expect(actions).toEqual(
            expect.arrayContaining(["invite", "enrol", "sign-in", "sign-out"]),
          );
        });

        it("refuses an expired link, a passkey made for another origin and a replayed answer", async () => {
          const { link } = await staffStore().invite({
            email: "late@automatica.example",
            role: "member",
            origin: ORIGIN,
            by: null,
          });
          offset = 24 * 3_600_000 + 1000;
          const token = new URL(link).hash.slice("#token=".length);
          expect((await call("POST", staffApi.enrolOptions, { body: { token } })).statusCode).toBe(
            400,
          );
          offset = 0;

          // A phishing page's origin: the answer does not verify, and the link stays unused.
          const authenticator = softwareAuthenticator(ORIGIN);
          const options = await call("POST", staffApi.enrolOptions, { body: { token } });
          const phished = await call("POST", staffApi.enrolVerify, {
            body: {
              token,
              response: authenticator.register(options.json(), {
                at: "https://automatica.example.evil.example",
              }),
            },
          });
          expect(phished.statusCode).toBe(400);

          const { verify } = await enrol(link, authenticator);
          expect(verify.statusCode).toBe(200);

          // An answer to a spent challenge is refused.
          const signInOptions = await call("POST", staffApi.signInOptions, { body: {} });
          const answer = authenticator.authenticate(signInOptions.json());
          expect(
            (await call("POST", staffApi.signInVerify, { body: { response: answer } })).statusCode,
          ).toBe(200);
          expect(
            (await call("POST", staffApi.signInVerify, { body: { response: answer } })).statusCode,
          ).toBe(400);
          const failed = await fresh.database.db
            .select()
            .from(staffAudit)
            .where(eq(staffAudit.action, "sign-in-failed"));
          expect(failed).toHaveLength(1);
        });

        it("registers a second passkey for a signed-in member", async () => {
          const { link } = await staffStore().invite({
            email: "two@automatica.example",
            role: "member",
            origin: ORIGIN,
            by: null,
          });
          const { verify, authenticator } = await enrol(link);
          const cookie = `${COOKIE}=${sessionFrom(verify.headers["set-cookie"])}`;
          const options = await call("POST", staffApi.passkeyOptions, { cookie, body: {} });
          expect(options.statusCode).toBe(200);
          expect(options.json().excludeCredentials).toHaveLength(1);
          const added = await call("POST", staffApi.passkeyVerify, {
            cookie,
            body: { response: authenticator.register(options.json()) },
          });
          expect(added.statusCode).toBe(200);
          expect(added.json().passkeys).toBe(2);
          // Either signs in.
          expect((await signIn(authenticator)).statusCode).toBe(200);
        });

        it("ends a session after 30 minutes idle, and after 12 hours however busy", async () => {
          const { cookie } = await signedIn("idle@automatica.example", "member");
          offset = SESSION_IDLE_MS - 60_000;
          expect((await call("GET", staffApi.me, { cookie })).statusCode).toBe(200);
          offset += SESSION_IDLE_MS;
          expect((await call("GET", staffApi.me, { cookie })).statusCode).toBe(401);
          // Gone for good, not only refused.
          offset = 0;
          expect((await call("GET", staffApi.me, { cookie })).statusCode).toBe(401);

          const busy = await signedIn("busy@automatica.example", "member");
          for (offset = 0; offset < SESSION_ABSOLUTE_MS - 60_000; offset += 25 * 60_000) {
            expect((await call("GET", staffApi.me, { cookie: busy.cookie })).statusCode).toBe(200);
          }
          offset = SESSION_ABSOLUTE_MS;
          expect((await call("GET", staffApi.me, { cookie: busy.cookie })).statusCode).toBe(401);
        });

        it("limits sign-in attempts per client and per account, in the shared database", async () => {
          const client = nextClient();
          const bogus = {
            id: "bm90LWEta2V5",
            rawId: "bm90LWEta2V5",
            type: "public-key",
            response: {},
          };
          const statuses = [];
          for (let i = 0; i < 8; i += 1) {
            const response = await call("POST", staffApi.signInVerify, {
              body: { response: bogus },
              remoteAddress: client,
            });
            statuses.push(response.statusCode);
            if (response.statusCode === 429) {
              expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
              expect(response.json().error).toMatch(/Too many sign-in attempts/);
            }
          }
          expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);

          // Per account: a real passkey's account, tried from many clients.
          const { link } = await staffStore().invite({
            email: "target@automatica.example",
            role: "member",
            origin: ORIGIN,
            by: null,
          });
          const { authenticator } = await enrol(link);
          const account = [];
          for (let i = 0; i < 6; i += 1) {
            const options = await call("POST", staffApi.signInOptions, {
              body: {},
              remoteAddress: nextClient(),
            });
            const answer = authenticator.authenticate(options.json());
            // A wrong signature: the challenge signed, then the answer's signature spoilt.
            answer.response.signature = Buffer.from("spoilt").toString("base64url");
            account.push(
              (
                await call("POST", staffApi.signInVerify, {
                  body: { response: answer },
                  remoteAddress: nextClient(),
                })
              ).statusCode,
            );
          }
          expect(account).toEqual([400, 400, 400, 400, 429, 429]);
        });

        it("signs a removed member out at once", async () => {
          const owner = await signedIn("owner@automatica.example", "owner");
          const member = await signedIn("leaver@automatica.example", "member");
          expect((await call("GET", staffApi.me, { cookie: member.cookie })).statusCode).toBe(200);
          await call("POST", staffApi.members, {
            cookie: owner.cookie,
            body: { email: "next@automatica.example", role: "member" },
          });
          const members = (await call("GET", staffApi.members, { cookie: owner.cookie })).json();
          expect(
            members.items.map((row: { email: string; passkeys: number }) => [
              row.email,
              row.passkeys,
            ]),
          ).toEqual([
            ["leaver@automatica.example", 0],
            ["owner@automatica.example", 0],
          ]);
          expect(members.invitations).toEqual([
            expect.objectContaining({ email: "next@automatica.example", role: "member" }),
          ]);
          const removed = await call("DELETE", staffPath(staffApi.member, member.id), {
            cookie: owner.cookie,
          });
          expect(removed.statusCode).toBe(200);
          expect((await call("GET", staffApi.me, { cookie: member.cookie })).statusCode).toBe(401);
          // The last owner stays.
          const last = await call("DELETE", staffPath(staffApi.member, owner.id), {
            cookie: owner.cookie,
          });
          expect(last.statusCode).toBe(409);
          const [entry] = await fresh.database.db
            .select()
            .from(staffAudit)
            .where(eq(staffAudit.action, "remove"));
          expect(entry).toMatchObject({
            actorEmail: "owner@automatica.example",
            target: member.id,
          });
        });
      });

      describe("the inbox", () => {
        it("lists, opens, triages and exports leads, each action in the audit log without a visitor's data", async () => {
          const owner = await signedIn("owner@automatica.example", "owner");
          const member = await signedIn("sam@automatica.example", "member");
          const id = await lead();
          const held = await lead(
            { ...VALID.enquiry, name: "Held Person", email: "held@example.com" },
            "suspect",
          );

          const list = await call("GET", `${staffApi.submissions}?verdict=ok`, {
            cookie: member.cookie,
          });
          expect(list.statusCode).toBe(200);
          expect(list.json()).toEqual({
            items: [
              expect.objectContaining({
                id,
                kind: "enquiry",
                name: VALID.enquiry.name,
                interest: VALID.enquiry.interestedIn,
                verdict: "ok",
                status: "new",
                unread: true,
                source: {
                  campaign: "spring",
                  landingPage: "/pricing",
                  page: "/get-started-form",
                  referrer: null,
                },
              }),
            ],
            next: null,
          });
          const searched = await call(
            "GET",
            `${staffApi.submissions}?q=${encodeURIComponent("held@")}`,
            { cookie: member.cookie },
          );
          expect(searched.json().items.map((item: { id: string }) => item.id)).toEqual([held]);

          const detail = await call("GET", staffPath(staffApi.submission, id), {
            cookie: member.cookie,
          });
          expect(detail.statusCode).toBe(200);
          expect(detail.json()).toMatchObject({
            fields: VALID.enquiry,
            deliveries: [{ channel: "business_email", state: "pending", attempts: 0 }],
          });
          const after = await call("GET", staffApi.submissions, { cookie: member.cookie });
          expect(after.json().items.find((item: { id: string }) => item.id === id).unread).toBe(
            false,
          );

          const status = await call("POST", staffPath(staffApi.status, id), {
            cookie: member.cookie,
            body: { status: "contacted" },
          });
          expect(status.json().status).toBe("contacted");
          const owned = await call("POST", staffPath(staffApi.owner, id), {
            cookie: member.cookie,
            body: { staffId: member.id },
          });
          expect(owned.json()).toMatchObject({
            owner: "sam@automatica.example",
            ownerId: member.id,
          });
          const noted = await call("POST", staffPath(staffApi.notes, id), {
            cookie: member.cookie,
            body: { text: "Called, wants a demo" },
          });
          expect(noted.json().notes).toEqual([
            expect.objectContaining({
              author: "sam@automatica.example",
              text: "Called, wants a demo",
            }),
          ]);
          const filtered = await call("GET", `${staffApi.submissions}?status=contacted`, {
            cookie: member.cookie,
          });
          expect(filtered.json().items).toHaveLength(1);

          // Not spam: the held lead is released as `release` does; Spam stops a lead's deliveries.
          const released = await call("POST", staffPath(staffApi.verdict, held), {
            cookie: member.cookie,
            body: { verdict: "ok" },
          });
          expect(released.json()).toMatchObject({
            verdict: "ok",
            deliveries: expect.arrayContaining([
              expect.objectContaining({ channel: "business_email", state: "pending" }),
            ]),
          });
          const spam = await call("POST", staffPath(staffApi.verdict, id), {
            cookie: member.cookie,
            body: { verdict: "spam" },
          });
          expect(spam.json()).toMatchObject({
            verdict: "spam",
            deliveries: [expect.objectContaining({ state: "failed" })],
          });
          // A failed delivery of a spam lead is not sent again; of an ok one it is.
          const [failedOne] = await fresh.database.db
            .select()
            .from(deliveries)
            .where(eq(deliveries.submissionId, id));
          expect(
            (
              await call("POST", staffPath(staffApi.resend, String(failedOne?.id)), {
                cookie: member.cookie,
                body: {},
              })
            ).statusCode,
          ).toBe(409);
          await fresh.database.db
            .update(deliveries)
            .set({ status: "failed", attempts: 8, lastError: "550 no" })
            .where(eq(deliveries.submissionId, held));
          const [heldDelivery] = await fresh.database.db
            .select()
            .from(deliveries)
            .where(
              and(eq(deliveries.submissionId, held), eq(deliveries.channel, "business_email")),
            );
          const resent = await call("POST", staffPath(staffApi.resend, String(heldDelivery?.id)), {
            cookie: member.cookie,
            body: {},
          });
          expect(resent.json().deliveries).toEqual(
            expect.arrayContaining([
              expect.objectContaining({ id: heldDelivery?.id, state: "pending", attempts: 0 }),
              expect.objectContaining({ channel: "thank_you_email", state: "failed" }),
            ]),
          );

          const csv = await call("GET", `${staffApi.export}?verdict=ok`, { cookie: member.cookie });
          expect(csv.statusCode).toBe(200);
          expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
          expect(csv.headers["content-disposition"]).toMatch(
            /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
          );
          expect(csv.body).toContain('"Held Person"');
          expect(csv.body).not.toContain(VALID.enquiry.name);

          // Owners: a person's data, and erasure after a preview and the address again.
          const person = await call("GET", `${staffApi.people}?email=held%40example.com`, {
            cookie: owner.cookie,
          });
          expect(person.json().submissions).toHaveLength(1);
          const preview = await call("POST", staffApi.erasePreview, {
            cookie: owner.cookie,
            body: { email: "held@example.com" },
          });
          expect(preview.json()).toMatchObject({ submissions: [{ id: held }], notes: 0 });
          const unconfirmed = await call("POST", staffApi.erase, {
            cookie: owner.cookie,
            body: { email: "held@example.com", confirm: "held@example.org" },
          });
          expect(unconfirmed.statusCode).toBe(400);
          expect(unconfirmed.json().errors.confirm).toBeDefined();
          const erased = await call("POST", staffApi.erase, {
            cookie: owner.cookie,
            body: { email: "held@example.com", confirm: "HELD@example.com" },
          });
          expect(erased.json()).toMatchObject({ erased: true, submissions: [{ id: held }] });
          expect(
            await fresh.database.db.select().from(submissions).where(eq(submissions.id, held)),
          ).toEqual([]);
          expect(
            (await call("GET", staffApi.export, { cookie: member.cookie })).body,
          ).not.toContain("Held Person");

          const audit = await call("GET", staffApi.audit, { cookie: owner.cookie });
          const entries: {
            action: string;
            actor: string | null;
            target: string | null;
            detail: string | null;
          }[] = audit.json().items;
          expect(entries.map((entry) => entry.action)).toEqual(
            expect.arrayContaining([
              "view",
              "status",
              "owner",
              "note",
              "verdict",
              "resend",
              "export",
              "person-export",
              "erase",
            ]),
          );
          const text = JSON.stringify(entries);
          for (const value of [
            "held@example.com",
            "Held Person",
            VALID.enquiry.name,
            VALID.enquiry.email,
            "Called, wants a demo",
            VALID.enquiry.needs,
          ]) {
            expect(text).not.toContain(value);
          }
        });

        it("gives back a hostile lead as the same text, and exports it neutralised", async () => {
          const { cookie } = await signedIn("sam@automatica.example", "member");
          const id = await lead(HOSTILE);
          const detail = await call("GET", staffPath(staffApi.submission, id), { cookie });
          expect(detail.headers["content-type"]).toMatch(/^application\/json/);
          expect(detail.json().fields).toEqual(HOSTILE);
          const csv = (await call("GET", staffApi.export, { cookie })).body;
          for (const value of Object.values(HOSTILE)) {
            const quoted = value.replaceAll('"', '""');
            expect(csv).toContain(/^[=+\-@]/.test(value) ? `"'${quoted}"` : `"${quoted}"`);
          }
          // No cell starts with a formula character.
          const cells = csv.split(/","|^"|"\r\n"?/m);
          for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@]/);
        });

        it("lists the assistant's gaps for staff", async () => {
          const { cookie } = await signedIn("sam@automatica.example", "member");
          const gaps = await call("GET", staffApi.gaps, { cookie });
          expect(gaps.statusCode).toBe(200);
          expect(gaps.json()).toEqual({ items: [] });
        });
      });

      it("writes no visitor's data, session id or enrolment token to the log", async () => {
        const owner = await signedIn("owner@automatica.example", "owner");
        const id = await lead(HOSTILE);
        const { link } = (
          await call("POST", staffApi.members, {
            cookie: owner.cookie,
            body: { email: "new@automatica.example", role: "member" },
          })
        ).json();
        const token = new URL(link).hash.slice("#token=".length);
        await call("POST", staffApi.enrolOptions, { body: { token } });
        await call("GET", `${staffApi.submissions}?q=${encodeURIComponent(HOSTILE.email)}`, {
          cookie: owner.cookie,
        });
        await call("GET", staffPath(staffApi.submission, id), { cookie: owner.cookie });
        await call("GET", `${staffApi.people}?email=${encodeURIComponent(HOSTILE.email)}`, {
          cookie: owner.cookie,
        });
        await call("GET", `${staffApi.people}?email=${encodeURIComponent(HOSTILE.email)}`, {
          cookie: `${COOKIE}=${"b".repeat(43)}`,
        });
        await call("POST", staffApi.erase, {
          cookie: owner.cookie,
          body: { email: HOSTILE.email, confirm: HOSTILE.email },
        });
        await call("GET", staffApi.export, { cookie: owner.cookie });
        const written = logs.join("");
        expect(written).toContain("/api/staff/");
        for (const value of [
          ...Object.values(HOSTILE),
          "eve+x",
          owner.session,
          token,
          "b".repeat(43),
        ]) {
          expect(written).not.toContain(value);
        }
      });

      it("sends the staff pages with no-store, frame-ancestors 'none' and an opener policy of their own", async () => {
        for (const url of ["/staff", "/staff/", "/staff/sign-in/", "/staff/?view=leads"]) {
          const page = await app.inject({ url });
          expect(page.statusCode).toBe(200);
          expect(page.headers["cache-control"]).toBe("no-store");
          expect(String(page.headers["content-security-policy"])).toContain(
            "frame-ancestors 'none'",
          );
          expect(page.headers["x-frame-options"]).toBe("DENY");
          expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
        }
        const publicPage = await app.inject({ url: "/pricing/" });
        expect(publicPage.headers["cache-control"]).not.toBe("no-store");
        expect(publicPage.headers["cross-origin-opener-policy"]).toBeUndefined();
      });
    },
  );
}
