// The outbox worker against the database: sends what is due, several at once but never more than
// its concurrency, retries with exponential backoff, records a failure after the last attempt,
// resumes after a restart (at once for what its own instance held), and (PostgreSQL) two instances
// send each delivery exactly once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/index.ts";
import { deliveries as deliveriesTable } from "../db/schema.ts";
import { dispatchFor, forms } from "../submissions/forms.ts";
import { createStore } from "../submissions/store.ts";
import type { Store } from "../submissions/store.ts";
import { BACKENDS, freshDatabase, TEST_DATABASE_URL, truncate, VALID } from "../test-support.ts";
import type { Sender, Senders, SendJob } from "./senders.ts";
import { backoffMs, createWorker } from "./worker.ts";
import type { Worker } from "./worker.ts";

const T0 = new Date("2026-11-22T10:00:00Z");
const SECOND = 1000;

/** A clock the test moves by hand. */
function manualClock(start = T0) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A send that never finishes. */
const never: Sender = () => new Promise<void>(() => {});
/** Senders that never finish: the process died in the middle of its sends. */
const hanging: Senders = { business_email: never, thank_you_email: never, webhook: never };

/** Senders that record each call and fail while `failing` says so. */
function recordingSenders({
  failing = () => false,
}: { failing?: (channel: string, attempt: number) => boolean } = {}) {
  const calls: { channel: string; deliveryId: string; submissionId: string | undefined }[] = [];
  const attempts: Record<string, number> = {};
  const sender =
    (channel: string): Sender =>
    async (job) => {
      attempts[job.deliveryId] = (attempts[job.deliveryId] ?? 0) + 1;
      if (failing(channel, attempts[job.deliveryId] ?? 0)) throw new Error(`${channel} is down`);
      calls.push({ channel, deliveryId: job.deliveryId, submissionId: job.submission?.id });
    };
  return {
    calls,
    senders: {
      business_email: sender("business_email"),
      thank_you_email: sender("thank_you_email"),
      webhook: sender("webhook"),
    },
  };
}

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `the outbox worker on ${backend.name}`,
    () => {
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let db: Db;
      let store: Store;

      beforeAll(async () => {
        fresh = await freshDatabase(backend.postgres);
        db = fresh.database.db;
        store = createStore(db);
      }, 60_000);
      afterAll(() => fresh.drop());
      beforeEach(() => truncate(db));

      let visitor = 0;
      /**
       * Stores an ok enquiry (business and thank-you e-mails, and a webhook), each from an address
       * of its own (one address gets one confirmation a day).
       */
      const submitEnquiry = async (now = T0) => {
        const data = { ...VALID.enquiry, email: `ada.${(visitor += 1)}@example.com` };
        return store.submit({
          kind: "enquiry",
          data: {
            name: data.name,
            email: data.email,
            interestedIn: data.interestedIn,
            needs: data.needs,
          },
          ...dispatchFor(forms.enquiry, data, { webhook: true, confirmationsPerHour: 1000 }),
          now,
        });
      };

      const statusOf = async (id: string) =>
        Object.fromEntries(
          (await store.deliveriesOf(id)).map((delivery) => [
            delivery.channel,
            { status: delivery.status, attempts: delivery.attempts, lastError: delivery.lastError },
          ]),
        );

      it("sends every due delivery once and marks it sent", async () => {
        const { id } = await submitEnquiry();
        const { calls, senders } = recordingSenders();
        const clock = manualClock();
        const worker = createWorker({ db, senders, clock: clock.now });
        expect(await worker.runOnce()).toBe(3);
        expect(calls.map((call) => call.channel).sort()).toEqual([
          "business_email",
          "thank_you_email",
          "webhook",
        ]);
        expect(calls.every((call) => call.submissionId === id)).toBe(true);
        const deliveries = await store.deliveriesOf(id);
        expect(deliveries.map((delivery) => delivery.status)).toEqual(["sent", "sent", "sent"]);
        expect(deliveries.every((delivery) => delivery.sentAt?.getTime() === T0.getTime())).toBe(
          true,
        );
        expect(await worker.runOnce()).toBe(0);
        expect(calls).toHaveLength(3);
        expect(await store.outboxCounts()).toEqual({ pending: 0, failed: 0 });
      });

      it("logs each failed attempt through a logger whose methods need their object, as pino's do", async () => {
        const { id } = await submitEnquiry();
        const { senders } = recordingSenders({
          failing: (channel) => channel === "business_email",
        });
        class Logger {
          lines: string[] = [];
          info(_obj: object, msg?: string) {
            this.lines.push(`info: ${msg}`);
          }
          warn(_obj: object, msg?: string) {
            this.lines.push(`warn: ${msg}`);
          }
          error(_obj: object, msg?: string) {
            this.lines.push(`error: ${msg}`);
          }
        }
        const log = new Logger();
        const worker = createWorker({ db, senders, clock: manualClock().now, log });
        expect(await worker.runOnce()).toBe(3);
        expect(log.lines).toContain("warn: delivery failed, will retry");
        expect(await statusOf(id)).toMatchObject({
          business_email: { status: "pending", attempts: 1 },
          thank_you_email: { status: "sent" },
          webhook: { status: "sent" },
        });
      });

      it("leaves the deliveries of a channel without a sender waiting", async () => {
        const { id } = await submitEnquiry();
        const { calls, senders } = recordingSenders();
        const worker = createWorker({
          db,
          senders: { webhook: senders.webhook },
          clock: manualClock().now,
        });
        expect(worker.channels).toEqual(["webhook"]);
        await worker.runOnce();
        expect(calls.map((call) => call.channel)).toEqual(["webhook"]);
        expect(await statusOf(id)).toMatchObject({
          business_email: { status: "pending", attempts: 0 },
          thank_you_email: { status: "pending", attempts: 0 },
          webhook: { status: "sent" },
        });
      });

      it("retries a failed delivery after an exponential backoff, keeping the error", async () => {
        const { id } = await submitEnquiry();
        const { calls, senders } = recordingSenders({
          failing: (channel, attempt) => channel === "business_email" && attempt <= 3,
        });
        const clock = manualClock();
        const worker = createWorker({
          db,
          senders,
          clock: clock.now,
          baseDelayMs: 30 * SECOND,
          maxDelayMs: 3600 * SECOND,
        });
        await worker.runOnce();
        expect((await statusOf(id)).business_email).toEqual({
          status: "pending",
          attempts: 1,
          lastError: "Error: business_email is down",
        });
        // Not before its time: 30 s, then 60 s, then 120 s.
        for (const wait of [30, 60, 120]) {
          clock.advance((wait - 1) * SECOND);
          expect(await worker.runOnce(), `${wait - 1} s`).toBe(0);
          clock.advance(1 * SECOND);
          expect(await worker.runOnce(), `${wait} s`).toBe(1);
        }
        expect((await statusOf(id)).business_email).toEqual({
          status: "sent",
          attempts: 4,
          lastError: null,
        });
        expect(calls.filter((call) => call.channel === "business_email")).toHaveLength(1);
      });

      it("doubles the wait up to its maximum", () => {
        const settings = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
        expect(
          [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => backoffMs(attempts, settings) / 1000),
        ).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
      });

      it("marks a delivery failed after the last attempt, with the last error", async () => {
        const { id } = await submitEnquiry();
        const { senders } = recordingSenders({ failing: (channel) => channel === "webhook" });
        const clock = manualClock();
        const worker = createWorker({
          db,
          senders,
          clock: clock.now,
          maxAttempts: 3,
          baseDelayMs: SECOND,
        });
        for (let pass = 0; pass < 6; pass += 1) {
          await worker.runOnce();
          clock.advance(60 * SECOND);
        }
        expect((await statusOf(id)).webhook).toEqual({
          status: "failed",
          attempts: 3,
          lastError: "Error: webhook is down",
        });
        expect(await store.outboxCounts()).toEqual({ pending: 0, failed: 1 });
      });

      it("resumes after a restart: a new worker sends what the old one left", async () => {
        const first = await submitEnquiry();
        const { senders: down } = recordingSenders({ failing: () => true });
        const clock = manualClock();
        await createWorker({ db, senders: down, clock: clock.now }).runOnce();
        const second = await submitEnquiry();
        // The first worker is gone. A new one, later, on the same database:
        clock.advance(10 * 60 * SECOND);
        const { calls, senders } = recordingSenders();
        const restarted = createWorker({ db, senders, clock: clock.now });
        while ((await restarted.runOnce()) > 0);
        expect(calls).toHaveLength(6);
        for (const { id } of [first, second]) {
          expect(Object.values(await statusOf(id)).map((delivery) => delivery.status)).toEqual([
            "sent",
            "sent",
            "sent",
          ]);
        }
      });

      it("takes over a delivery whose worker died mid-send once its lease has run out", async () => {
        const { id } = await submitEnquiry();
        const clock = manualClock();
        // A worker that never finishes: it claims and hangs.
        const hung = createWorker({
          db,
          senders: { webhook: never },
          clock: clock.now,
          leaseMs: 60 * SECOND,
        });
        void hung.runOnce();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const { calls, senders } = recordingSenders();
        const other = createWorker({
          db,
          senders: { webhook: senders.webhook },
          clock: clock.now,
          leaseMs: 60 * SECOND,
        });
        expect(await other.runOnce()).toBe(0);
        clock.advance(61 * SECOND);
        expect(await other.runOnce()).toBe(1);
        expect(calls).toHaveLength(1);
        expect((await statusOf(id)).webhook).toEqual({
          status: "sent",
          attempts: 2,
          lastError: null,
        });
      });

      /** Every delivery's lease: who holds it, until when, after how many attempts. */
      const leases = () =>
        db
          .select({
            status: deliveriesTable.status,
            lockedBy: deliveriesTable.lockedBy,
            lockedUntil: deliveriesTable.lockedUntil,
            attempts: deliveriesTable.attempts,
            lastError: deliveriesTable.lastError,
          })
          .from(deliveriesTable);

      /**
       * Three enquiries (nine deliveries) claimed by a worker of instance "web-1" that then dies
       * before recording any of them.
       */
      const claimedByADeadInstance = async ({
        clock,
        maxAttempts,
      }: {
        clock: ReturnType<typeof manualClock>;
        maxAttempts?: number;
      }) => {
        for (let i = 0; i < 3; i += 1) await submitEnquiry();
        const dead = createWorker({
          db,
          senders: hanging,
          instanceId: "web-1",
          clock: clock.now,
          leaseMs: 60 * SECOND,
          ...(maxAttempts ? { maxAttempts } : {}),
        });
        void dead.runOnce();
        await until(async () =>
          (await leases()).every((lease) => lease.lockedBy === "web-1" && lease.attempts === 1),
        );
        expect(await leases()).toHaveLength(9);
      };

      it("takes back at once, on start, what its own instance had claimed when it died", async () => {
        const clock = manualClock();
        await claimedByADeadInstance({ clock });
        // Restarted 10 s later, well within the 60 s lease, under the same instance id.
        clock.advance(10 * SECOND);
        const { calls, senders } = recordingSenders();
        const restarted = createWorker({
          db,
          senders,
          instanceId: "web-1",
          clock: clock.now,
          leaseMs: 60 * SECOND,
          pollMs: 60_000,
        });
        restarted.start();
        try {
          await until(() => calls.length === 9);
        } finally {
          await restarted.stop();
        }
        expect(new Set(calls.map((call) => call.deliveryId)).size).toBe(9);
        // The attempt the dead worker started stays counted.
        expect(await leases()).toEqual(
          Array.from({ length: 9 }, () => ({
            status: "sent",
            lockedBy: null,
            lockedUntil: null,
            attempts: 2,
            lastError: null,
          })),
        );
      });

      it("leaves another instance's claimed deliveries alone until their lease runs out", async () => {
        const clock = manualClock();
        await claimedByADeadInstance({ clock });
        const { calls, senders } = recordingSenders();
        const other = createWorker({
          db,
          senders,
          instanceId: "web-2",
          clock: clock.now,
          leaseMs: 60 * SECOND,
        });
        expect(await other.takeBack()).toBe(0);
        clock.advance(59 * SECOND);
        expect(await other.runOnce()).toBe(0);
        expect(calls).toEqual([]);
        clock.advance(2 * SECOND);
        expect(await other.runOnce()).toBe(9);
        expect(calls).toHaveLength(9);
      });

      it("marks failed at once, on start, what its instance abandoned on the last attempt", async () => {
        const clock = manualClock();
        await claimedByADeadInstance({ clock, maxAttempts: 1 });
        const { calls, senders } = recordingSenders();
        const restarted = createWorker({
          db,
          senders,
          instanceId: "web-1",
          clock: clock.now,
          maxAttempts: 1,
        });
        expect(await restarted.takeBack()).toBe(0);
        expect(await restarted.runOnce()).toBe(0);
        expect(calls).toEqual([]);
        expect(
          (await leases()).every(
            (lease) =>
              lease.status === "failed" &&
              lease.lockedBy === null &&
              lease.lastError === "the worker stopped during the last attempt",
          ),
        ).toBe(true);
      });

      it("sends several deliveries at once, never more than its concurrency", async () => {
        for (let i = 0; i < 7; i += 1) await submitEnquiry();
        let now = 0;
        let most = 0;
        const counting = async () => {
          now += 1;
          most = Math.max(most, now);
          await new Promise((resolve) => setTimeout(resolve, 20));
          now -= 1;
        };
        const worker = createWorker({
          db,
          senders: { business_email: counting, thank_you_email: counting, webhook: counting },
          clock: manualClock().now,
          concurrency: 3,
        });
        expect(await worker.runOnce()).toBe(21);
        expect(most).toBe(3);
        expect(await store.outboxCounts()).toEqual({ pending: 0, failed: 0 });
      });

      it("hands back, unstarted, what it could not start within half its lease", async () => {
        await submitEnquiry();
        const clock = manualClock();
        let sends = 0;
        // The first send takes half the lease: a slow SMTP server.
        const slow = async () => {
          sends += 1;
          clock.advance(30 * SECOND);
        };
        const worker = createWorker({
          db,
          senders: { business_email: slow, thank_you_email: slow, webhook: slow },
          clock: clock.now,
          concurrency: 1,
          leaseMs: 60 * SECOND,
        });
        expect(await worker.runOnce()).toBe(3);
        expect(sends).toBe(1);
        const after = await leases();
        expect(after.filter((lease) => lease.status === "sent")).toHaveLength(1);
        expect(after.filter((lease) => lease.status === "pending")).toEqual(
          Array.from({ length: 2 }, () => ({
            status: "pending",
            lockedBy: null,
            lockedUntil: null,
            attempts: 0,
            lastError: null,
          })),
        );
        // Due at once: the next pass sends them.
        expect(await worker.runOnce()).toBe(2);
      });

      it("stops once the sends in flight are recorded, handing back the claimed ones not started", async () => {
        for (let i = 0; i < 2; i += 1) await submitEnquiry();
        const finish: (() => void)[] = [];
        const gated = () => new Promise<void>((resolve) => finish.push(resolve));
        const worker = createWorker({
          db,
          senders: { business_email: gated, thank_you_email: gated, webhook: gated },
          concurrency: 2,
          pollMs: 60_000,
        });
        worker.start();
        await until(() => finish.length === 2);
        const stopped = worker.stop();
        for (const done of finish) done();
        await stopped;
        expect(finish).toHaveLength(2);
        const after = await leases();
        expect(after.filter((lease) => lease.status === "sent")).toHaveLength(2);
        // The other four: due at once for any instance, their attempt not counted.
        expect(after.filter((lease) => lease.status === "pending")).toEqual(
          Array.from({ length: 4 }, () => ({
            status: "pending",
            lockedBy: null,
            lockedUntil: null,
            attempts: 0,
            lastError: null,
          })),
        );
      });

      it("wakes up for a new submission and stops cleanly", async () => {
        const { calls, senders } = recordingSenders();
        const worker = createWorker({ db, senders, pollMs: 60_000 });
        worker.start();
        await submitEnquiry(new Date());
        worker.wake();
        for (let i = 0; i < 100 && calls.length < 3; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(calls).toHaveLength(3);
        await worker.stop();
      });

      it.runIf(backend.postgres)(
        "sends each delivery exactly once with two instances sharing the database",
        async () => {
          // Two instances: each its own connection pool, as two server processes would have.
          const { openDatabase } = await import("../db/index.ts");
          if (!fresh.url) throw new Error("a PostgreSQL database has a URL");
          const other = await openDatabase({ databaseUrl: fresh.url, poolSize: 5 });
          try {
            for (let i = 0; i < 40; i += 1) await submitEnquiry();
            const a = recordingSenders();
            const b = recordingSenders();
            // A send takes a little while, so the two overlap.
            const slow = (senders: Senders): Senders =>
              Object.fromEntries(
                Object.entries(senders).map(([channel, send]) => [
                  channel,
                  async (job: SendJob) => {
                    await new Promise((resolve) => setTimeout(resolve, 2));
                    await send?.(job);
                  },
                ]),
              );
            const [first, second] = [
              createWorker({ db, senders: slow(a.senders), batchSize: 5 }),
              createWorker({ db: other.db, senders: slow(b.senders), batchSize: 5 }),
            ];
            const drain = async (worker: Worker) => {
              while ((await worker.runOnce()) > 0);
            };
            await Promise.all([drain(first), drain(second), drain(first), drain(second)]);
            const sent = [...a.calls, ...b.calls].map((call) => call.deliveryId);
            expect(sent).toHaveLength(120);
            expect(new Set(sent).size).toBe(120);
            // Both took part.
            expect(a.calls.length).toBeGreaterThan(0);
            expect(b.calls.length).toBeGreaterThan(0);
            expect(await store.outboxCounts()).toEqual({ pending: 0, failed: 0 });
          } finally {
            await other.close();
          }
        },
        60_000,
      );
    },
  );
}
