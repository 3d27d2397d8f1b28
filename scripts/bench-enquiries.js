// @ts-check
// `npm run bench:enquiries`: how many enquiries a second the production server stores, on the
// loopback. Starts `node server/index.ts` on 127.0.0.1 (rate limit raised with RATE_LIMIT_MAX),
// drives POST /api/enquiries with autocannon (50 connections, 30 s, a fresh Idempotency-Key per
// request), stops it, and counts what the database holds: it must equal the 2xx answers.
// PGlite always; PostgreSQL too with BENCH_DATABASE_URL (or TEST_DATABASE_URL), in a database of
// its own that is dropped afterwards.
//   npm run bench:enquiries -- [--duration 30] [--connections 50] [--db pglite|postgres|both]
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/db/index.ts";
import { submissions } from "../server/db/schema.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const duration = Math.min(Number(option("duration", "30")), 120);
const connections = Math.min(Number(option("connections", "50")), 200);
const port = Number(process.env.BENCH_PORT ?? 4187);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const which = option("db", postgresUrl ? "both" : "pglite");

const enquiry = JSON.stringify({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 555 0100",
  organization: "Analytical Engines Ltd",
  interestedIn: "Business Automation",
  needs: "Route invoices from our inbox to accounting, and answer supplier questions.",
  additionalInfo: "",
});

/** Starts the server and waits until it answers. @param {NodeJS.ProcessEnv} env */
async function startServer(env) {
  const server = spawn(process.execPath, [path.join(root, "server", "index.js")], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return server;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error("the server did not start within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** @param {import("node:child_process").ChildProcess} server */
const stopServer = (server) =>
  new Promise((resolve) => {
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });

/**
 * Drives the endpoint; `acknowledged` collects the Idempotency-Key of every 2xx answer.
 * @param {Set<string>} acknowledged
 * @returns {Promise<autocannon.Result>}
 */
const load = (acknowledged) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration,
        requests: [
          {
            method: "POST",
            path: "/api/enquiries",
            headers: { "content-type": "application/json" },
            body: enquiry,
            // One request at a time per connection: the connection's context holds its key.
            setupRequest: (request, context) => {
              const key = randomUUID();
              /** @type {{ key?: string }} */ (context).key = key;
              return { ...request, headers: { ...request.headers, "idempotency-key": key } };
            },
            onResponse: (status, _body, context) => {
              const { key } = /** @type {{ key?: string }} */ (context);
              if (status >= 200 && status < 300 && key) acknowledged.add(key);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

/**
 * @param {"pglite" | "postgres"} backend
 * @returns {Promise<Record<string, string | number | boolean>>}
 */
async function bench(backend) {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-bench-build-"));
  fs.mkdirSync(path.join(buildDir, "client"));
  fs.writeFileSync(
    path.join(buildDir, "client", "index.html"),
    "<!doctype html><title>bench</title>",
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-bench-data-"));
  let databaseUrl = "";
  const name = `automatica_bench_${randomBytes(4).toString("hex")}`;
  if (backend === "postgres") {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(/** @type {string} */ (postgresUrl));
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  try {
    const server = await startServer({
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: "100000000",
      SMTP_URL: "",
      WEBHOOK_URL: "",
    });
    console.log(`${backend}: ${connections} connections for ${duration} s...`);
    /** @type {Set<string>} */
    const acknowledged = new Set();
    const result = await load(acknowledged).finally(() => stopServer(server));
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    const keys = (
      await database.db.select({ key: submissions.idempotencyKey }).from(submissions)
    ).map((row) => String(row.key));
    await database.close();
    const stored = new Set(keys);
    const answeredAndStored = [...acknowledged].filter((key) => stored.has(key)).length;
    // When the time is up autocannon stops listening: the requests then in flight (one per
    // connection at most) are stored, their answers never read. They are counted apart.
    const inFlightAtStop = keys.length - answeredAndStored;
    return {
      backend: backend === "pglite" ? "PGlite" : "PostgreSQL",
      "req/s (mean)": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
      "2xx stored": answeredAndStored,
      "in flight at stop": inFlightAtStop,
      "every 2xx stored once":
        answeredAndStored === result["2xx"] &&
        acknowledged.size === result["2xx"] &&
        keys.length === stored.size &&
        inFlightAtStop >= 0 &&
        inFlightAtStop <= connections,
    };
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (backend === "postgres") {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

const backends = /** @type {("pglite" | "postgres")[]} */ (
  which === "both" ? ["pglite", "postgres"] : [which]
);
if (backends.includes("postgres") && !postgresUrl) {
  console.error("PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).");
  process.exit(2);
}
const rows = [];
for (const backend of backends) rows.push(await bench(backend));
console.table(rows);
process.exit(
  rows.every((row) => row["every 2xx stored once"] && row.errors === 0 && row["non-2xx"] === 0)
    ? 0
    : 1,
);
