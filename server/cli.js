// @ts-check
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
// unless --include-related (server/submissions/store.js).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sourceRows, UTM_KEYS } from "../src/shared/schemas/source.ts";
import { createAdmin } from "./admin.js";
import { callAdminSocket } from "./admin-socket.js";
import { readConfig } from "./config.js";
import { dataDirHolder, openDatabase } from "./db/index.js";
import { DELIVERY_CHANNELS, VERDICTS } from "./db/schema.js";
import { createStore } from "./submissions/store.js";

/**
 * A submission as the CLI reads it (dates as ISO text: the admin socket sends JSON).
 * @typedef {{ id: string, kind: string, data: Record<string, string>, createdAt: string | Date,
 *   verdict: string, reasons: string[], source: import("../src/shared/schemas/source.ts").LeadSource | null,
 *   deliveries: { channel: string, status: string, attempts: number, lastError: string | null,
 *     sentAt: string | Date | null, nextAttemptAt: string | Date }[] }} Row
 */

const DATA_COLUMNS = [
  ["name", "name"],
  ["email", "email"],
  ["phone", "phone"],
  ["organization", "organization"],
  ["interested_in", "interestedIn"],
  ["needs", "needs"],
  ["additional_info", "additionalInfo"],
  ["subject", "subject"],
  ["message", "message"],
  ["contact", "contact"],
];

/** The channels a submission can owe (a digest is not one of its own). */
const SUBMISSION_CHANNELS = DELIVERY_CHANNELS.filter((channel) => channel !== "suspect_digest");

/** @param {string | Date | null | undefined} value */
const iso = (value) => (value ? new Date(value).toISOString() : "");

/** A delivery's state in a few words. @param {Row["deliveries"][number] | undefined} delivery */
export function describeDelivery(delivery) {
  if (!delivery) return "";
  if (delivery.status === "sent") return `sent ${iso(delivery.sentAt)}`;
  const tries = `${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}`;
  const error = delivery.lastError ? `; ${delivery.lastError}` : "";
  return delivery.status === "failed"
    ? `failed after ${tries}${error}`
    : `pending (${tries}${error}; next ${iso(delivery.nextAttemptAt)})`;
}

/**
 * A CSV cell that a spreadsheet shows as text: quoted, and a value starting with = + - @ (or a tab
 * or CR) prefixed with an apostrophe so it can never run as a formula.
 * @param {string} value
 */
export function csvCell(value) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** @param {Row[]} rows */
export function toCsv(rows) {
  const header = [
    "id",
    "created_at",
    "kind",
    "verdict",
    "reasons",
    ...DATA_COLUMNS.map(([column]) => column),
    "form_page",
    "landing_page",
    "referrer",
    ...UTM_KEYS,
    ...SUBMISSION_CHANNELS,
  ];
  const lines = rows.map((row) => [
    row.id,
    iso(row.createdAt),
    row.kind,
    row.verdict,
    row.reasons.join("; "),
    ...DATA_COLUMNS.map(([, key]) => row.data[/** @type {string} */ (key)] ?? ""),
    row.source?.page ?? "",
    row.source?.landingPage ?? "",
    row.source?.referrer ?? "",
    ...UTM_KEYS.map((key) => row.source?.utm?.[key] ?? ""),
    ...SUBMISSION_CHANNELS.map((channel) =>
      describeDelivery(row.deliveries.find((delivery) => delivery.channel === channel)),
    ),
  ]);
  return (
    [header, ...lines]
      .map((cells) => cells.map((cell) => csvCell(String(cell))).join(","))
      .join("\r\n") + "\r\n"
  );
}

/** Who sent it, in a few words. @param {Row} row */
const whoOf = (row) =>
  row.kind === "invite"
    ? row.data.contact
    : `${row.data.name} <${row.data.email}>${row.data.interestedIn ? ` - ${row.data.interestedIn}` : ""}${row.data.subject ? ` - ${row.data.subject}` : ""}`;

/** One paragraph per submission: who, its verdict and why, where it came from, its deliveries. @param {Row[]} rows */
export function toList(rows) {
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

/** @param {number} n @param {string} word */
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * A submission in one line, and why it is related when it is.
 * @param {{ id: string, kind: string, createdAt: string | Date, verdict: string, why?: string }} row
 */
const briefLine = (row) =>
  `    ${iso(row.createdAt)}  ${row.kind.padEnd(7)}  ${row.verdict.padEnd(7)}  ${row.id}${row.why ? `  ${row.why}` : ""}`;

/**
 * The related submissions a privacy request found (another spelling of the address, a shared
 * phone number), listed apart.
 * @param {{ id: string, kind: string, createdAt: string | Date, verdict: string, why: string }[]} related
 * @param {{ included: boolean, verb: "erase" | "export", dryRun?: boolean }} options
 */
export function describeRelated(related, { included, verb, dryRun = false }) {
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
 * @param {Awaited<ReturnType<import("./admin.js").Admin["erase"]>>} summary
 * @param {string} who
 */
export function describeErasure(summary, who) {
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
 * it holds a PGlite DATA_DIR, else the database itself.
 * @template {import("./admin.js").AdminCommand} C
 * @param {import("./config.js").ServerConfig} config
 * @param {C} command
 * @param {Parameters<import("./admin.js").Admin[C]>[0]} args
 * @returns {Promise<Awaited<ReturnType<import("./admin.js").Admin[C]>>>}
 */
export async function runAdmin(config, command, args) {
  if (!config.databaseUrl) {
    if (dataDirHolder(config.dataDir)) {
      return /** @type {any} */ (await callAdminSocket(config.dataDir, command, args ?? {}));
    }
    // No database yet (the server never ran here): nothing is stored.
    if (!fs.existsSync(path.join(config.dataDir, "pgdata"))) {
      const nothing = {
        list: [],
        exportPerson: { submissions: [], related: [] },
        release: { released: false, reason: "no such submission" },
        assistantGaps: [],
        erase: {
          submissions: [],
          related: [],
          includeRelated: false,
          deliveries: 0,
          idempotencyKeys: 0,
          confirmationRecords: 0,
          dryRun: Boolean(/** @type {{ dryRun?: boolean }} */ (args)?.dryRun),
        },
      };
      return /** @type {any} */ (nothing[command]);
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
    });
    // JSON both ways, as through the socket: dates as text.
    return JSON.parse(JSON.stringify(await /** @type {any} */ (admin[command])(args ?? {})));
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

/** `--name value` or `--name=value`. @param {string[]} args @param {string} name */
function option(args, name) {
  const at = args.indexOf(`--${name}`);
  return at === -1
    ? args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
    : args[at + 1];
}

/**
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, write?: (text: string) => void }} [io]
 * @returns {Promise<number>} the exit code
 */
export async function main(
  args,
  { env = process.env, write = (text) => process.stdout.write(text) } = {},
) {
  const [command, ...rest] = args;
  const config = readConfig(env);
  const email = option(rest, "email");
  const phone = option(rest, "phone");
  // Both may be given: the person's address, and their number.
  const person = email || phone ? { email, phone } : undefined;
  const includeRelated = rest.includes("--include-related");
  const format = option(rest, "format");
  const verdict = option(rest, "verdict");

  if (
    command === "list" &&
    (verdict === undefined || VERDICTS.includes(/** @type {any} */ (verdict)))
  ) {
    write(toList(await runAdmin(config, "list", { verdict: /** @type {any} */ (verdict) })));
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
      process.exit(1);
    },
  );
}
