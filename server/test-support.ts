// Shared by the API, outbox and delivery tests: databases (PGlite in memory, and a throwaway
// database on TEST_DATABASE_URL's PostgreSQL server when it is set), an SMTP server that keeps what
// it receives, and a webhook receiver.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { MIGRATIONS_DIR, openDatabase } from "./db/index.ts";
import type { Database, Db } from "./db/index.ts";
import { readConfig } from "./config.ts";
import { isRecord } from "./json-body.ts";
import { portOf } from "./test-helpers.ts";

export { startSmtpServer } from "./smtp-test-server.ts";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * The storage backends every storage test runs against: PGlite always, PostgreSQL with
 * TEST_DATABASE_URL.
 */
export const BACKENDS = [
  { name: "PGlite", postgres: false },
  { name: "PostgreSQL", postgres: true },
] as const;

let template: Promise<Blob> | undefined;

/**
 * Where the dump of a new, migrated PGlite database is kept (`pgliteTemplate`): the temporary
 * directory, named by the PGlite version and the migrations, so that later runs (and the browser
 * journeys' own servers, tests/e2e/own-server.ts) reuse it.
 */
export function pgliteTemplateFile() {
  const hash = createHash("sha256");
  const manifest: unknown = JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, "../node_modules/@electric-sql/pglite/package.json"),
      "utf8",
    ),
  );
  const version = isRecord(manifest) ? manifest.version : undefined;
  if (typeof version !== "string") throw new Error("PGlite's package.json names no version");
  hash.update(version);
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith(".sql")) hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return path.join(os.tmpdir(), `automatica-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/**
 * A dump of a new, migrated PGlite database (a tar of its data directory). Making one (initdb)
 * takes seconds of CPU; starting from a dump a fraction of that. Kept in `pgliteTemplateFile`.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = pgliteTemplateFile();
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const database = await openDatabase({ memory: true });
    const client = "$client" in database.db ? database.db.$client : undefined;
    if (!(client instanceof PGlite)) throw new Error("an in-memory database is PGlite");
    const dump = await client.dumpDataDir("none");
    await database.close();
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return template;
}

/** Puts a new, migrated PGlite database into a DATA_DIR, as the server would have made it. */
export async function seedDataDir(dataDir: string) {
  const client = await PGlite.create(path.join(dataDir, "pgdata"), {
    loadDataDir: await pgliteTemplate(),
  });
  await client.close();
}

/** A database made for one test file, and how to be rid of it. */
export interface FreshDatabase {
  database: Database;
  /** Its URL, on PostgreSQL. */
  url?: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database of the backend: PGlite in memory, or a new database on the PostgreSQL server
 * (dropped by `drop`), migrated.
 */
export async function freshDatabase(postgres: boolean): Promise<FreshDatabase> {
  if (!postgres) {
    const database = await openDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `automatica_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => {});
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Empties every table but the server's secrets (made once per database). */
export async function truncate(db: Db) {
  await db.execute(
    sql`truncate table deliveries, submission_notes, submission_triage, submissions, confirmation_grants, rate_limits, spent_challenges, job_runs, staff_audit, staff_challenges, staff_invitations, staff_sessions, staff_passkeys, staff`,
  );
}

/** A server configuration for tests: the rate limit out of the way unless a test sets it. */
export const testConfig = (env: NodeJS.ProcessEnv = {}) =>
  readConfig({ RATE_LIMIT_MAX: "100000", ...env });

/** Valid bodies, one per form. */
export const VALID = {
  enquiry: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    organization: "",
    interestedIn: "Business Automation",
    needs: "Route invoices from our inbox to accounting.",
    additionalInfo: "",
  },
  contact: {
    name: "Noor Haddad",
    email: "noor@example.com",
    subject: "Pilot for our clinic",
    message: "Three sites, one inbox.",
  },
  invite: { contact: "grace@example.com" },
};

/** A body as application/x-www-form-urlencoded. */
export const formEncode = (values: Record<string, string>) =>
  new URLSearchParams(values).toString();

/** A request the webhook receiver kept. */
export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A webhook receiver on 127.0.0.1: keeps each request's raw body and headers, answers `status`.
 */
export async function startWebhookReceiver() {
  const requests: ReceivedWebhook[] = [];
  const state = { status: 204 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({ body: Buffer.concat(chunks).toString(), headers: request.headers });
      response.writeHead(state.status).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const port = portOf(server.address());
  return {
    requests,
    state,
    url: `http://127.0.0.1:${port}/hooks/automatica`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
