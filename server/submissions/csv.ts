// Submissions as CSV, for a spreadsheet: the enquiries CLI's `export --format csv` and the staff
// inbox's export (issue 36) write the same file. Every cell is quoted, and one that a spreadsheet
// would run as a formula is neutralised.
import { UTM_KEYS } from "../../src/shared/schemas/source.ts";
import type { LeadSource } from "../../src/shared/schemas/source.ts";
import { DELIVERY_CHANNELS, UNATTACHED_CHANNELS } from "../db/schema.ts";

/** A delivery as the CLI reads it. */
export interface DeliveryLine {
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | Date | null;
  nextAttemptAt: string | Date;
}

/** A submission as the CLI reads it (dates as ISO text: the admin socket sends JSON). */
export interface Row {
  id: string;
  kind: string;
  data: Record<string, string>;
  createdAt: string | Date;
  verdict: string;
  reasons: string[];
  source: LeadSource | null;
  deliveries: DeliveryLine[];
}

export const DATA_COLUMNS = [
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
] as const;

/** The channels a submission can owe (a digest is not one of its own). */
const SUBMISSION_CHANNELS = DELIVERY_CHANNELS.filter(
  (channel) => !UNATTACHED_CHANNELS.some((unattached) => unattached === channel),
);

export const iso = (value: string | Date | null | undefined) =>
  value ? new Date(value).toISOString() : "";

/** A delivery's state in a few words. */
export function describeDelivery(delivery: DeliveryLine | undefined): string {
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
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: Row[]): string {
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
    ...DATA_COLUMNS.map(([, key]) => row.data[key] ?? ""),
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
