// Opens the database: embedded PostgreSQL (PGlite) in DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is a postgres:// URL. Both get the same Drizzle schema and the same migrations.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import { errorCode } from "./error-fields.ts";
import * as schema from "./schema.ts";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How long a new connection to PostgreSQL may take: a server that does not answer (a dropped
 * packet, not a refusal) makes a request wait this long at most before it is answered 503.
 */
const CONNECT_TIMEOUT_MS = 5000;

/** Any number; the one advisory lock under which one of several instances migrates at a time. */
const MIGRATION_LOCK = 7_403_511;

/** Either driver's Drizzle database, with the schema's tables under `db.query`. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  describe: string;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** postgres:// or postgresql://; otherwise PGlite in `dataDir`, or in memory. */
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  poolSize?: number;
  /** A PGlite dump to start an in-memory database from (tests: initdb is slow). */
  loadDataDir?: Blob;
}

/** Opens the database, migrated and ready. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  memory = false,
  poolSize = 10,
  loadDataDir,
}: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    if (!isDatabaseUrl(databaseUrl)) {
      throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
    }
    return openPostgres(databaseUrl, poolSize);
  }
  return openPglite(memory ? undefined : path.resolve(dataDir ?? "data"), loadDataDir);
}

/** Whether DATABASE_URL names a PostgreSQL server (postgres:// or postgresql://). */
export const isDatabaseUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** Thrown when another live process has the PGlite data directory open. */
export class DataDirInUseError extends Error {
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `${dataDir} is in use by process ${pid}: PGlite is one process's database. Stop that process, or share a PostgreSQL server (DATABASE_URL) between several.`,
    );
    this.name = "DataDirInUseError";
    this.pid = pid;
  }
}

/** Thrown when DATA_DIR, or something in it, is open to other users and cannot be made owner-only. */
export class DataDirPermissionError extends Error {
  constructor(dataDir: string, entry: string, mode: number, cause: unknown) {
    const code = errorCode(cause) ?? String(cause);
    super(
      `${entry} can be read or written by other users (mode ${(mode & 0o777).toString(8).padStart(4, "0")}) and could not be made owner-only (${code}): DATA_DIR holds every submission. Run the server as the user who owns ${dataDir} and everything in it (chown -R), or make it owner-only yourself (chmod -R go-rwx ${dataDir}).`,
    );
    this.name = "DataDirPermissionError";
  }
}

/**
 * Makes DATA_DIR owner-only, and keeps it so: creates it 0700 when missing; takes every permission
 * of the group and others off it and off everything in it (folders 0700, files 0600; the owner's
 * own bits are kept), or throws DataDirPermissionError where that is not allowed; and sets the
 * process's umask to 077, since PGlite creates its files through Node's fs (less the umask) and
 * the lock file and the admin socket are ours. Answers how many files and folders were open to
 * others and are owner-only now.
 */
export function ownerOnlyDataDir(dataDir: string): number {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let fixed = 0;
  const entries = fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" });
  for (const entry of [dataDir, ...entries.map((name) => path.join(dataDir, name))]) {
    let mode: number;
    try {
      // DATA_DIR itself may be a link to the folder; a link inside it has no mode of its own.
      const stat = entry === dataDir ? fs.statSync(entry) : fs.lstatSync(entry);
      if (stat.isSymbolicLink() || (stat.mode & 0o077) === 0) continue;
      mode = stat.mode;
    } catch {
      continue; // gone since the listing
    }
    try {
      fs.chmodSync(entry, mode & 0o700);
    } catch (error) {
      throw new DataDirPermissionError(dataDir, entry, mode, error);
    }
    fixed += 1;
  }
  return fixed;
}

/**
 * A process's start time, in clock ticks since boot (field 22 of /proc/<pid>/stat), and whether it
 * is a zombie (died, not yet reaped: state Z or X); undefined where there is no /proc, or no such
 * process.
 */
export function processInfo(pid: number): { startTime: string; zombie: boolean } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [state = "", startTime = ""] = [fields[0], fields[19]];
    return { startTime, zombie: state === "Z" || state === "X" };
  } catch {
    return undefined;
  }
}

const hasProc = fs.existsSync("/proc/self/stat");

/**
 * Whether the process that wrote a lock still runs: it exists, has not died (a zombie has, only its
 * parent has not reaped it yet: a restart right after `kill -9` must not wait for that) and, when
 * the lock says when it started, started then (the pid was not reused by another process since).
 */
const isAlive = (pid: number, startTime: string | undefined) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) !== "EPERM") return false;
  }
  if (!hasProc) return true;
  const info = processInfo(pid);
  if (!info) return false;
  return !info.zombie && (startTime === undefined || info.startTime === startTime);
};

/** The lock file of a PGlite data directory. */
export const lockFileOf = (dataDir: string) => path.join(dataDir, "pglite.lock");

/**
 * This process as its lock names it: its pid and, where /proc tells, its start time ("4242 123456");
 * a lock of an older version holds the pid alone.
 */
const ownLock = () => {
  const startTime = processInfo(process.pid)?.startTime;
  return startTime ? `${process.pid} ${startTime}` : String(process.pid);
};

/**
 * The live process that holds the data directory, if any (a lock left by a process that died, or
 * whose pid now belongs to another process, is stale and ignored).
 */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const [pidText = "", startTime] = fs
      .readFileSync(lockFileOf(dataDir), "utf8")
      .trim()
      .split(/\s+/);
    const pid = Number(pidText);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid, startTime)
      ? pid
      : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the data directory for this process, or throws DataDirInUseError; answers its release. */
function lockDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirInUseError(dataDir, holder);
  const file = lockFileOf(dataDir);
  const lock = ownLock();
  fs.writeFileSync(file, lock);
  return () => {
    try {
      if (fs.readFileSync(file, "utf8").trim() === lock) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
}

/** dataDir undefined: in memory. */
async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pgdata = dataDir && path.join(dataDir, "pgdata");
  if (dataDir) ownerOnlyDataDir(dataDir);
  if (pgdata) fs.mkdirSync(pgdata, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    // shared_buffers 16 MB instead of PGlite's 160 MB: its WebAssembly memory never shrinks once
    // grown, and the forms' tables fit in 16 MB many times over. The server's RSS: 550 -> 425 MB.
    // wal_recycle off: a write-ahead log segment that a checkpoint has done with is deleted, not
    // renamed for reuse with its old bytes in it (an erased submission's text among them).
    const memory = {
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        "shared_buffers=16MB",
        "-c",
        "wal_recycle=off",
      ],
    };
    client = await PGlite.create(pgdata, {
      ...memory,
      ...(loadDataDir && !pgdata ? { loadDataDir } : {}),
    });
    // A new data directory is unpacked from PGlite's own archive with its modes (0666, 0755),
    // which the umask does not touch (chmod): made owner-only as soon as it is there. What
    // PostgreSQL writes from then on, it creates 0600 and 0700 itself.
    if (dataDir) ownerOnlyDataDir(dataDir);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const opened = client;
    return {
      db,
      kind: "pglite",
      describe: pgdata ? `PGlite in ${pgdata}` : "PGlite in memory",
      close: async () => {
        try {
          await opened.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    unlock();
    throw error;
  }
}

/**
 * A pg connection's 'error' event: handled by the query it fails, or by the next probe write
 * (server/db/connection.ts), so the event itself has nothing left to do.
 */
const ignoreConnectionError = () => {};

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // Several instances may start at once: each migrates under one advisory lock, on one connection.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection that breaks while migrating fails the query; the event must not end the process.
  client.on("error", ignoreConnectionError);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection that breaks (the server restarts, or ends it) emits 'error', and an 'error' with
  // no listener ends the process. The pool listens on its idle connections only; a connection
  // checked out for a transaction gets one of its own for as long as it lives. The query in flight
  // fails with the error as well, and is answered 503 (server/plugins/form-api.ts); the broken connection
  // leaves the pool when it is released, and the next query opens a new one.
  pool.on("error", ignoreConnectionError);
  pool.on("connect", (client) => client.on("error", ignoreConnectionError));
  const db = drizzle({ client: pool, schema });
  const { host, pathname } = new URL(url);
  return {
    db,
    kind: "postgres",
    // Never the password.
    describe: `PostgreSQL at ${host}${pathname}`,
    close: () => pool.end(),
  };
}

/** Throws when the database does not answer. */
export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}
