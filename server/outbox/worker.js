// @ts-check
// The outbox worker: claims due deliveries (FOR UPDATE SKIP LOCKED, so several instances sharing one
// PostgreSQL never take the same one), sends them, and records the outcome: sent, or a retry after
// an exponential backoff, or failed after the last attempt with the error kept. All state is in the
// database, so a restarted (or another) worker carries on where this one stopped.
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { deliveries, submissions } from "../db/schema.js";
import { safeError } from "../log-safe.js";

export const DEFAULTS = {
  /** Attempts before a delivery is marked failed. */
  maxAttempts: 10,
  /** The wait after the first failure; it doubles with each further one... */
  baseDelayMs: 30_000,
  /** ...up to this. 10 attempts span about 4.5 hours. */
  maxDelayMs: 3_600_000,
  /** How long a worker holds a claimed delivery: longer than any send may take (SMTP times out sooner). */
  leaseMs: 5 * 60_000,
  /** How often the worker looks for due deliveries when nothing wakes it. */
  pollMs: 5_000,
  batchSize: 10,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. @param {number} attempts */
export function backoffMs(
  attempts,
  { baseDelayMs = DEFAULTS.baseDelayMs, maxDelayMs = DEFAULTS.maxDelayMs } = {},
) {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs);
}

/** @param {unknown} error */
const describeError = (error) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/**
 * @param {{
 *   db: import("../db/index.js").Db,
 *   senders: import("./senders.js").Senders,
 *   clock?: () => Date,
 *   log?: { info: (obj: object, msg?: string) => void, warn: (obj: object, msg?: string) => void, error: (obj: object, msg?: string) => void },
 * } & Partial<typeof DEFAULTS>} options
 */
export function createWorker({ db, senders, clock = () => new Date(), log, ...tuning }) {
  const settings = { ...DEFAULTS, ...tuning };
  const channels = /** @type {import("../db/schema.js").DeliveryChannel[]} */ (
    Object.keys(senders).filter((channel) => senders[/** @type {keyof typeof senders} */ (channel)])
  );
  let running = false;
  /** @type {Promise<void> | undefined} */
  let loop;
  /** @type {(() => void) | undefined} */
  let wakeUp;
  let wakeRequested = false;

  /** Claims up to one batch of due deliveries for this worker. @param {Date} now */
  async function claim(now) {
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
        attempts: sql`${deliveries.attempts} + 1`,
      })
      .where(inArray(deliveries.id, due))
      .returning();
  }

  /**
   * A worker that stopped in the middle of its last attempt (the process died) leaves a delivery
   * with no attempts left: mark it failed once its lease has run out.
   * @param {Date} now
   */
  async function failAbandoned(now) {
    await db
      .update(deliveries)
      .set({
        status: "failed",
        lockedUntil: null,
        lastError: sql`coalesce(${deliveries.lastError}, 'the worker stopped during the last attempt')`,
      })
      .where(
        and(
          eq(deliveries.status, "pending"),
          sql`${deliveries.attempts} >= ${settings.maxAttempts}`,
          lt(deliveries.lockedUntil, now),
        ),
      );
  }

  /**
   * One pass: claims due deliveries and sends each.
   * @returns {Promise<number>} how many were attempted
   */
  async function runOnce() {
    if (channels.length === 0) return 0;
    const now = clock();
    await failAbandoned(now);
    const claimed = await claim(now);
    if (claimed.length === 0) return 0;
    // The submissions they are about: one each, or a digest's several.
    /** @param {(typeof claimed)[number]} delivery */
    const idsOf = (delivery) =>
      delivery.submissionId
        ? [delivery.submissionId]
        : (/** @type {{ submissionIds?: string[] } | null} */ (delivery.payload)?.submissionIds ??
          []);
    const ids = [...new Set(claimed.flatMap(idsOf))];
    const rows = ids.length
      ? await db.select().from(submissions).where(inArray(submissions.id, ids))
      : [];
    /** @type {Map<string, import("./senders.js").SubmissionRow>} */
    const byId = new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          kind: /** @type {import("../db/schema.js").SubmissionKind} */ (row.kind),
          data: /** @type {Record<string, string>} */ (row.data),
          verdict: /** @type {import("../db/schema.js").Verdict} */ (row.verdict),
          reasons: /** @type {string[]} */ (row.reasons),
          source: /** @type {import("../db/schema.js").LeadSource | null} */ (row.source ?? null),
          createdAt: row.createdAt,
        },
      ]),
    );
    for (const delivery of claimed) {
      const send =
        senders[/** @type {import("../db/schema.js").DeliveryChannel} */ (delivery.channel)];
      // Only while this worker still holds the delivery.
      const held = and(
        eq(deliveries.id, delivery.id),
        eq(deliveries.lockedUntil, /** @type {Date} */ (delivery.lockedUntil)),
      );
      try {
        // A digest's submissions may have been erased since: it sends what is left.
        const about = idsOf(delivery).flatMap((id) => byId.get(id) ?? []);
        const submission = delivery.submissionId ? about[0] : undefined;
        if (!send || (delivery.submissionId && !submission)) {
          throw new Error("nothing to send it with");
        }
        await send({ deliveryId: delivery.id, submission, submissions: about });
        await db
          .update(deliveries)
          .set({ status: "sent", sentAt: clock(), lockedUntil: null, lastError: null })
          .where(held);
        log?.info({ delivery: delivery.id, channel: delivery.channel }, "delivery sent");
      } catch (error) {
        // Kept whole for the business (the CLI shows it); logged without addresses or values.
        const lastError = describeError(error);
        const final = delivery.attempts >= settings.maxAttempts;
        await db
          .update(deliveries)
          .set(
            final
              ? { status: "failed", lockedUntil: null, lastError }
              : {
                  lockedUntil: null,
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
      }
    }
    return claimed.length;
  }

  /** Waits `ms`, or less when woken. @param {number} ms */
  const sleep = (ms) =>
    new Promise((resolve) => {
      if (wakeRequested) {
        wakeRequested = false;
        resolve(undefined);
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve(undefined);
      }
      wakeUp = done;
    });

  async function run() {
    while (running) {
      let attempted = 0;
      try {
        attempted = await runOnce();
      } catch (error) {
        log?.error({ err: safeError(error) }, "the outbox worker could not reach the database");
      }
      if (running && attempted < settings.batchSize) await sleep(settings.pollMs);
    }
  }

  return {
    /** The channels this worker sends; the others wait. */
    channels,
    runOnce,
    /** Starts the loop (a no-op without any sender). */
    start() {
      if (running || channels.length === 0) return;
      running = true;
      loop = run();
    },
    /** Looks for due deliveries now (a submission was just stored). */
    wake() {
      if (wakeUp) wakeUp();
      else wakeRequested = true;
    },
    /** Stops the loop once the delivery in hand is recorded. */
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}

/** @typedef {ReturnType<typeof createWorker>} Worker */
