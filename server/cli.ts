// `npm run enquiries -- <command>`: what the business does with what visitors sent, on the database
// the server uses (DATA_DIR or DATABASE_URL). With PGlite, while the server runs, through the server
// (its admin socket). Run it with the server's environment: a released submission gets the webhook
// call only when WEBHOOK_URL is set.
//
//   list [--verdict ok|suspect|spam]        every submission with its verdict, source and deliveries
//   export --format csv|json                all of them, for a spreadsheet or a program
//   release ID                              sends a held (suspect or spam) submission on as ok
//   export --email ADDRESS | --phone NUMBER [--include-related]
//                                           one person's data as JSON (an access request)
//   erase --email ADDRESS | --phone NUMBER [--include-related] [--dry-run]
//                                           deletes one person's data and says what went
// A person is found by their address as the confirmation cap normalises it (case, +tag, Gmail's
// dots, googlemail.com) and by their phone number's digits; what carries another spelling of the
// address, or the number with another person's address, is related: listed apart, and left alone
// unless --include-related (server/submissions/store.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sourceRows } from "../src/shared/schemas/source.ts";
import { describeDelivery, iso, toCsv } from "./submissions/csv.ts";
import type { Row } from "./submissions/csv.ts";
import { createAdmin, isVerdict, viaJson } from "./admin.ts";
import type { AdminArgs, AdminCommand, AdminResults, Jsonified } from "./admin.ts";
import { callAdminSocket } from "./admin-socket.ts";
import { readConfig } from "./config.ts";
import type { ServerConfig } from "./config.ts";
import { dataDirHolder, openDatabase } from "./db/index.ts";
import { createStore } from "./submissions/store.ts";

export { csvCell, describeDelivery, iso, toCsv } from "./submissions/csv.ts";
export type { DeliveryLine, Row } from "./submissions/csv.ts";

/** A submission in one line, and why it is related when it is. */
interface BriefRow {
  id: string;
  kind: string;
  createdAt: string | Date;
  verdict: string;
  why?: string;
}

/** What `erase` says it did, or would do (from the socket, its dates as text). */
type Erasure = AdminResults["erase"] | Jsonified<AdminResults["erase"]>;

/** Who sent it, in a few words. */
const whoOf = (row: Row) =>
  row.kind === "invite"
    ? row.data.contact
    : `${row.data.name} <${row.data.email}>${row.data.interestedIn ? ` - ${row.data.interestedIn}` : ""}${row.data.subject ? ` - ${row.data.subject}` : ""}`;

/** One paragraph per submission: who, its verdict and why, where it came from, its deliveries. */
export function toList(rows: Row[]): string {
  if (rows.length === 0) return "No submissions.\n";
  return (
    rows
      .map((row) => {
        const why = row.reasons.length ? ` (${row.reasons.join("; ")})` : "";
        const source = sourceRows(row.source)
          .map(([label, value]) => `${label}: ${value}`)
          .join(", ");
        return [
          `${iso(row.createdAt)}  ${row.kind.padEnd(7)}  ${whoOf(row)}  (${row.id})`,
          `    verdict: ${row.verdict}${why}`,
          ...(source ? [`    source: ${source}`] : []),
          ...row.deliveries.map(
            (delivery) => `    ${delivery.channel}: ${describeDelivery(delivery)}`,
          ),
        ].join("\n");
      })
      .join("\n") + `\n${rows.length} submission${rows.length === 1 ? "" : "s"}.\n`
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A submission in one line, and why it is related when it is. */
const briefLine = (row: BriefRow) =>
  `    ${iso(row.createdAt)}  ${row.kind.padEnd(7)}  ${row.verdict.padEnd(7)}  ${row.id}${row.why ? `  ${row.why}` : ""}`;

/**
 * The related submissions a privacy request found (another spelling of the address, a shared
 * phone number), listed apart.
 */
export function describeRelated(
  related: (BriefRow & { why: string })[],
  {
    included,
    verb,
    dryRun = false,
  }: { included: boolean; verb: "erase" | "export"; dryRun?: boolean },
): string {
  if (related.length === 0) return "";
  const count = plural(related.length, "submission");
  const done = { erase: "erased", export: "exported" }[verb];
  const head = included
    ? `Related, ${dryRun ? `would be ${done}` : done} too (--include-related): ${count}.`
    : `Related, left alone (perhaps another person's; add --include-related to ${verb} them too): ${count}.`;
  return [head, ...related.map(briefLine)].join("\n") + "\n";
}

/**
 * What `erase` removed, or with --dry-run would remove, what it left alone, and whether the
 * database's files were scrubbed of it.
 */
export function describeErasure(summary: Erasure, who: string): string {
  const what = [
    plural(summary.submissions.length, "submission"),
    plural(summary.deliveries, "delivery record").replace("ys", "ies"),
    plural(summary.idempotencyKeys, "idempotency key"),
    plural(summary.confirmationRecords, "confirmation record"),
  ].join(", ");
  const related = new Set(summary.related.map((row) => row.id));
  const { scrubbed } = summary;
  return (
    [
      `${summary.dryRun ? "Would erase" : "Erased"} for ${who}: ${what}.`,
      ...summary.submissions.filter((row) => !related.has(row.id)).map(briefLine),
    ].join("\n") +
    "\n" +
    describeRelated(summary.related, {
      included: summary.includeRelated,
      verb: "erase",
      dryRun: summary.dryRun,
    }) +
    (summary.dryRun ? "Nothing was deleted (--dry-run).\n" : "") +
    (scrubbed?.checkpointed
      ? "The tables were rewritten (VACUUM FULL) and the write-ahead log checkpointed: the erased text is gone from the database's files (not from backups or a WAL archive).\n"
      : "") +
    (scrubbed && !scrubbed.checkpointed
      ? `The tables were rewritten (VACUUM FULL), but the write-ahead log was not checkpointed (${scrubbed.reason}): the erased text stays in its files until PostgreSQL recycles them. Let this role do it (GRANT pg_checkpoint TO the role; GRANT EXECUTE ON FUNCTION pg_switch_wal() TO the role), or run SELECT pg_switch_wal(); CHECKPOINT; as a superuser.\n`
      : "")
  );
}

/**
 * Runs an admin command against wherever the database is: the running server's admin socket while
 * it holds a PGlite DATA_DIR, else the database itself. The answer as JSON gives it: dates as text.
 */
export async function runAdmin<C extends AdminCommand>(
  config: ServerConfig,
  command: C,
  args: AdminArgs[C],
): Promise<Jsonified<AdminResults[C]>> {
  if (!config.databaseUrl) {
    if (dataDirHolder(config.dataDir)) {
      return await callAdminSocket(config.dataDir, command, args);
    }
    // No database yet (the server never ran here): nothing is stored (an invitation makes it).
    if (command !== "staffInvite" && !fs.existsSync(path.join(config.dataDir, "pgdata"))) {
      const nothing: { [K in AdminCommand]: Jsonified<AdminResults[K]> } = {
        list: [],
        exportPerson: { submissions: [], related: [] },
        release: { released: false, reason: "no such submission" },
        assistantGaps: [],
        staffInvite: undefined as never,
        staffList: { members: [], invitations: [] },
        staffRemove: undefined,
        staffAudit: [],
        erase: {
          submissions: [],
          related: [],
          includeRelated: false,
          deliveries: 0,
          idempotencyKeys: 0,
          confirmationRecords: 0,
          dryRun: "dryRun" in args && Boolean(args.dryRun),
          scrubbed: undefined,
        },
      };
      return nothing[command];
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const admin = createAdmin({
      store: createStore(database.db),
      webhook: Boolean(config.webhookUrl),
      confirmationsPerHour: config.confirmationsPerHour,
      // Ask Automatica's questions, loaded only for its gaps report.
      questions:
        command === "assistantGaps"
          ? (await import("./assistant/store.ts")).createAssistantStore(database.db)
          : undefined,
      // The staff door's store, loaded only for its commands (the outbox sends the invitation once
      // the server runs).
      staff: command.startsWith("staff")
        ? {
            store: (await import("./staff/store.ts")).createStaffStore(database.db),
            siteOrigin: config.siteOrigin,
          }
        : undefined,
    });
    // JSON both ways, as through the socket: dates as text.
    return viaJson(await admin[command](args));
  } finally {
    await database.close();
  }
}

const USAGE = `Usage: npm run enquiries -- list [--verdict ok|suspect|spam]
       npm run enquiries -- export --format csv|json
       npm run enquiries -- release ID
       npm run enquiries -- export --email ADDRESS | --phone NUMBER [--include-related]
       npm run enquiries -- erase --email ADDRESS | --phone NUMBER [--include-related] [--dry-run]

Reads DATABASE_URL, or the PGlite database in DATA_DIR (default ./data); while the server holds
DATA_DIR, asks the server.`;

/** `--name value` or `--name=value`. */
export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at === -1
    ? args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
    : args[at + 1];
}

/** @returns the exit code */
export async function main(
  args: string[],
  {
    env = process.env,
    write = (text) => process.stdout.write(text),
  }: { env?: NodeJS.ProcessEnv; write?: (text: string) => void } = {},
): Promise<number> {
  const [command, ...rest] = args;
  const config = readConfig(env);
  const email = option(rest, "email");
  const phone = option(rest, "phone");
  // Both may be given: the person's address, and their number.
  const person = email || phone ? { email, phone } : undefined;
  const includeRelated = rest.includes("--include-related");
  const format = option(rest, "format");
  const verdict = option(rest, "verdict");

  if (command === "list" && (verdict === undefined || isVerdict(verdict))) {
    write(toList(await runAdmin(config, "list", { verdict })));
    return 0;
  }
  if (command === "export" && person) {
    const found = await runAdmin(config, "exportPerson", { ...person, includeRelated });
    // The JSON, for the person; what was found beside it, for the business only.
    write(`${JSON.stringify(found.submissions, null, 2)}\n`);
    process.stderr.write(
      describeRelated(found.related, { included: includeRelated, verb: "export" }),
    );
    return 0;
  }
  if (command === "export" && (format === "csv" || format === "json")) {
    const rows = await runAdmin(config, "list", {});
    write(format === "csv" ? toCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  }
  if (command === "release" && rest[0] && !rest[0].startsWith("--")) {
    const result = await runAdmin(config, "release", { id: rest[0] });
    if (!result.released) {
      process.stderr.write(`Not released: ${result.reason}.\n`);
      return 1;
    }
    const confirmation = {
      queued: "and a confirmation to the sender",
      "not-owed": "(no confirmation is owed)",
      address: "(no confirmation: this address had one in the last 24 hours)",
      hourly: "(no confirmation: the hourly cap is reached)",
    }[result.confirmation];
    write(
      `Released ${result.submission.id}: it is now ok, and its e-mail to the business is on its way ${confirmation}.\n`,
    );
    return 0;
  }
  if (command === "erase" && person) {
    const summary = await runAdmin(config, "erase", {
      ...person,
      dryRun: rest.includes("--dry-run"),
      includeRelated,
    });
    write(describeErasure(summary, [email, phone && `phone ${phone}`].filter(Boolean).join(", ")));
    return 0;
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

/**
 * Runs a CLI's `main` with the process's arguments when `moduleUrl` (its import.meta.url) is the
 * script node was started with, and exits with its code (1, with the message, when it throws).
 */
export function runAsScript(moduleUrl: string, run: (args: string[]) => Promise<number>) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
      process.exit(1);
    },
  );
}

runAsScript(import.meta.url, main);
