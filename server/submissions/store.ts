// What the API, the worker's daily job and the CLI do with the database: store a submission with its
// verdict, where it came from and the deliveries it owes, in one transaction; grant confirmations
// within their caps; spend proof-of-work challenges; read everything back, for everyone or for one
// person; release a held submission; erase a person; purge what the privacy policy says is gone; put
// the day's suspect submissions into a digest.
import { createHmac, randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { cachedSecret } from "../secrets.ts";
import type { Db, Tx } from "../db/index.ts";
import { errorFields } from "../db/error-fields.ts";
import { IdempotencyConflictError } from "../errors.ts";
import {
  confirmationGrants,
  deliveries,
  jobRuns,
  rateLimits,
  spentChallenges,
  submissions,
} from "../db/schema.ts";
import type {
  DeliveryChannel,
  DeliveryRow,
  LeadSource,
  SubmissionData,
  SubmissionKind,
  SubmissionRow,
  Verdict,
} from "../db/schema.ts";

/** A delivery as the CLI and the admin socket show it. */
export type StoredDelivery = Pick<
  DeliveryRow,
  "id" | "channel" | "status" | "attempts" | "nextAttemptAt" | "lastError" | "sentAt"
>;
/** A submission as the CLI and the admin socket show it, with its deliveries. */
export type StoredSubmission = Pick<
  SubmissionRow,
  "id" | "kind" | "data" | "idempotencyKey" | "verdict" | "reasons" | "source" | "createdAt"
> & { deliveries: StoredDelivery[] };
/** Who a privacy request is about. */
export interface Person {
  email?: string;
  phone?: string;
}
/**
 * not-owed: no address to send to, or not an ok submission; address: this address had one in the
 * last 24 hours; hourly: the site-wide cap is reached.
 */
export type ConfirmationOutcome = "queued" | "not-owed" | "address" | "hourly";
/** What an ok submission is owed: its channels, and a confirmation to `confirmTo` within the caps. */
export interface Dispatch {
  channels: DeliveryChannel[];
  confirmTo?: string;
  confirmationsPerHour: number;
}
/** A submission to store (`submit`): the validated values, the verdict and what it is owed. */
export type NewSubmission = {
  id?: string;
  kind: SubmissionKind;
  data: SubmissionData;
  idempotencyKey?: string;
  verdict?: Verdict;
  reasons?: string[];
  source?: LeadSource;
  now?: Date;
} & Dispatch;
/** A released submission's outcome (`release`). */
export type Release =
  | { released: false; reason: string }
  | { released: true; submission: StoredSubmission; confirmation: ConfirmationOutcome };

/** JSON with sorted keys: two objects with the same entries give the same text. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key: string, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** One address gets at most one confirmation in this long. */
export const CONFIRMATION_INTERVAL_MS = DAY;
/** Spam is kept this long (to look into a complaint), then deleted. */
export const SPAM_RETENTION_DAYS = 30;
/** Any number: the advisory lock under which confirmations are granted, one at a time. */
const CONFIRMATION_LOCK = 7_403_512;

/**
 * The form of an address under which one person gets one confirmation a day: lower case, without a
 * +tag, and for Gmail without dots (all of them reach the same mailbox).
 */
export function normaliseAddress(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 1) return text;
  let local = text.slice(0, at).split("+", 1)[0] ?? "";
  let domain = text.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** A phone number's digits, to compare numbers however they were written. */
const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The domains whose addresses normalise alike: Gmail's two, or the domain alone. */
const domainsOf = (normalised: string) => {
  const domain = normalised.slice(normalised.lastIndexOf("@") + 1);
  return domain === "gmail.com" ? ["gmail.com", "googlemail.com"] : [domain];
};

/** The e-mail addresses a submission carries (an invite's contact may be a phone number instead). */
const addressesOf = (data: SubmissionData) =>
  [data.email, data.contact].filter(
    (value): value is string => typeof value === "string" && value.includes("@"),
  );

/** The phone numbers a submission carries, as digits. */
const phonesOf = (data: SubmissionData) =>
  [data.phone, data.contact]
    .filter(
      (value): value is string => typeof value === "string" && value !== "" && !value.includes("@"),
    )
    .map((value) => digitsOf(value));

/**
 * Whose a submission found for a privacy request is. The person's own: it carries the e-mail
 * address asked for (any case), or the phone number asked for (digits) and no other person's
 * address. Related, listed apart and left alone unless asked for: it carries another spelling of
 * the address (a +tag, Gmail's dots, googlemail.com: the same mailbox as far as confirmations go,
 * but at most providers possibly someone else's), or the phone number together with an address
 * that is not the one asked for, or, asked by phone alone, with one of two or more addresses that
 * gave the same number (a shared phone: an office, a family). `found`: the submissions that carry
 * the address (normalised) or the phone; `why`: for each related submission's id, why it is only
 * related.
 */
function whoseAre(
  found: StoredSubmission[],
  { email, phone }: Person,
): { own: StoredSubmission[]; related: StoredSubmission[]; why: Map<string, string> } {
  const asked = email?.trim() ? email.trim().toLowerCase() : undefined;
  const normalised = asked && normaliseAddress(asked);
  const digits = phone ? digitsOf(phone) : undefined;
  const byEmail = (row: StoredSubmission) =>
    normalised !== undefined &&
    addressesOf(row.data).some((address) => normaliseAddress(address) === normalised);
  const byPhone = (row: StoredSubmission) =>
    digits !== undefined && phonesOf(row.data).includes(digits);
  // Asked by phone alone: the addresses that came with the number, one person's or several.
  const withPhone = new Set(
    found
      .filter((row) => byPhone(row) && !byEmail(row))
      .flatMap((row) => addressesOf(row.data).map(normaliseAddress)),
  );
  const own: StoredSubmission[] = [];
  const related: StoredSubmission[] = [];
  const why = new Map<string, string>();
  const relate = (row: StoredSubmission, reason: string) => {
    related.push(row);
    why.set(row.id, reason);
  };
  for (const row of found) {
    const addresses = addressesOf(row.data);
    if (byEmail(row)) {
      const exact = addresses.some((address) => address.trim().toLowerCase() === asked);
      if (exact) own.push(row);
      else relate(row, `another spelling of the address: ${addresses.join(", ")}`);
    } else if (byPhone(row)) {
      if (addresses.length === 0 || (!asked && withPhone.size === 1)) own.push(row);
      else
        relate(
          row,
          asked
            ? `the same phone number, given with another address: ${addresses.join(", ")}`
            : `the same phone number, given with ${withPhone.size} different addresses (a shared phone): this one with ${addresses.join(", ")}`,
        );
    }
  }
  return { own, related, why };
}

/**
 * After an erasure: the tables it deleted from are rewritten (VACUUM FULL: a plain VACUUM may leave
 * a deleted row's bytes in its page), the write-ahead log moves to a new segment and a checkpoint
 * lets the server remove the old ones, which held the deleted rows as they were written (PGlite runs
 * with wal_recycle off: a recycled segment keeps its old bytes until written over). PostgreSQL lets
 * a role checkpoint with pg_checkpoint (or as a superuser) and switch segments with EXECUTE on
 * pg_switch_wal; without them the tables are still rewritten, and the reason is returned.
 */
async function scrubAfterErasure(
  db: Db,
): Promise<{ vacuumed: boolean; checkpointed: boolean; reason?: string }> {
  // Staff's triage and notes of an erased submission go with it (ON DELETE CASCADE).
  await db.execute(
    sql`vacuum (full) submissions, deliveries, confirmation_grants, submission_triage, submission_notes`,
  );
  try {
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
    return { vacuumed: true, checkpointed: true };
  } catch (error) {
    // Drizzle's 'Failed query' keeps the driver's error as its cause.
    const { code, message } = errorFields(errorFields(error).cause ?? error);
    if (code !== "42501") throw error;
    return { vacuumed: true, checkpointed: false, reason: String(message) };
  }
}

export function createStore(db: Db) {
  const hashKey = cachedSecret(db, "hash");
  const addressHash = async (address: string) =>
    createHmac("sha256", await hashKey())
      .update(normaliseAddress(address))
      .digest("hex");

  /**
   * In a transaction: whether `address` may have a confirmation now, and if so, records it. One a
   * day per address, `perHour` an hour for the whole site, counted across every instance (they take
   * turns under an advisory lock). `hash`: the address's HMAC (made before the transaction:
   * PGlite has one connection, which the transaction holds).
   */
  async function grantConfirmation(
    tx: Tx,
    hash: string,
    perHour: number,
    now: Date,
  ): Promise<Exclude<ConfirmationOutcome, "not-owed">> {
    const hadOne = async () => {
      const [last] = await tx
        .select({ grantedAt: confirmationGrants.grantedAt })
        .from(confirmationGrants)
        .where(eq(confirmationGrants.addressHash, hash));
      return Boolean(last && now.getTime() - last.grantedAt.getTime() < CONFIRMATION_INTERVAL_MS);
    };
    // An address that had one is turned away without waiting for the lock (a flood at one victim
    // takes no turns); under the lock it is asked again, as another instance may just have granted.
    if (await hadOne()) return "address";
    await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRMATION_LOCK})`);
    if (await hadOne()) return "address";
    const [recent] = await tx
      .select({ n: count() })
      .from(confirmationGrants)
      .where(sql`${confirmationGrants.grantedAt} > ${new Date(now.getTime() - HOUR)}`);
    if (Number(recent?.n ?? 0) >= perHour) return "hourly";
    await tx
      .insert(confirmationGrants)
      .values({ addressHash: hash, grantedAt: now })
      .onConflictDoUpdate({ target: confirmationGrants.addressHash, set: { grantedAt: now } });
    return "queued";
  }

  /**
   * In a transaction: the deliveries an ok submission owes (its channels, and the confirmation when
   * granted). `confirmHash`: the HMAC of `dispatch.confirmTo`.
   */
  async function dispatchOk(
    tx: Tx,
    submissionId: string,
    { channels, confirmationsPerHour }: Dispatch,
    confirmHash: string | undefined,
    now: Date,
  ): Promise<ConfirmationOutcome> {
    const confirmation = confirmHash
      ? await grantConfirmation(tx, confirmHash, confirmationsPerHour, now)
      : "not-owed";
    const owed = [
      ...channels.filter((channel) => channel !== "thank_you_email"),
      ...(confirmation === "queued" ? (["thank_you_email"] as const) : []),
    ];
    if (owed.length) {
      await tx
        .insert(deliveries)
        .values(
          owed.map((channel) => ({ submissionId, channel, nextAttemptAt: now, createdAt: now })),
        );
    }
    return confirmation;
  }

  /**
   * Rows as the CLI and the admin socket show them, oldest first, each with its deliveries.
   */
  async function read(where: SQL | undefined): Promise<StoredSubmission[]> {
    const rows = await db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(asc(submissions.createdAt), asc(submissions.id));
    const owed = rows.length
      ? await db
          .select()
          .from(deliveries)
          .where(
            inArray(
              deliveries.submissionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(deliveries.createdAt), asc(deliveries.channel))
      : [];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      data: row.data,
      idempotencyKey: row.idempotencyKey,
      verdict: row.verdict,
      reasons: row.reasons,
      source: row.source ?? null,
      createdAt: row.createdAt,
      deliveries: owed
        .filter((delivery) => delivery.submissionId === row.id)
        .map(({ id, channel, status, attempts, nextAttemptAt, lastError, sentAt }) => ({
          id,
          channel,
          status,
          attempts,
          nextAttemptAt,
          lastError,
          sentAt,
        })),
    }));
  }

  /**
   * The submissions a privacy request may be about, and whose each is (whoseAre): those whose
   * address normalises to the one asked for (the database narrows them to its domain, the rest is
   * normaliseAddress's, the confirmation cap's own), and those with the phone number's digits.
   */
  async function matchPerson({ email, phone }: Person) {
    const address = email?.trim() ? normaliseAddress(email) : undefined;
    const digits = phone?.trim() ? digitsOf(phone) : undefined;
    if (address === undefined && digits === undefined)
      throw new Error("give an e-mail address, or a phone number of 7 digits or more");
    if (digits !== undefined && digits.length < 7)
      throw new Error("give a phone number of 7 digits or more");
    const [emailField, phoneField, contactField] = ["email", "phone", "contact"].map(
      (field) => sql`${submissions.data}->>${sql.raw(`'${field}'`)}`,
    );
    const domainOf = (value: SQL | undefined) => sql`lower(substring(${value} from '@([^@]*)$'))`;
    const digitsIn = (value: SQL | undefined) =>
      sql`regexp_replace(coalesce(${value}, ''), '\\D', '', 'g')`;
    const found = await read(
      or(
        ...(address === undefined
          ? []
          : [
              inArray(domainOf(emailField), domainsOf(address)),
              inArray(domainOf(contactField), domainsOf(address)),
            ]),
        ...(digits === undefined
          ? []
          : [sql`${digitsIn(phoneField)} = ${digits}`, sql`${digitsIn(contactField)} = ${digits}`]),
      ),
    );
    return whoseAre(found, { email, phone });
  }

  return {
    /**
     * Stores a valid submission with its verdict, and for an ok one the deliveries it owes,
     * committed together. With an idempotency key already stored for the same form and values,
     * stores nothing and answers the first one's id. Throws IdempotencyConflictError when the
     * key belongs to a different submission.
     */
    async submit({
      id = randomUUID(),
      kind,
      data,
      idempotencyKey,
      verdict = "ok",
      reasons = [],
      source,
      now = new Date(),
      ...dispatch
    }: NewSubmission): Promise<{
      id: string;
      duplicate: boolean;
      confirmation: ConfirmationOutcome;
    }> {
      const confirmHash =
        verdict === "ok" && dispatch.confirmTo ? await addressHash(dispatch.confirmTo) : undefined;
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(submissions)
          .values({
            id,
            kind,
            data,
            idempotencyKey: idempotencyKey ?? null,
            verdict,
            reasons,
            source: source ?? null,
            createdAt: now,
          })
          .onConflictDoNothing({ target: submissions.idempotencyKey })
          .returning({ id: submissions.id });
        if (inserted) {
          const confirmation =
            verdict === "ok"
              ? await dispatchOk(tx, inserted.id, dispatch, confirmHash, now)
              : "not-owed";
          return { id: inserted.id, duplicate: false, confirmation };
        }
        // The key is taken (READ COMMITTED: a concurrent first request has committed by now).
        if (idempotencyKey === undefined) throw new Error("the submission was not stored");
        const [first] = await tx
          .select()
          .from(submissions)
          .where(eq(submissions.idempotencyKey, idempotencyKey));
        if (!first || first.kind !== kind || canonical(first.data) !== canonical(data)) {
          throw new IdempotencyConflictError();
        }
        return { id: first.id, duplicate: true, confirmation: "not-owed" };
      });
    },

    /** Marks a solved challenge as used. False when it was used before (a replay). */
    async spendChallenge(id: string, expiresAt: Date) {
      const spent = await db
        .insert(spentChallenges)
        .values({ id, expiresAt })
        .onConflictDoNothing({ target: spentChallenges.id })
        .returning({ id: spentChallenges.id });
      return spent.length === 1;
    },

    /** Deliveries waiting and given up on. */
    async outboxCounts() {
      const rows = await db
        .select({ status: deliveries.status, n: count() })
        .from(deliveries)
        .where(inArray(deliveries.status, ["pending", "failed"]))
        .groupBy(deliveries.status);
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
      return { pending: of("pending"), failed: of("failed") };
    },

    /**
     * How long the oldest waiting delivery has waited, in whole seconds; null when none waits.
     */
    async oldestPendingSeconds(): Promise<number | null> {
      const [row] = await db
        .select({
          age: sql`floor(extract(epoch from (now() - min(${deliveries.createdAt}))))::float8`,
        })
        .from(deliveries)
        .where(eq(deliveries.status, "pending"));
      return row?.age === null || row?.age === undefined ? null : Math.max(0, Number(row.age));
    },

    async countSubmissions({ kind, verdict }: { kind?: SubmissionKind; verdict?: Verdict } = {}) {
      const [row] = await db
        .select({ n: count() })
        .from(submissions)
        .where(
          and(
            kind ? eq(submissions.kind, kind) : undefined,
            verdict ? eq(submissions.verdict, verdict) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Every submission (or those of one verdict), oldest first, with its deliveries. */
    list({ verdict }: { verdict?: Verdict } = {}) {
      return read(verdict ? eq(submissions.verdict, verdict) : undefined);
    },

    /** The submissions with these ids, oldest first, with their deliveries (the staff inbox). */
    byIds(ids: string[]) {
      return ids.length ? read(inArray(submissions.id, ids)) : Promise.resolve([]);
    },

    /**
     * One person's submissions, for an access request, and apart from them the related ones
     * (whoseAre), which join them with `includeRelated`.
     */
    async findPerson(
      person: Person,
      { includeRelated = false }: { includeRelated?: boolean } = {},
    ) {
      const { own, related, why } = await matchPerson(person);
      return {
        submissions: includeRelated ? [...own, ...related] : own,
        related: related.map(({ id, kind, createdAt, verdict }) => ({
          id,
          kind,
          createdAt,
          verdict,
          why: why.get(id) ?? "",
        })),
      };
    },

    /** The deliveries of one submission (tests, CLI). */
    async deliveriesOf(submissionId: string) {
      return db
        .select()
        .from(deliveries)
        .where(eq(deliveries.submissionId, submissionId))
        .orderBy(asc(deliveries.channel));
    },

    /**
     * Sends a held (suspect, or spam) submission on as ok: it gets what an ok one gets at once.
     * `dispatchFor`: what it is owed.
     */
    async release(
      id: string,
      dispatchFor: (submission: StoredSubmission) => Dispatch,
      now = new Date(),
    ): Promise<Release> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return { released: false, reason: "no such submission" };
      const [submission] = await read(eq(submissions.id, id));
      if (!submission) return { released: false, reason: "no such submission" };
      if (submission.verdict === "ok") {
        return { released: false, reason: "it is not held: it was sent on when it arrived" };
      }
      const dispatch = dispatchFor(submission);
      const confirmHash = dispatch.confirmTo ? await addressHash(dispatch.confirmTo) : undefined;
      const confirmation = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(submissions)
          .set({
            verdict: "ok",
            reasons: [
              ...submission.reasons,
              `released by hand on ${now.toISOString().slice(0, 10)} (was ${submission.verdict})`,
            ],
          })
          .where(and(eq(submissions.id, id), eq(submissions.verdict, submission.verdict)))
          .returning({ id: submissions.id });
        if (!updated) return undefined;
        return dispatchOk(tx, id, dispatch, confirmHash, now);
      });
      if (!confirmation) return { released: false, reason: "it was released by someone else" };
      const [after] = await read(eq(submissions.id, id));
      if (!after) throw new Error(`submission ${id} was released and is gone`);
      return { released: true, submission: after, confirmation };
    },

    /**
     * Deletes everything stored about one person: their submissions (with their idempotency keys)
     * and deliveries, and the record of their last confirmation; the related ones (whoseAre) only
     * with `includeRelated`. Then scrubs the tables and the write-ahead log (scrubAfterErasure).
     * With dryRun, only says what would go and what would stay.
     */
    async erase(
      person: Person,
      {
        dryRun = false,
        includeRelated = false,
      }: { dryRun?: boolean; includeRelated?: boolean } = {},
    ) {
      const { own, related, why } = await matchPerson(person);
      const found = includeRelated ? [...own, ...related] : own;
      const brief = ({ id, kind, createdAt, verdict }: StoredSubmission) => ({
        id,
        kind,
        createdAt,
        verdict,
      });
      const summary = {
        submissions: found.map(brief),
        related: related.map((row) => ({
          ...brief(row),
          why: why.get(row.id) ?? "",
        })),
        includeRelated,
        deliveries: found.reduce((sum, row) => sum + row.deliveries.length, 0),
        idempotencyKeys: found.filter((row) => row.idempotencyKey).length,
        confirmationRecords: 0,
        dryRun,
      };
      // The confirmation records of the address asked for and of every address erased: never those
      // of a related submission left alone (another person's, perhaps).
      const addresses = new Set([
        ...(person.email?.trim() ? [person.email] : []),
        ...found.flatMap((row) => addressesOf(row.data)),
      ]);
      const hashes = await Promise.all([...addresses].map((address) => addressHash(address)));
      const grants = hashes.length
        ? await db
            .select({ addressHash: confirmationGrants.addressHash })
            .from(confirmationGrants)
            .where(inArray(confirmationGrants.addressHash, hashes))
        : [];
      summary.confirmationRecords = grants.length;
      if (dryRun) return { ...summary, scrubbed: undefined };
      await db.transaction(async (tx) => {
        if (found.length) {
          // Deliveries go with their submission (ON DELETE CASCADE).
          await tx.delete(submissions).where(
            inArray(
              submissions.id,
              found.map((row) => row.id),
            ),
          );
        }
        if (grants.length) {
          await tx.delete(confirmationGrants).where(
            inArray(
              confirmationGrants.addressHash,
              grants.map((grant) => grant.addressHash),
            ),
          );
        }
      });
      const scrubbed = found.length || grants.length ? await scrubAfterErasure(db) : undefined;
      return { ...summary, scrubbed };
    },

    /**
     * What the privacy policy says is gone: submissions older than `retentionDays`, spam older than
     * 30 days (with their deliveries), sent or failed digests older than 30 days, and the shared
     * tables' expired rows.
     */
    async purge({
      now = new Date(),
      retentionDays,
    }: {
      now?: Date;
      retentionDays: number;
    }): Promise<{ submissions: number; spam: number }> {
      return db.transaction(async (tx) => {
        const expired = await tx
          .delete(submissions)
          .where(lt(submissions.createdAt, new Date(now.getTime() - retentionDays * DAY)))
          .returning({ id: submissions.id });
        const spam = await tx
          .delete(submissions)
          .where(
            and(
              eq(submissions.verdict, "spam"),
              lt(submissions.createdAt, new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY)),
            ),
          )
          .returning({ id: submissions.id });
        await tx
          .delete(deliveries)
          .where(
            and(
              isNull(deliveries.submissionId),
              inArray(deliveries.status, ["sent", "failed"]),
              lt(deliveries.createdAt, new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY)),
            ),
          );
        await tx.delete(rateLimits).where(lt(rateLimits.resetAt, now));
        await tx.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
        await tx
          .delete(confirmationGrants)
          .where(
            lt(confirmationGrants.grantedAt, new Date(now.getTime() - CONFIRMATION_INTERVAL_MS)),
          );
        return { submissions: expired.length, spam: spam.length };
      });
    },

    /**
     * Puts every suspect submission not yet in a digest into a new one: one delivery to the
     * business, sent by the outbox. Undefined when there is none.
     */
    async enqueueDigest(
      now = new Date(),
    ): Promise<{ deliveryId: string; count: number } | undefined> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(and(eq(submissions.verdict, "suspect"), isNull(submissions.digestedAt)))
          .orderBy(asc(submissions.createdAt))
          .for("update", { skipLocked: true });
        if (due.length === 0) return undefined;
        const submissionIds = due.map((row) => row.id);
        const [delivery] = await tx
          .insert(deliveries)
          .values({
            channel: "suspect_digest",
            payload: { submissionIds },
            nextAttemptAt: now,
            createdAt: now,
          })
          .returning({ id: deliveries.id });
        await tx
          .update(submissions)
          .set({ digestedAt: now })
          .where(inArray(submissions.id, submissionIds));
        if (!delivery) throw new Error("the digest's delivery was not inserted");
        return { deliveryId: delivery.id, count: due.length };
      });
    },

    /**
     * Claims today's run of a daily job: true for exactly one caller per `day`, whichever instance
     * asks first. `day`: YYYY-MM-DD.
     */
    async claimDailyRun(name: string, day: string, now = new Date()) {
      const claimed = await db
        .insert(jobRuns)
        .values({ name, day, ranAt: now })
        .onConflictDoUpdate({
          target: jobRuns.name,
          set: { day, ranAt: now },
          setWhere: sql`${jobRuns.day} < ${day}`,
        })
        .returning({ name: jobRuns.name });
      return claimed.length === 1;
    },

    /** Gives a claimed run back (it failed): the job is due again. */
    async unclaimDailyRun(name: string, day: string) {
      await db
        .update(jobRuns)
        .set({ day: "" })
        .where(and(eq(jobRuns.name, name), eq(jobRuns.day, day)));
    },
  };
}

export type Store = ReturnType<typeof createStore>;
