// The database if it is there. The site must not depend on it: the server listens at once, opens the
// database in the background and keeps trying (1 s, doubling to 30 s) until it opens and a write
// goes through. What needs the database (the store, the rate limit, the secrets, the outbox worker,
// the daily job, the admin socket) is attached to it once it has opened, and the background work
// pauses while it is away. A write that fails because the database is unreachable, full or read-only
// marks it lost; a probe write (rolled back) finds it back. The log says each coming and going once.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "./index.ts";
import { errorFields } from "./error-fields.ts";
import { jobRuns } from "./schema.ts";
import { safeError } from "../log-safe.ts";
import { DatabaseUnavailableError } from "../errors.ts";

/** Answered as 503 with a Retry-After: the database is not there right now (server/errors.ts). */
export { DatabaseUnavailableError };

/** The backoff between attempts: the first delay, doubled after each failure up to the last. */
export interface Retry {
  firstMs: number;
  maxMs: number;
}
export const RETRY: Retry = { firstMs: 1000, maxMs: 30_000 };
/** While the database is there, a probe write this often finds out when it goes (no traffic needed). */
export const HEARTBEAT_MS = 15_000;

/**
 * PostgreSQL's SQLSTATEs of a database that is away or cannot take writes, rather than of a bug:
 * connection exceptions (class 08), shutdowns (57P01-57P03), disk full, out of memory, too many
 * connections, a read-only transaction, an I/O error, a database that does not exist (yet), a
 * password that is refused.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53[0-9]00|25006|58030|3D000|28000|28P01)$/;
/** Node's error codes of the same: the server unreachable, the disk full, read-only or refused. */
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EACCES",
  "EPERM",
  "EIO",
]);
/**
 * The same, said in words only (pg's pool, PGlite's file system and its lock): a connection that
 * ended, a pool or client that was closed, the data directory in use by another process.
 */
const UNAVAILABLE_MESSAGES =
  /connection terminated|connection error|timeout exceeded when trying to connect|not queryable|cannot use a pool after calling end|pglite is closed|no space left on device|read-only file system|permission denied|is in use by process|not currently accepting connections/i;

/**
 * Whether `error` (or an error it wraps: Drizzle's 'Failed query' keeps the driver's as its cause)
 * says the database is away, full or read-only, rather than a bug in a query.
 */
export function isUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause, name } = errorFields(current);
    if (name === "DatabaseUnavailableError" || name === "DataDirInUseError") return true;
    if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * Why the database is unavailable, for the log and /api/health: the error's code and message as a
 * log line may show them (server/log-safe.ts: no values, no addresses; a connection string is never
 * in a driver's message).
 */
export function reasonOf(error: unknown): string {
  const { code, message } = safeError(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * Writes a row and rolls it back: throws when the database cannot take a write (full, read-only,
 * away). A row in job_runs, named so that it is nobody's job.
 */
export async function writeProbe(db: Db): Promise<void> {
  const ROLLED_BACK = Symbol("rolled back");
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(jobRuns)
        .values({ name: `probe:${randomUUID()}`, day: "probe", ranAt: new Date() });
      // Drizzle's tx.rollback() throws its own error; this one is ours to recognise.
      throw ROLLED_BACK;
    });
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}

export interface Connection<T> {
  /** Starts opening the database; `log` says when it comes and goes. */
  start: (log: FastifyBaseLogger) => void;
  /** What is attached to the database, or DatabaseUnavailableError (503). */
  get: () => T;
  current: () => T | undefined;
  database: () => Database | undefined;
  /**
   * The error of a call to the database: when it says the database is away, full or read-only,
   * the database is marked unavailable (and found back by the retries). Whether it did. Never
   * give it any other error: a client's reset socket is ECONNRESET too (server/plugins/form-api.ts).
   */
  failed: (error: unknown) => boolean;
  /** retryAfter: whole seconds until the next attempt (at least 1). */
  status: () => { available: boolean; reason?: string; retryAfter: number };
  /** A probe write now (GET /api/health): throws when it fails, which marks the database lost. */
  probe: () => Promise<void>;
  whenAvailable: () => Promise<T>;
  /** Stops trying, pauses and detaches what was attached, and closes an own database. */
  close: () => Promise<void>;
}

export interface ConnectOptions<T> {
  /** Opens (and migrates) the database. */
  open: () => Promise<Database>;
  /** Builds what needs the database, once it has opened. */
  attach: (database: Database) => T | Promise<T>;
  /** Starts its background work as the database comes. */
  resume?: (parts: T) => void;
  /** Stops its background work as the database goes. */
  pause?: (parts: T) => Promise<void> | void;
  /** Undoes attach at close. */
  detach?: (parts: T) => Promise<void> | void;
  /** close() closes the database too. */
  own?: boolean;
  retry?: Retry;
  heartbeatMs?: number;
}

export function connectDatabase<T>({
  open,
  attach,
  resume,
  pause,
  detach,
  own = true,
  retry = RETRY,
  heartbeatMs = HEARTBEAT_MS,
}: ConnectOptions<T>): Connection<T> {
  let log: FastifyBaseLogger | undefined;
  let database: Database | undefined;
  let parts: T | undefined;
  let available = false;
  let closed = false;
  /** Said in the log: no second "unavailable" line until it has been back. */
  let reported = false;
  let reason = "connecting";
  let delay = retry.firstMs;
  let nextAttemptAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  const waiting = new Set<(parts: T) => void>();

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (closed) return;
    nextAttemptAt = Date.now() + ms;
    timer = setTimeout(() => void tryNow(), ms);
    timer.unref();
  };

  const unavailable = (error: unknown) => {
    const wasAvailable = available;
    available = false;
    reason = reasonOf(error);
    if (!reported) {
      reported = true;
      log?.warn(`database: unavailable (${reason}), retrying in ${Math.ceil(delay / 1000)} s`);
    } else {
      log?.debug(
        `database: still unavailable (${reason}), retrying in ${Math.ceil(delay / 1000)} s`,
      );
    }
    schedule(delay);
    delay = Math.min(delay * 2, retry.maxMs);
    if (wasAvailable && parts !== undefined) void Promise.resolve(pause?.(parts)).catch(() => {});
  };

  /**
   * One attempt: open when not yet open, then a probe write. While available it is the heartbeat:
   * a probe write now and then finds out when the database goes, with no traffic needed.
   */
  const tryNow = (): Promise<void> => {
    attempt ??= (async () => {
      try {
        if (!database) {
          database = await open();
          if (closed) return;
          parts = await attach(database);
        }
        await writeProbe(database.db);
        if (closed || !parts) return;
        // A heartbeat while available: nothing to say.
        if (available) return schedule(heartbeatMs);
        available = true;
        reported = false;
        delay = retry.firstMs;
        reason = "";
        log?.info(`database: connected (${database.describe})`);
        resume?.(parts);
        for (const resolve of waiting) resolve(parts);
        waiting.clear();
        schedule(heartbeatMs);
      } catch (error) {
        if (!closed) unavailable(error);
      }
    })().finally(() => {
      attempt = undefined;
    });
    return attempt;
  };

  const connection: Connection<T> = {
    start(logger) {
      log = logger;
      void tryNow();
    },
    get() {
      if (available && parts !== undefined) return parts;
      throw new DatabaseUnavailableError(reason || "connecting", connection.status().retryAfter);
    },
    current: () => (available ? parts : undefined),
    database: () => database,
    failed(error) {
      if (!isUnavailable(error)) return false;
      if (available) unavailable(error);
      return true;
    },
    status: () => ({
      available,
      ...(available ? {} : { reason: reason || "connecting" }),
      retryAfter: available ? 0 : Math.max(1, Math.ceil((nextAttemptAt - Date.now()) / 1000)),
    }),
    async probe() {
      if (!available || !database)
        throw new DatabaseUnavailableError(reason, connection.status().retryAfter);
      try {
        await writeProbe(database.db);
      } catch (error) {
        if (available && !closed) unavailable(error);
        throw error;
      }
    },
    whenAvailable() {
      if (available && parts !== undefined) return Promise.resolve(parts);
      return new Promise((resolve) => waiting.add(resolve));
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await attempt;
      if (parts !== undefined) {
        if (available) await pause?.(parts);
        await detach?.(parts);
      }
      available = false;
      if (own) await database?.close();
    },
  };
  return connection;
}
