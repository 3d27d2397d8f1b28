// @ts-check
// `npm run bench:outbox`: how fast the outbox drains a burst. Queues 2,400 business e-mails of
// stored enquiries, then times a worker (the server's own: createWorker, createSenders and the
// pooled createMailer) sending them all to an SMTP sink on the loopback. The sink runs in a process
// of its own, as a real mail server would, accepts everything and keeps only each message's
// Message-ID: every delivery must arrive exactly once, and be recorded as sent.
// PGlite (in a temporary DATA_DIR) always; PostgreSQL too with BENCH_DATABASE_URL (or
// TEST_DATABASE_URL), in a database of its own that is dropped afterwards.
//   npm run bench:outbox -- [--count 2400] [--concurrency 8] [--batch 50] [--db pglite|postgres|both]
// `--concurrency 1 --batch 10` is the worker as it was before it sent in parallel (but with the pool).
import { fork } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../server/db/index.ts";
import { deliveries, submissions } from "../server/db/schema.ts";
import { createMailer } from "../server/outbox/mailer.ts";
import { createSenders } from "../server/outbox/senders.ts";
import { createWorker, DEFAULTS } from "../server/outbox/worker.ts";

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};

/**
 * The sink (this script run with --sink): an SMTP server that accepts every message without STARTTLS
 * or AUTH, and tells its parent its port, then, when asked, how many messages it received and how
 * many distinct Message-IDs they had.
 */
function runSink() {
  let received = 0;
  /** @type {Set<string>} */
  const messageIds = new Set();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    maxClients: 1000,
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const headers =
          Buffer.concat(chunks)
            .toString()
            .split(/\r?\n\r?\n/, 1)[0] ?? "";
        const id = /^Message-ID:\s*(\S+)/im.exec(headers)?.[1];
        received += 1;
        if (id) messageIds.add(id);
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1", () => {
    const address = /** @type {import("node:net").AddressInfo} */ (server.server.address());
    process.send?.({ port: address.port });
  });
  process.on("message", (message) => {
    if (message === "counts") process.send?.({ received, distinct: messageIds.size });
    if (message === "reset") {
      received = 0;
      messageIds.clear();
    }
  });
  process.on("disconnect", () => server.close(() => process.exit(0)));
}

if (args.includes("--sink")) {
  runSink();
} else {
  await main();
}

async function main() {
  const count = Math.min(Number(option("count", "2400")), 100_000);
  const concurrency = Number(option("concurrency", String(DEFAULTS.concurrency)));
  const batchSize = Number(option("batch", String(DEFAULTS.batchSize)));
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const which = option("db", postgresUrl ? "both" : "pglite");
  const backends = /** @type {("pglite" | "postgres")[]} */ (
    which === "both" ? ["pglite", "postgres"] : [which]
  );
  if (backends.includes("postgres") && !postgresUrl) {
    console.error("PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).");
    process.exit(2);
  }

  const sink = fork(import.meta.filename, ["--sink"], { stdio: "inherit" });
  /** @returns {Promise<any>} */
  const reply = () => new Promise((resolve) => sink.once("message", resolve));
  const { port } = await reply();
  const smtpUrl = `smtp://127.0.0.1:${port}`;

  const data = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+1 555 0100",
    organization: "Analytical Engines Ltd",
    interestedIn: "Business Automation",
    needs: "Route invoices from our inbox to accounting, and answer supplier questions.",
    additionalInfo: "",
  };

  /**
   * @param {"pglite" | "postgres"} backend
   * @returns {Promise<Record<string, string | number | boolean>>}
   */
  async function bench(backend) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-bench-outbox-"));
    const name = `automatica_bench_${randomBytes(4).toString("hex")}`;
    let databaseUrl;
    if (backend === "postgres") {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(/** @type {string} */ (postgresUrl));
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const database = await openDatabase({ databaseUrl, dataDir });
    const mailer = createMailer(smtpUrl, { maxConnections: concurrency });
    try {
      const { db } = database;
      // The burst: stored enquiries, each owing the business its e-mail.
      for (let done = 0; done < count; done += 500) {
        const rows = Array.from({ length: Math.min(500, count - done) }, () => ({
          id: randomUUID(),
          kind: /** @type {const} */ ("enquiry"),
          data,
        }));
        await db.insert(submissions).values(rows);
        await db.insert(deliveries).values(
          rows.map((row) => ({
            submissionId: row.id,
            channel: /** @type {const} */ ("business_email"),
          })),
        );
      }
      sink.send("reset");
      const worker = createWorker({
        db,
        senders: createSenders({
          mailer,
          addresses: {
            from: "Automatica <no-reply@automatica.example>",
            businessRecipient: "sales@automatica.example",
            siteUrl: "https://automatica.example",
          },
        }),
        instanceId: "bench",
        concurrency,
        batchSize,
      });
      const loadBefore = os.loadavg()[0] ?? 0;
      console.log(`${backend}: draining ${count} e-mails, ${concurrency} at a time...`);
      const started = performance.now();
      // What the worker's loop does while there is a full batch to take: pass after pass.
      while ((await worker.runOnce()) > 0);
      const seconds = (performance.now() - started) / 1000;
      const loadAfter = os.loadavg()[0] ?? 0;
      sink.send("counts");
      const { received, distinct } = await reply();
      const statuses = Object.fromEntries(
        (
          await db
            .select({ status: deliveries.status, n: sql`count(*)`.mapWith(Number) })
            .from(deliveries)
            .groupBy(deliveries.status)
        ).map((row) => [row.status, row.n]),
      );
      return {
        backend: backend === "pglite" ? "PGlite" : "PostgreSQL",
        "e-mails": count,
        concurrency,
        batch: batchSize,
        seconds: Number(seconds.toFixed(1)),
        "e-mails/s": Math.round(count / seconds),
        "load before": Number(loadBefore.toFixed(2)),
        "load after": Number(loadAfter.toFixed(2)),
        "each once, all sent": received === count && distinct === count && statuses.sent === count,
      };
    } finally {
      mailer.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (backend === "postgres") {
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  }

  const rows = [];
  try {
    for (const backend of backends) rows.push(await bench(backend));
  } finally {
    sink.disconnect();
  }
  console.log(`${os.cpus().length} CPUs; load average over 1 minute, before and after each run`);
  console.table(rows);
  process.exit(rows.every((row) => row["each once, all sent"]) ? 0 : 1);
}
