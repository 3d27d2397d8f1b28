// @ts-check
// What the API and the CLI do with the database: store a submission with its deliveries in one
// transaction, count the outbox, read everything back.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { deliveries, submissions } from "../db/schema.js";

/** The Idempotency-Key was used before for another form or other values. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super("This Idempotency-Key was already used for a different submission");
    this.name = "IdempotencyConflictError";
  }
}

/** JSON with sorted keys: two objects with the same entries give the same text. @param {unknown} value */
const canonical = (value) =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/**
 * @typedef {import("../db/index.js").Db} Db
 * @typedef {import("../db/schema.js").SubmissionKind} SubmissionKind
 * @typedef {import("../db/schema.js").DeliveryChannel} DeliveryChannel
 * @typedef {{
 *   id: string, kind: SubmissionKind, data: Record<string, string>, idempotencyKey: string | null,
 *   createdAt: Date,
 *   deliveries: { id: string, channel: DeliveryChannel, status: string, attempts: number,
 *     nextAttemptAt: Date, lastError: string | null, sentAt: Date | null }[],
 * }} StoredSubmission
 */

/** @param {Db} db */
export function createStore(db) {
  return {
    /**
     * Stores a valid submission and the deliveries it owes, committed together. With an
     * idempotency key already stored for the same form and values, stores nothing and answers the
     * first one's id.
     * @param {{ kind: SubmissionKind, data: Record<string, string>, idempotencyKey?: string,
     *   channels: DeliveryChannel[], now?: Date }} submission
     * @returns {Promise<{ id: string, duplicate: boolean }>}
     * @throws {IdempotencyConflictError} the key belongs to a different submission
     */
    async submit({ kind, data, idempotencyKey, channels, now = new Date() }) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(submissions)
          .values({ kind, data, idempotencyKey: idempotencyKey ?? null, createdAt: now })
          .onConflictDoNothing({ target: submissions.idempotencyKey })
          .returning({ id: submissions.id });
        if (inserted) {
          if (channels.length) {
            await tx.insert(deliveries).values(
              channels.map((channel) => ({
                submissionId: inserted.id,
                channel,
                nextAttemptAt: now,
                createdAt: now,
              })),
            );
          }
          return { id: inserted.id, duplicate: false };
        }
        // The key is taken (READ COMMITTED: a concurrent first request has committed by now).
        const [first] = await tx
          .select()
          .from(submissions)
          .where(eq(submissions.idempotencyKey, /** @type {string} */ (idempotencyKey)));
        if (!first || first.kind !== kind || canonical(first.data) !== canonical(data)) {
          throw new IdempotencyConflictError();
        }
        return { id: first.id, duplicate: true };
      });
    },

    /** Deliveries waiting and given up on. */
    async outboxCounts() {
      const rows = await db
        .select({ status: deliveries.status, n: count() })
        .from(deliveries)
        .where(inArray(deliveries.status, ["pending", "failed"]))
        .groupBy(deliveries.status);
      const of = (/** @type {string} */ status) =>
        Number(rows.find((row) => row.status === status)?.n ?? 0);
      return { pending: of("pending"), failed: of("failed") };
    },

    /** @param {{ kind?: SubmissionKind }} [filter] */
    async countSubmissions({ kind } = {}) {
      const [row] = await db
        .select({ n: count() })
        .from(submissions)
        .where(kind ? eq(submissions.kind, kind) : undefined);
      return Number(row?.n ?? 0);
    },

    /**
     * Every submission, oldest first, with the state of each of its deliveries.
     * @returns {Promise<StoredSubmission[]>}
     */
    async list() {
      const rows = await db.select().from(submissions).orderBy(asc(submissions.createdAt));
      const owed = rows.length
        ? await db
            .select()
            .from(deliveries)
            .orderBy(asc(deliveries.createdAt), asc(deliveries.channel))
        : [];
      return rows.map((row) => ({
        id: row.id,
        kind: /** @type {SubmissionKind} */ (row.kind),
        data: /** @type {Record<string, string>} */ (row.data),
        idempotencyKey: row.idempotencyKey,
        createdAt: row.createdAt,
        deliveries: owed
          .filter((delivery) => delivery.submissionId === row.id)
          .map(({ id, channel, status, attempts, nextAttemptAt, lastError, sentAt }) => ({
            id,
            channel: /** @type {DeliveryChannel} */ (channel),
            status,
            attempts,
            nextAttemptAt,
            lastError,
            sentAt,
          })),
      }));
    },

    /** The deliveries of one submission (tests, CLI). @param {string} submissionId */
    async deliveriesOf(submissionId) {
      return db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.submissionId, submissionId)))
        .orderBy(asc(deliveries.channel));
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */
