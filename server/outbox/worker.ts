// The outbox worker: claims due deliveries (FOR UPDATE SKIP LOCKED, so several instances sharing one
// PostgreSQL never take the same one), sends them several at a time, and records each outcome: sent,
// or a retry after an exponential backoff, or failed after the last attempt with the error kept. All
// state is in the database, so a restarted (or another) worker carries on where this one stopped; a
// claim names its instance, so a restarted one takes back at once what it held when it died.
import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { DELIVERY_CHANNELS, deliveries, submissions } from "../db/schema.ts";
import type { DeliveryRow } from "../db/schema.ts";
import { safeError } from "../log-safe.ts";
import type { OutboxSubmission, Senders } from "./senders.ts";

export const DEFAULTS = {
  /** Attempts before a delivery is marked failed. */
  maxAttempts: 10,
  /** The wait after the first failure; it doubles with each further one... */
  baseDelayMs: 30_000,
  /** ...up to this. 10 attempts span about 4.5 hours. */
  maxDelayMs: 3_600_000,
  /**
   * How long a worker holds a claimed delivery: longer than any send may take (SMTP times out
   * sooner). A send starts only in the first half, so that it ends within the lease.
   */
  leaseMs: 5 * 60_000,
  /** How often the worker looks for due deliveries when nothing wakes it. */
  pollMs: 5_000,
  /** Deliveries claimed at once: a few rounds of `concurrency`, so the lanes are kept busy. */
  batchSize: 50,
  /**
   * Sends in flight at once (OUTBOX_CONCURRENCY). An SMTP round trip mostly waits on the network, so
   * one at a time left the instance idle: about 9 e-mails a second. The mailer's pool opens as many
   * SMTP connections.
   */
  concurrency: 8,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(
  attempts: number,
  {
    baseDelayMs = DEFAULTS.baseDelayMs,
    maxDelayMs = DEFAULTS.maxDelayMs,
  }: { baseDelayMs?: number; maxDelayMs?: number } = {},
): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs);
}

const describeError = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/** What the worker logs through: pino's (Fastify's) logger, or a test's. */
export interface WorkerLog {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
}

export type WorkerOptions = {
  db: Db;
  senders: Senders;
  /**
   * The instance's INSTANCE_ID (config.ts), written on each claim. It must be the same after a
   * restart and differ between instances: on start the worker takes back every pending delivery
   * claimed under it, which is right only because nothing else is sending under that id any more.
   * Without one, a random id: such a worker never takes back anything, and what it held waits out
   * its lease.
   */
  instanceId?: string;
  clock?: () => Date;
  log?: WorkerLog;
} & Partial<typeof DEFAULTS>;

export function createWorker({
  db,
  senders,
  instanceId = randomUUID(),
  clock = () => new Date(),
  log,
  ...tuning
}: WorkerOptions) {
  const settings = { ...DEFAULTS, ...tuning };
  const concurrency = Math.max(1, Math.floor(settings.concurrency));
  const channels = DELIVERY_CHANNELS.filter((channel) => senders[channel]);
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let wakeRequested = false;
  /** Set by stop(): lanes finish the send in hand and start no other. */
  let stopping = false;
  /** Whether leases under this instance's id may be left over: at start, and after a failed pass. */
  let takeBackDue = true;
  /** Passes in progress (the loop's, or a caller's runOnce), which stop() waits for. */
  const inFlight = new Set<Promise<number>>();

  /** Claims up to one batch of due deliveries for this worker. */
  async function claim(now: Date): Promise<DeliveryRow[]> {
    const due = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.status, "pending"),
          lte(deliveries.nextAttemptAt, now),
          inArray(deliveries.channel, channels),
          or(isNull(deliveries.lockedUntil), lt(deliveries.lockedUntil, now)),
        ),
      )
      .orderBy(deliveries.nextAttemptAt)
      .limit(settings.batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(deliveries)
      .set({
        lockedUntil: new Date(now.getTime() + settings.leaseMs),
        lockedBy: instanceId,
        attempts: sql`${deliveries.attempts} + 1`,
      })
      .where(inArray(deliveries.id, due))
      .returning();
  }

  /** What a delivery abandoned during its last attempt becomes. */
  const abandonedOnLastAttempt = {
    status: "failed" as const,
    lockedUntil: null,
    lockedBy: null,
    lastError: sql`coalesce(${deliveries.lastError}, 'the worker stopped during the last attempt')`,
  };

  /**
   * A worker that stopped in the middle of its last attempt (the process died) leaves a delivery
   * with no attempts left: mark it failed once its lease has run out.
   */
  async function failAbandoned(now: Date) {
    await db
      .update(deliveries)
      .set(abandonedOnLastAttempt)
      .where(
        and(
          eq(deliveries.status, "pending"),
          gte(deliveries.attempts, settings.maxAttempts),
          lt(deliveries.lockedUntil, now),
        ),
      );
  }

  /**
   * Takes back the deliveries this instance claimed and never recorded: it died, or lost the
   * database, in the middle of a batch. Nothing else sends under its id, and this worker has no
   * pass in progress, so they are abandoned: cleared of their lease they are due at once, instead
   * of after `leaseMs` (the attempt they used stays counted, as when a lease runs out). One
   * abandoned on its last attempt is marked failed, as failAbandoned would. Other instances' leases
   * are left alone: those may still be sending. Answers how many were taken back.
   */
  async function takeBack(): Promise<number> {
    const mine = and(eq(deliveries.status, "pending"), eq(deliveries.lockedBy, instanceId));
    await db
      .update(deliveries)
      .set(abandonedOnLastAttempt)
      .where(and(mine, gte(deliveries.attempts, settings.maxAttempts)));
    const taken = await db
      .update(deliveries)
      .set({ lockedUntil: null, lockedBy: null })
      .where(mine)
      .returning({ id: deliveries.id });
    if (taken.length > 0) {
      log?.info({ deliveries: taken.length }, "took back the deliveries this instance held");
    }
    return taken.length;
  }

  /**
   * One pass: claims due deliveries and sends them, `concurrency` at a time. Answers how many were
   * claimed.
   */
  async function pass(): Promise<number> {
    if (channels.length === 0) return 0;
    const now = clock();
    await failAbandoned(now);
    const claimed = await claim(now);
    if (claimed.length === 0) return 0;
    // The submissions they are about: one each, or a digest's several.
    const idsOf = (delivery: DeliveryRow) =>
      delivery.submissionId
        ? [delivery.submissionId]
        : delivery.payload && "submissionIds" in delivery.payload
          ? delivery.payload.submissionIds
          : [];
    const ids = [...new Set(claimed.flatMap(idsOf))];
    const rows = ids.length
      ? await db.select().from(submissions).where(inArray(submissions.id, ids))
      : [];
    const byId = new Map<string, OutboxSubmission>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          kind: row.kind,
          data: row.data,
          verdict: row.verdict,
          reasons: row.reasons,
          source: row.source ?? null,
          createdAt: row.createdAt,
        },
      ]),
    );
    async function deliver(delivery: DeliveryRow) {
      const send = senders[delivery.channel];
      // Set by the claim that returned it.
      const { lockedUntil } = delivery;
      if (!lockedUntil) throw new Error(`delivery ${delivery.id} was claimed without a lease`);
      // Only while this worker still holds the delivery.
      const held = and(
        eq(deliveries.id, delivery.id),
        eq(deliveries.lockedUntil, lockedUntil),
        eq(deliveries.lockedBy, instanceId),
      );
      // Not started yet and no longer to be: stopping, or half the lease gone in the batch's earlier
      // sends (a slow SMTP server). A send started later might outlast the lease, and another
      // instance take the delivery over meanwhile. Handed back, its attempt uncounted, unless
      // another instance holds it by now.
      if (stopping || clock().getTime() >= lockedUntil.getTime() - settings.leaseMs / 2) {
        await db
          .update(deliveries)
          .set({ lockedUntil: null, lockedBy: null, attempts: sql`${deliveries.attempts} - 1` })
          .where(held);
        return;
      }
      try {
        // A digest's submissions may have been erased since: it sends what is left.
        const about = idsOf(delivery).flatMap((id) => byId.get(id) ?? []);
        const submission = delivery.submissionId ? about[0] : undefined;
        if (!send || (delivery.submissionId && !submission)) {
          throw new Error("nothing to send it with");
        }
        await send({
          deliveryId: delivery.id,
          submission,
          submissions: about,
          payload: delivery.payload,
        });
      } catch (error) {
        // Kept whole for the business (the CLI shows it); logged without addresses or values.
        const lastError = describeError(error);
        const final = delivery.attempts >= settings.maxAttempts;
        await db
          .update(deliveries)
          .set(
            final
              ? { status: "failed", lockedUntil: null, lockedBy: null, lastError }
              : {
                  lockedUntil: null,
                  lockedBy: null,
                  lastError,
                  nextAttemptAt: new Date(
                    clock().getTime() + backoffMs(delivery.attempts, settings),
                  ),
                },
          )
          .where(held);
        // Called on the logger (pino's methods need it as `this`).
        log?.[final ? "error" : "warn"](
          {
            delivery: delivery.id,
            channel: delivery.channel,
            attempts: delivery.attempts,
            err: safeError(error),
          },
          final ? "delivery failed for good" : "delivery failed, will retry",
        );
        return;
      }
      // Should this update be lost (the database gone after the SMTP server's 250), the delivery is
      // sent again later: the same Message-ID (render.ts) lets mail servers and clients fold the two.
      await db
        .update(deliveries)
        .set({
          status: "sent",
          sentAt: clock(),
          lockedUntil: null,
          lockedBy: null,
          lastError: null,
          // A staff invitation's link is kept only until it is sent (its token is otherwise a hash).
          ...(delivery.channel === "staff_invitation" ? { payload: null } : {}),
        })
        .where(held);
      log?.info({ delivery: delivery.id, channel: delivery.channel }, "delivery sent");
    }

    // `concurrency` lanes take the claimed deliveries in order, one at a time each. A lane whose
    // record fails (the database is gone) stops; the others carry on, and the pass fails once every
    // lane is done, so that nothing is still sending when it returns.
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const delivery = claimed[next];
        next += 1;
        if (delivery) await deliver(delivery);
      }
    };
    const lanes = await Promise.allSettled(
      Array.from({ length: Math.min(concurrency, claimed.length) }, lane),
    );
    const broken = lanes.find((result) => result.status === "rejected");
    if (broken) throw broken.reason;
    return claimed.length;
  }

  /** Waits `ms`, or less when woken. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakeRequested) {
        wakeRequested = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  /** A pass that stop() waits for. */
  function runOnce() {
    const pending = pass();
    inFlight.add(pending);
    const settle = () => inFlight.delete(pending);
    pending.then(settle, settle);
    return pending;
  }

  async function run() {
    while (running) {
      let attempted = 0;
      try {
        // Between passes nothing of this worker's is in flight, so whatever its instance still
        // holds was abandoned: by a crash before this start, or by a pass that lost the database.
        if (takeBackDue) {
          await takeBack();
          takeBackDue = false;
        }
        attempted = await runOnce();
      } catch (error) {
        takeBackDue = true;
        log?.error({ err: safeError(error) }, "the outbox worker could not reach the database");
      }
      if (running && attempted < settings.batchSize) await sleep(settings.pollMs);
    }
  }

  return {
    /** The channels this worker sends; the others wait. */
    channels,
    /** The id this worker claims under. */
    instanceId,
    runOnce,
    takeBack,
    /**
     * Starts the loop (a no-op without any sender). It first takes back what this instance held
     * when it last stopped.
     */
    start() {
      if (running || channels.length === 0) return;
      running = true;
      stopping = false;
      loop = run();
    },
    /** Looks for due deliveries now (a submission was just stored). */
    wake() {
      if (wakeUp) wakeUp();
      else wakeRequested = true;
    },
    /**
     * Stops the loop once the sends in flight are recorded; the claimed deliveries not yet started
     * are handed back, due at once for another instance.
     */
    async stop() {
      running = false;
      stopping = true;
      wakeUp?.();
      await Promise.allSettled([loop, ...inFlight]);
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
