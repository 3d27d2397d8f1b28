// @ts-check
// The database: submissions (what visitors sent) and deliveries (the outbox: one row per e-mail or
// webhook call a submission owes). One schema for PGlite and PostgreSQL; `npm run db:generate`
// writes its SQL migrations to server/db/migrations (drizzle-kit), which run on every start.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const SUBMISSION_KINDS = /** @type {const} */ (["enquiry", "contact", "invite"]);
export const DELIVERY_CHANNELS = /** @type {const} */ ([
  "business_email",
  "thank_you_email",
  "webhook",
]);
export const DELIVERY_STATUSES = /** @type {const} */ (["pending", "sent", "failed"]);

/** @typedef {(typeof SUBMISSION_KINDS)[number]} SubmissionKind */
/** @typedef {(typeof DELIVERY_CHANNELS)[number]} DeliveryChannel */
/** @typedef {(typeof DELIVERY_STATUSES)[number]} DeliveryStatus */

/** @param {readonly string[]} values */
const oneOf = (values) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    kind: text("kind").$type().notNull(),
    /** The validated form values (the schema's output). */
    data: jsonb("data").$type().notNull(),
    /** The client's Idempotency-Key: a second request with it answers the first one's id. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("submissions_idempotency_key_unique").on(table.idempotencyKey),
    index("submissions_created_at_idx").on(table.createdAt),
    check("submissions_kind_check", sql`${table.kind} in (${oneOf(SUBMISSION_KINDS)})`),
  ],
);

export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    channel: text("channel").$type().notNull(),
    status: text("status").$type().notNull().default("pending"),
    /** Attempts started so far (counted when a worker claims the delivery). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the delivery until then; after it, another may take it over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("deliveries_submission_channel_unique").on(table.submissionId, table.channel),
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    check("deliveries_channel_check", sql`${table.channel} in (${oneOf(DELIVERY_CHANNELS)})`),
    check("deliveries_status_check", sql`${table.status} in (${oneOf(DELIVERY_STATUSES)})`),
  ],
);
