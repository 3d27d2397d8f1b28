/**
 * What the staff door keeps in the database (issue 36; tables in server/db/staff-schema.ts): staff
 * and their passkeys, single-use invitations (a hash of each token), sessions (a hash of each id),
 * WebAuthn challenges in flight, the audit log, and each submission's triage and notes. The inbox's
 * queries are here too; releasing, exporting and erasing a person are the submissions store's
 * (server/submissions/store.ts), which the routes and the CLI call.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, gte, ilike, isNull, lt, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  enrolLink,
  INVITATION_TTL_MS,
  PAGE_SIZE,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../src/shared/staff-api.ts";
import type {
  AuditAction,
  LeadStatus,
  StaffRole,
  SubmissionsQuery,
} from "../../src/shared/staff-api.ts";
import type { Db } from "../db/index.ts";
import { deliveries, submissions } from "../db/schema.ts";
import {
  staff,
  staffAudit,
  staffChallenges,
  staffInvitations,
  staffPasskeys,
  staffSessions,
  submissionNotes,
  submissionTriage,
} from "../db/staff-schema.ts";
import type { StaffRow } from "../db/staff-schema.ts";

/** SHA-256, hex: how tokens and session ids are kept. */
export const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");
/** 32 random bytes, base64url (43 characters): a token, a session id. */
export const randomToken = () => randomBytes(32).toString("base64url");

/** Who did something, for the audit log: a staff member, or the CLI (null). */
export interface Actor {
  id: string;
  email: string;
}

/** A WebAuthn challenge lives this long. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The inbox list's cursor: the last row's received time and id. */
const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
const decodeCursor = (cursor: string | undefined) => {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(date.getTime())) return undefined;
  return { at: date, id };
};

/** A LIKE pattern that matches `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The fields the inbox's text search looks in. */
const SEARCHED = ["name", "email", "organization", "needs", "contact"];

const field = (name: string) => sql<string | null>`${submissions.data}->>${sql.raw(`'${name}'`)}`;

export function createStaffStore(db: Db, clock: () => Date = () => new Date()) {
  const audit = async (
    actor: Actor | null,
    action: AuditAction,
    target: string | null = null,
    detail: string | null = null,
  ) => {
    await db.insert(staffAudit).values({
      at: clock(),
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action,
      target,
      detail,
    });
  };

  const filterOf = (query: Omit<SubmissionsQuery, "cursor">): SQL | undefined => {
    const status = sql`coalesce(${submissionTriage.status}, 'new')`;
    return and(
      query.verdict ? eq(submissions.verdict, query.verdict) : undefined,
      query.kind ? eq(submissions.kind, query.kind) : undefined,
      query.status ? sql`${status} = ${query.status}` : undefined,
      query.from ? gte(submissions.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to
        ? lt(
            submissions.createdAt,
            new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000),
          )
        : undefined,
      query.q
        ? or(...SEARCHED.map((name) => ilike(field(name), containing(query.q ?? ""))))
        : undefined,
    );
  };

  return {
    audit,

    // ---- Staff and invitations ------------------------------------------------------------------

    /**
     * A single-use enrolment link for `email`, valid 24 hours, and its e-mail in the outbox. An
     * address already on the staff gets a new passkey with it (a lost passkey); its role becomes
     * `role` on enrolment.
     */
    async invite({
      email,
      role,
      origin,
      by,
    }: {
      email: string;
      role: StaffRole;
      origin: string;
      by: Actor | null;
    }) {
      const address = email.trim().toLowerCase();
      const token = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      const link = enrolLink(origin, token);
      await db.transaction(async (tx) => {
        await tx.insert(staffInvitations).values({
          tokenHash: hashOf(token),
          email: address,
          role,
          invitedBy: by?.email ?? null,
          expiresAt,
          createdAt: now,
        });
        await tx.insert(deliveries).values({
          channel: "staff_invitation",
          payload: { invitation: { email: address, link, role } },
          nextAttemptAt: now,
          createdAt: now,
        });
        await tx.insert(staffAudit).values({
          at: now,
          actorId: by?.id ?? null,
          actorEmail: by?.email ?? null,
          action: "invite",
          target: null,
          detail: `${address} as ${role}`,
        });
      });
      return { email: address, role, link, expiresAt };
    },

    /** The invitation of a link's token when it is unused and unexpired. */
    async invitation(token: string) {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(
          and(
            eq(staffInvitations.tokenHash, hashOf(token)),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, clock()),
          ),
        );
      return row;
    },

    /**
     * Uses an invitation (once, within its time) and registers the passkey: the staff member is
     * made, or found by address (a new passkey), with the invitation's role. Undefined when the
     * link was used or expired meanwhile.
     */
    async enrol(
      token: string,
      passkey: { id: string; publicKey: string; counter: number; transports: string[] },
      { userHandle }: { userHandle: string },
    ): Promise<StaffRow | undefined> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffInvitations)
          .set({ usedAt: now })
          .where(
            and(
              eq(staffInvitations.tokenHash, hashOf(token)),
              isNull(staffInvitations.usedAt),
              gt(staffInvitations.expiresAt, now),
            ),
          )
          .returning();
        if (!used) return undefined;
        const [member] = await tx
          .insert(staff)
          .values({
            email: used.email,
            role: used.role,
            userHandle,
            createdAt: now,
          })
          .onConflictDoUpdate({ target: staff.email, set: { role: used.role } })
          .returning();
        if (!member) throw new Error("the staff member was not stored");
        await tx.insert(staffPasskeys).values({ ...passkey, staffId: member.id, createdAt: now });
        await tx.insert(staffAudit).values({
          at: now,
          actorId: member.id,
          actorEmail: member.email,
          action: "enrol",
          target: member.id,
          detail: member.role,
        });
        return member;
      });
    },

    async member(id: string) {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row;
    },

    async memberByEmail(email: string) {
      const [row] = await db
        .select()
        .from(staff)
        .where(eq(staff.email, email.trim().toLowerCase()));
      return row;
    },

    /** Every staff member with their passkeys' count, and the invitations still open. */
    async members() {
      const rows = await db
        .select({
          id: staff.id,
          email: staff.email,
          role: staff.role,
          createdAt: staff.createdAt,
          lastSignInAt: staff.lastSignInAt,
          passkeys:
            sql<number>`(select count(*) from ${staffPasskeys} where ${staffPasskeys.staffId} = "staff"."id")`.mapWith(
              Number,
            ),
        })
        .from(staff)
        .orderBy(staff.email);
      const invitations = await db
        .select({
          email: staffInvitations.email,
          role: staffInvitations.role,
          expiresAt: staffInvitations.expiresAt,
        })
        .from(staffInvitations)
        .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, clock())))
        .orderBy(staffInvitations.email);
      return { members: rows, invitations };
    },

    /**
     * Removes a staff member: their passkeys and sessions go at once (ON DELETE CASCADE), and so do
     * their open invitations. Refused for the last owner. `undefined` when there is no such member.
     */
    async remove(
      which: { id: string } | { email: string },
      by: Actor | null,
    ): Promise<{ removed: StaffRow } | { refused: string } | undefined> {
      const where =
        "id" in which ? eq(staff.id, which.id) : eq(staff.email, which.email.trim().toLowerCase());
      return db.transaction(async (tx) => {
        const [member] = await tx.select().from(staff).where(where).for("update");
        if (!member) {
          // An invitation not yet used is withdrawn all the same.
          if ("email" in which) {
            const withdrawn = await tx
              .delete(staffInvitations)
              .where(
                and(
                  eq(staffInvitations.email, which.email.trim().toLowerCase()),
                  isNull(staffInvitations.usedAt),
                ),
              )
              .returning({ tokenHash: staffInvitations.tokenHash });
            if (withdrawn.length)
              return {
                refused: `no staff member; ${withdrawn.length} open invitation(s) withdrawn`,
              };
          }
          return undefined;
        }
        if (member.role === "owner") {
          const [owners] = await tx
            .select({ n: count() })
            .from(staff)
            .where(eq(staff.role, "owner"));
          if (Number(owners?.n ?? 0) <= 1)
            return { refused: "the last owner cannot be removed: invite another owner first" };
        }
        await tx.delete(staff).where(eq(staff.id, member.id));
        await tx
          .delete(staffInvitations)
          .where(and(eq(staffInvitations.email, member.email), isNull(staffInvitations.usedAt)));
        await tx.insert(staffAudit).values({
          at: clock(),
          actorId: by?.id ?? null,
          actorEmail: by?.email ?? null,
          action: "remove",
          target: member.id,
          detail: `${member.email} (${member.role})`,
        });
        return { removed: member };
      });
    },

    // ---- Passkeys and challenges ----------------------------------------------------------------

    passkeysOf(staffId: string) {
      return db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
    },

    async passkey(id: string) {
      const [row] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.id, id));
      return row;
    },

    async addPasskey(
      staffId: string,
      passkey: { id: string; publicKey: string; counter: number; transports: string[] },
    ) {
      await db.insert(staffPasskeys).values({ ...passkey, staffId, createdAt: clock() });
    },

    async usedPasskey(id: string, counter: number) {
      const now = clock();
      await db
        .update(staffPasskeys)
        .set({ counter, lastUsedAt: now })
        .where(eq(staffPasskeys.id, id));
    },

    async putChallenge(challenge: string, purpose: string, subject: string | null = null) {
      const now = clock();
      await db.delete(staffChallenges).where(lt(staffChallenges.expiresAt, now));
      await db.insert(staffChallenges).values({
        challenge,
        purpose,
        subject,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      });
    },

    /** Spends a challenge: true once, within its time, for its purpose and subject. */
    async takeChallenge(challenge: string, purpose: string, subject: string | null = null) {
      const taken = await db
        .delete(staffChallenges)
        .where(
          and(
            eq(staffChallenges.challenge, challenge),
            eq(staffChallenges.purpose, purpose),
            subject === null
              ? isNull(staffChallenges.subject)
              : eq(staffChallenges.subject, subject),
            gt(staffChallenges.expiresAt, clock()),
          ),
        )
        .returning({ challenge: staffChallenges.challenge });
      return taken.length === 1;
    },

    // ---- Sessions -------------------------------------------------------------------------------

    /** A new session for a staff member: its id, for the cookie only (the table keeps a hash). */
    async startSession(staffId: string) {
      const id = randomToken();
      const now = clock();
      await db.insert(staffSessions).values({
        idHash: hashOf(id),
        staffId,
        createdAt: now,
        lastSeenAt: now,
      });
      await db.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, staffId));
      return id;
    },

    /**
     * The staff member of a live session, its idle time renewed; a session idle 30 minutes or 12
     * hours old is ended and undefined.
     */
    async session(id: string): Promise<StaffRow | undefined> {
      const now = clock();
      const idHash = hashOf(id);
      const [row] = await db
        .select({ session: staffSessions, member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(eq(staffSessions.idHash, idHash));
      if (!row) return undefined;
      const idle = now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_IDLE_MS;
      const old = now.getTime() - row.session.createdAt.getTime() >= SESSION_ABSOLUTE_MS;
      if (idle || old) {
        await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
        return undefined;
      }
      await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(eq(staffSessions.idHash, idHash));
      return row.member;
    },

    async endSession(id: string) {
      await db.delete(staffSessions).where(eq(staffSessions.idHash, hashOf(id)));
    },

    /** Sessions and challenges past their time (the daily job). */
    async purgeExpired() {
      const now = clock();
      await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
            lt(staffSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
          ),
        );
      await db.delete(staffChallenges).where(lt(staffChallenges.expiresAt, now));
      await db
        .delete(staffInvitations)
        .where(lt(staffInvitations.expiresAt, new Date(now.getTime() - INVITATION_TTL_MS)));
    },

    /** Audit entries older than the submissions are kept (RETENTION_DAYS). */
    async purgeAudit(retentionDays: number) {
      const gone = await db
        .delete(staffAudit)
        .where(lt(staffAudit.at, new Date(clock().getTime() - retentionDays * 86_400_000)))
        .returning({ id: staffAudit.id });
      return gone.length;
    },

    // ---- The inbox ------------------------------------------------------------------------------

    /** One page of the inbox, newest first, with each submission's triage. */
    async list(query: SubmissionsQuery, limit = PAGE_SIZE) {
      const after = decodeCursor(query.cursor);
      const rows = await db
        .select({
          id: submissions.id,
          kind: submissions.kind,
          data: submissions.data,
          verdict: submissions.verdict,
          source: submissions.source,
          createdAt: submissions.createdAt,
          status: submissionTriage.status,
          readAt: submissionTriage.readAt,
          owner: staff.email,
        })
        .from(submissions)
        .leftJoin(submissionTriage, eq(submissionTriage.submissionId, submissions.id))
        .leftJoin(staff, eq(staff.id, submissionTriage.ownerId))
        .where(
          and(
            filterOf(query),
            after
              ? or(
                  lt(submissions.createdAt, after.at),
                  and(eq(submissions.createdAt, after.at), lt(submissions.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        rows: page,
        next: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },

    /** The ids of every submission of a filter, newest first (the CSV export). */
    async idsOf(query: Omit<SubmissionsQuery, "cursor">) {
      const rows = await db
        .select({ id: submissions.id })
        .from(submissions)
        .leftJoin(submissionTriage, eq(submissionTriage.submissionId, submissions.id))
        .where(filterOf(query))
        .orderBy(desc(submissions.createdAt), desc(submissions.id));
      return rows.map((row) => row.id);
    },

    /** A submission's triage (status, owner, read) and notes, oldest note first. */
    async triageOf(submissionId: string) {
      const [triage] = await db
        .select({
          status: submissionTriage.status,
          ownerId: submissionTriage.ownerId,
          readAt: submissionTriage.readAt,
          owner: staff.email,
        })
        .from(submissionTriage)
        .leftJoin(staff, eq(staff.id, submissionTriage.ownerId))
        .where(eq(submissionTriage.submissionId, submissionId));
      const notes = await db
        .select({
          id: submissionNotes.id,
          text: submissionNotes.text,
          createdAt: submissionNotes.createdAt,
          author: staff.email,
        })
        .from(submissionNotes)
        .leftJoin(staff, eq(staff.id, submissionNotes.authorId))
        .where(eq(submissionNotes.submissionId, submissionId))
        .orderBy(submissionNotes.createdAt, submissionNotes.id);
      return { triage, notes };
    },

    /** Sets part of a submission's triage (a row is made on first use). */
    async setTriage(
      submissionId: string,
      set: { status?: LeadStatus; ownerId?: string | null; read?: boolean },
    ) {
      const now = clock();
      const values = {
        ...(set.status ? { status: set.status } : {}),
        ...(set.ownerId !== undefined ? { ownerId: set.ownerId } : {}),
        ...(set.read ? { readAt: now } : {}),
        updatedAt: now,
      };
      await db
        .insert(submissionTriage)
        .values({ submissionId, ...values })
        .onConflictDoUpdate({
          target: submissionTriage.submissionId,
          set: set.read
            ? { ...values, readAt: sql`coalesce(${submissionTriage.readAt}, ${now})` }
            : values,
        });
    },

    async addNote(submissionId: string, authorId: string, text: string) {
      const [note] = await db
        .insert(submissionNotes)
        .values({ submissionId, authorId, text, createdAt: clock() })
        .returning({ id: submissionNotes.id });
      return note?.id;
    },

    /** How many notes these submissions carry (an erasure's preview). */
    async countNotes(submissionIds: string[]) {
      if (!submissionIds.length) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(submissionNotes)
        .where(sql`${submissionNotes.submissionId} in ${submissionIds}`);
      return Number(row?.n ?? 0);
    },

    /**
     * Marks a submission as spam: its verdict, and its deliveries not yet made stop (failed, with
     * the reason). Undefined when there is no such submission.
     */
    async markSpam(submissionId: string) {
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(submissions)
          .set({
            verdict: "spam",
            reasons: sql`${submissions.reasons} || ${JSON.stringify([`marked as spam by staff on ${now.toISOString().slice(0, 10)}`])}::jsonb`,
          })
          .where(eq(submissions.id, submissionId))
          .returning({ id: submissions.id });
        if (!row) return undefined;
        const stopped = await tx
          .update(deliveries)
          .set({ status: "failed", lastError: "stopped: marked as spam", lockedUntil: null })
          .where(and(eq(deliveries.submissionId, submissionId), eq(deliveries.status, "pending")))
          .returning({ id: deliveries.id });
        return { stopped: stopped.length };
      });
    },

    /** A failed delivery of an ok submission, due again now with fresh attempts. */
    async resend(deliveryId: string): Promise<"resent" | "not-failed" | undefined> {
      const [row] = await db
        .select({ status: deliveries.status, verdict: submissions.verdict })
        .from(deliveries)
        .innerJoin(submissions, eq(submissions.id, deliveries.submissionId))
        .where(eq(deliveries.id, deliveryId));
      if (!row) return undefined;
      if (row.status !== "failed" || row.verdict !== "ok") return "not-failed";
      const updated = await db
        .update(deliveries)
        .set({
          status: "pending",
          attempts: 0,
          nextAttemptAt: clock(),
          lockedUntil: null,
          lockedBy: null,
        })
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, "failed")))
        .returning({ id: deliveries.id });
      return updated.length ? "resent" : "not-failed";
    },

    /** The delivery's submission (an audit entry names it). */
    async submissionOfDelivery(deliveryId: string) {
      const [row] = await db
        .select({ submissionId: deliveries.submissionId })
        .from(deliveries)
        .where(eq(deliveries.id, deliveryId));
      return row?.submissionId ?? undefined;
    },

    /** One page of the audit log, newest first. */
    async auditLog(cursor?: string, limit = PAGE_SIZE) {
      const after = decodeCursor(cursor);
      const rows = await db
        .select()
        .from(staffAudit)
        .where(
          after
            ? or(
                lt(staffAudit.at, after.at),
                and(eq(staffAudit.at, after.at), lt(staffAudit.id, after.id)),
              )
            : undefined,
        )
        .orderBy(desc(staffAudit.at), desc(staffAudit.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        rows: page,
        next: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
      };
    },
  };
}

export type StaffStore = ReturnType<typeof createStaffStore>;
