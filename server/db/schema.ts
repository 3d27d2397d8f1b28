// The database: submissions (what visitors sent, with the spam verdict and where the visit came
// from), deliveries (the outbox: one row per e-mail or webhook call a submission owes, and the daily
// digest of suspect ones), and the small tables the instances share: the confirmation quota, the rate
// limit, spent proof-of-work challenges, the server's secrets and the daily job's last run. One schema
// for PGlite and PostgreSQL; `npm run db:generate` writes its SQL migrations to server/db/migrations
// (drizzle-kit), which run on every start.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LeadSource } from "../../src/shared/schemas/source.ts";
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

export const SUBMISSION_KINDS = ["enquiry", "contact", "invite"] as const;
export const DELIVERY_CHANNELS = [
  "business_email",
  "thank_you_email",
  "webhook",
  "suspect_digest",
  "staff_invitation",
] as const;
/** The channels that belong to no one submission: the digest, and a staff member's enrolment link. */
export const UNATTACHED_CHANNELS = ["suspect_digest", "staff_invitation"] as const;
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
/** ok: sent on at once; suspect: held for the daily digest; spam: kept 30 days, never sent. */
export const VERDICTS = ["ok", "suspect", "spam"] as const;

export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type Verdict = (typeof VERDICTS)[number];
/**
 * Where a lead came from (src/shared/schemas/source.ts): the form's page, the visit's landing page and
 * its referrer's origin, and the landing URL's UTM parameters.
 */
export type { LeadSource };
/** A submission's values as stored: the form schema's output, every field a string. */
export type SubmissionData = Record<string, string>;
/** A digest's payload: the suspect submissions it covers. */
export interface DigestPayload {
  submissionIds: string[];
}
/**
 * A staff invitation's payload (issue 36): whom to send the enrolment link to. Cleared once sent:
 * the link's token is otherwise kept only as a hash (server/db/staff-schema.ts).
 */
export interface InvitationPayload {
  invitation: { email: string; link: string; role: string };
}

const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(", "));

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    kind: text("kind").$type<SubmissionKind>().notNull(),
    /** The validated form values (the schema's output). */
    data: jsonb("data").$type<SubmissionData>().notNull(),
    /** The client's Idempotency-Key: a second request with it answers the first one's id. */
    idempotencyKey: text("idempotency_key"),
    /** The spam verdict (server/spam/verdict.ts) and its reasons, in words. */
    verdict: text("verdict").$type<Verdict>().notNull().default("ok"),
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    /** Where the lead came from; null when nothing is known. */
    source: jsonb("source").$type<LeadSource>(),
    /** A suspect submission: when it was put into a daily digest. */
    digestedAt: timestamp("digested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("submissions_idempotency_key_unique").on(table.idempotencyKey),
    index("submissions_created_at_idx").on(table.createdAt),
    index("submissions_verdict_created_at_idx").on(table.verdict, table.createdAt),
    check("submissions_kind_check", sql`${table.kind} in (${oneOf(SUBMISSION_KINDS)})`),
    check("submissions_verdict_check", sql`${table.verdict} in (${oneOf(VERDICTS)})`),
  ],
);

export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    /** The submission it belongs to; null only for a digest, which covers several (payload). */
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    channel: text("channel").$type<DeliveryChannel>().notNull(),
    /** A digest's submission ids ({ submissionIds }), or a staff invitation's link ({ invitation }). */
    payload: jsonb("payload").$type<DigestPayload | InvitationPayload>(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    /** Attempts started so far (counted when a worker claims the delivery). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the delivery until then; after it, another may take it over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * The instance (INSTANCE_ID) whose worker holds it: restarted after a crash, that instance
     * takes back its own leases at once instead of waiting them out.
     */
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("deliveries_submission_channel_unique").on(table.submissionId, table.channel),
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    check("deliveries_channel_check", sql`${table.channel} in (${oneOf(DELIVERY_CHANNELS)})`),
    check("deliveries_status_check", sql`${table.status} in (${oneOf(DELIVERY_STATUSES)})`),
    check(
      "deliveries_submission_check",
      sql`(${table.submissionId} is null) = (${table.channel} in (${oneOf(UNATTACHED_CHANNELS)}))`,
    ),
  ],
);

/**
 * Who had a confirmation e-mail, and when: one row per address (an HMAC of the normalised address,
 * never the address itself), so one address gets at most one a day and the site at most so many an
 * hour, across every instance.
 */
export const confirmationGrants = pgTable(
  "confirmation_grants",
  {
    addressHash: text("address_hash").primaryKey(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("confirmation_grants_granted_at_idx").on(table.grantedAt)],
);

/**
 * The form endpoints' rate limit, counted here so that every instance sharing the database counts
 * together: one fixed window per client and endpoint (the key is an HMAC of both, never the address).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

/** Proof-of-work challenges already used once: a second use is a replay. Kept until they expire. */
export const spentChallenges = pgTable(
  "spent_challenges",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("spent_challenges_expires_at_idx").on(table.expiresAt)],
);

/** Random secrets made once and shared by every instance (challenge signing, HMAC of addresses). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The day (YYYY-MM-DD, UTC) a daily job last ran: exactly one instance runs it each day. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  day: text("day").notNull(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
});

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = typeof deliveries.$inferInsert;
export type ConfirmationGrantRow = typeof confirmationGrants.$inferSelect;
export type RateLimitRow = typeof rateLimits.$inferSelect;
export type SpentChallengeRow = typeof spentChallenges.$inferSelect;
export type ServerSecretRow = typeof serverSecrets.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;

// Ask Automatica's questions (issue 35), in a module of their own.
export { assistantQuestions } from "./assistant-schema.ts";
// The staff door (issue 36): staff, passkeys, invitations, sessions, the audit log, triage and notes.
export {
  staff,
  staffAudit,
  staffChallenges,
  staffInvitations,
  staffPasskeys,
  staffSessions,
  submissionNotes,
  submissionTriage,
} from "./staff-schema.ts";
