/**
 * The staff door (issue 36): who may sign in (staff, with their passkeys), the single-use enrolment
 * links (only a hash of each token is kept), the sessions (only a hash of each session id is kept:
 * the cookie holds the id itself), the WebAuthn challenges in flight, the audit log (who did what to
 * which record, never a visitor's data), and the triage of each submission (status, owner, read
 * mark) with staff's notes. Triage and notes go with their submission (ON DELETE CASCADE): an
 * erasure or the retention purge removes them too.
 */
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
import { AUDIT_ACTIONS, LEAD_STATUSES, STAFF_ROLES } from "../../src/shared/staff-api.ts";
import type { AuditAction, LeadStatus, StaffRole } from "../../src/shared/staff-api.ts";
import { submissions } from "./schema.ts";

const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(", "));

export const staff = pgTable(
  "staff",
  {
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    /** Lower case. */
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** The WebAuthn user handle (random, never the address). */
    userHandle: text("user_handle").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("staff_email_unique").on(table.email),
    check("staff_role_check", sql`${table.role} in (${oneOf(STAFF_ROLES)})`),
  ],
);

export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential's id, base64url. */
    id: text("id").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("staff_passkeys_staff_idx").on(table.staffId)],
);

export const staffInvitations = pgTable(
  "staff_invitations",
  {
    /** SHA-256 of the link's token (hex): the token itself is only in the link. */
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** Who invited (an owner's e-mail), or null for the CLI. */
    invitedBy: text("invited_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_invitations_email_idx").on(table.email),
    check("staff_invitations_role_check", sql`${table.role} in (${oneOf(STAFF_ROLES)})`),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** SHA-256 of the session id (hex): the id itself is only in the cookie. */
    idHash: text("id_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);

/** A WebAuthn challenge handed out and not yet answered: single use, a few minutes. */
export const staffChallenges = pgTable(
  "staff_challenges",
  {
    challenge: text("challenge").primaryKey(),
    /** enrol (subject: the invitation's token hash), sign-in (none), passkey (subject: staff id). */
    purpose: text("purpose").notNull(),
    subject: text("subject"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_challenges_expires_at_idx").on(table.expiresAt)],
);

export const staffAudit = pgTable(
  "staff_audit",
  {
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member (no foreign key: the entry outlives a removal), and their address then. */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").$type<AuditAction>().notNull(),
    /** A submission's, delivery's or member's id; never a visitor's address. */
    target: text("target"),
    /** A status, a verdict, a count, a role: never what a visitor typed. */
    detail: text("detail"),
  },
  (table) => [
    index("staff_audit_at_idx").on(table.at),
    check("staff_audit_action_check", sql`${table.action} in (${oneOf(AUDIT_ACTIONS)})`),
  ],
);

/** A submission's triage: no row means new, unread, nobody's. */
export const submissionTriage = pgTable(
  "submission_triage",
  {
    submissionId: uuid("submission_id")
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    ownerId: uuid("owner_id").references(() => staff.id, { onDelete: "set null" }),
    /** When a staff member first opened its detail. */
    readAt: timestamp("read_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("submission_triage_status_check", sql`${table.status} in (${oneOf(LEAD_STATUSES)})`),
  ],
);

export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staff.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("submission_notes_submission_idx").on(table.submissionId)],
);

export type StaffRow = typeof staff.$inferSelect;
export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
