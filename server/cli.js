// @ts-check
// `npm run enquiries -- list` and `npm run enquiries -- export --format csv|json`: every submission
// with the state of its deliveries, read from the database the server uses (DATA_DIR or
// DATABASE_URL). With PGlite, while the server runs, through the server (its admin socket).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fetchFromAdminSocket } from "./admin-socket.js";
import { readConfig } from "./config.js";
import { dataDirHolder, openDatabase } from "./db/index.js";
import { DELIVERY_CHANNELS } from "./db/schema.js";
import { createStore } from "./submissions/store.js";

/**
 * A submission as the CLI reads it (dates as ISO text: the admin socket sends JSON).
 * @typedef {{ id: string, kind: string, data: Record<string, string>, createdAt: string | Date,
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
    ...DATA_COLUMNS.map(([column]) => column),
    ...DELIVERY_CHANNELS,
  ];
  const lines = rows.map((row) => [
    row.id,
    iso(row.createdAt),
    row.kind,
    ...DATA_COLUMNS.map(([, key]) => row.data[/** @type {string} */ (key)] ?? ""),
    ...DELIVERY_CHANNELS.map((channel) =>
      describeDelivery(row.deliveries.find((delivery) => delivery.channel === channel)),
    ),
  ]);
  return (
    [header, ...lines]
      .map((cells) => cells.map((cell) => csvCell(String(cell))).join(","))
      .join("\r\n") + "\r\n"
  );
}

/** One line per submission, its deliveries below it. @param {Row[]} rows */
export function toList(rows) {
  if (rows.length === 0) return "No submissions yet.\n";
  return (
    rows
      .map((row) => {
        const who =
          row.kind === "invite"
            ? row.data.contact
            : `${row.data.name} <${row.data.email}>${row.data.interestedIn ? ` - ${row.data.interestedIn}` : ""}${row.data.subject ? ` - ${row.data.subject}` : ""}`;
        const deliveries = row.deliveries.map(
          (delivery) => `    ${delivery.channel}: ${describeDelivery(delivery)}`,
        );
        return [
          `${iso(row.createdAt)}  ${row.kind.padEnd(7)}  ${who}  (${row.id})`,
          ...deliveries,
        ].join("\n");
      })
      .join("\n") + `\n${rows.length} submission${rows.length === 1 ? "" : "s"}.\n`
  );
}

/**
 * Every submission, from wherever the database is.
 * @param {import("./config.js").ServerConfig} config
 * @returns {Promise<Row[]>}
 */
export async function readSubmissions(config) {
  if (!config.databaseUrl) {
    if (dataDirHolder(config.dataDir)) {
      return /** @type {Row[]} */ (await fetchFromAdminSocket(config.dataDir));
    }
    if (!fs.existsSync(path.join(config.dataDir, "pgdata"))) return [];
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await createStore(database.db).list();
  } finally {
    await database.close();
  }
}

const USAGE = `Usage: npm run enquiries -- list
       npm run enquiries -- export --format csv|json

Reads DATABASE_URL, or the PGlite database in DATA_DIR (default ./data).`;

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
  const formatAt = rest.indexOf("--format");
  const format =
    formatAt === -1
      ? rest.find((arg) => arg.startsWith("--format="))?.slice(9)
      : rest[formatAt + 1];
  if (command !== "list" && !(command === "export" && (format === "csv" || format === "json"))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const rows = await readSubmissions(readConfig(env));
  if (command === "list") write(toList(rows));
  else if (format === "csv") write(toCsv(rows));
  else write(`${JSON.stringify(rows, null, 2)}\n`);
  return 0;
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
