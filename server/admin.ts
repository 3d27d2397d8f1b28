// What the business may do with what visitors sent, in one place for both ways of reaching it: the
// enquiries CLI calls it directly on a database it can open, or through the running server's admin
// socket when the server holds a PGlite data directory (server/admin-socket.ts). Every answer is
// plain JSON, so it crosses the socket unchanged.
import { VERDICTS } from "./db/schema.ts";
import type { Verdict } from "./db/schema.ts";
import { isRecord } from "./json-body.ts";
import { dispatchFor, forms } from "./submissions/forms.ts";
import type { Person, Store } from "./submissions/store.ts";
import type { Gap } from "./assistant/gaps.ts";
import type { AssistantStore } from "./assistant/store.ts";
import type { StaffRole } from "../src/shared/staff-api.ts";
import type { StaffStore } from "./staff/store.ts";

/** The commands, as the admin socket exposes them (POST /<command> with JSON arguments). */
export const ADMIN_COMMANDS = [
  "list",
  "release",
  "exportPerson",
  "erase",
  "assistantGaps",
  "staffInvite",
  "staffList",
  "staffRemove",
  "staffAudit",
] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];

export const isAdminCommand = (value: string): value is AdminCommand =>
  ADMIN_COMMANDS.some((command) => command === value);

/** Each command's arguments. */
export interface AdminArgs {
  /** Every submission, or those of one verdict. */
  list: { verdict?: Verdict | undefined };
  release: { id: string };
  exportPerson: Person & { includeRelated?: boolean };
  erase: Person & { dryRun?: boolean; includeRelated?: boolean };
  /** Ask Automatica's gaps of the last `days` days, the `limit` largest groups. */
  assistantGaps: { days?: number; limit?: number };
  /** The staff door (issue 36): an enrolment link for `email`, e-mailed through the outbox. */
  staffInvite: { email: string; role: StaffRole };
  staffList: Record<string, never>;
  staffRemove: { email: string };
  /** The newest `limit` entries of the audit log. */
  staffAudit: { limit?: number };
}

/** Each command's answer. */
export interface AdminResults {
  list: Awaited<ReturnType<Store["list"]>>;
  release: Awaited<ReturnType<Store["release"]>>;
  exportPerson: Awaited<ReturnType<Store["findPerson"]>>;
  erase: Awaited<ReturnType<Store["erase"]>>;
  assistantGaps: Gap[];
  staffInvite: Awaited<ReturnType<StaffStore["invite"]>>;
  staffList: Awaited<ReturnType<StaffStore["members"]>>;
  staffRemove: Awaited<ReturnType<StaffStore["remove"]>>;
  staffAudit: Awaited<ReturnType<StaffStore["auditLog"]>>["rows"];
}

export type Admin = { [C in AdminCommand]: (args: AdminArgs[C]) => Promise<AdminResults[C]> };

/** A value as JSON gives it back (JSON.parse(JSON.stringify(value))): its dates as ISO text. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Jsonified<Item>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

export interface AdminOptions {
  store: Store;
  /** What a released submission is owed, as the server would owe it. */
  webhook: boolean;
  confirmationsPerHour: number;
  /** Wakes the outbox. */
  onReleased?: () => void;
  /** Ask Automatica's stored questions (server/assistant/store.ts). */
  questions?: AssistantStore;
  /** The staff door's store (server/staff/store.ts), and SITE_URL's origin for enrolment links. */
  staff?: { store: StaffStore; siteOrigin: string; onInvited?: () => void };
}

export function createAdmin({
  store,
  webhook,
  confirmationsPerHour,
  onReleased,
  questions,
  staff,
}: AdminOptions): Admin {
  const staffStore = () => {
    if (!staff) throw new Error("the staff door is not reachable here");
    return staff;
  };
  return {
    list: ({ verdict } = {}) => store.list({ verdict }),

    /** Sends a held submission on as ok. */
    async release({ id }) {
      const result = await store.release(String(id), (submission) =>
        dispatchFor(forms[submission.kind], submission.data, { webhook, confirmationsPerHour }),
      );
      if (result.released) onReleased?.();
      return result;
    },

    /**
     * One person's submissions, for an access request, and the related ones apart (joined with
     * includeRelated).
     */
    exportPerson: ({ email, phone, includeRelated }) =>
      store.findPerson({ email, phone }, { includeRelated: Boolean(includeRelated) }),

    /**
     * Deletes one person's data, the related submissions only with includeRelated (or, with
     * dryRun, says what would go and what would stay).
     */
    erase: ({ email, phone, dryRun, includeRelated }) =>
      store.erase(
        { email, phone },
        { dryRun: Boolean(dryRun), includeRelated: Boolean(includeRelated) },
      ),

    /**
     * Ask Automatica's gaps: the unsure and thumbs-down questions of the last `days` days, grouped
     * (server/assistant/gaps.ts).
     */
    async assistantGaps({ days = 30, limit = 20 }) {
      if (!questions) throw new Error("Ask Automatica's questions are not reachable here");
      // Loaded when asked: the enquiries CLI starts without it.
      const { gapsOf } = await import("./assistant/gaps.ts");
      return gapsOf(await questions.asked({ days }), limit);
    },

    async staffInvite({ email, role }) {
      const { store, siteOrigin, onInvited } = staffStore();
      const made = await store.invite({ email, role, origin: siteOrigin, by: null });
      onInvited?.();
      return made;
    },
    staffList: () => staffStore().store.members(),
    staffRemove: ({ email }) => staffStore().store.remove({ email }, null),
    async staffAudit({ limit = 100 }) {
      return (await staffStore().store.auditLog(undefined, limit)).rows;
    },
  };
}

/** A JSON field as text, or undefined. */
const textField = (args: Record<string, unknown>, name: string) => {
  const value = args[name];
  return typeof value === "string" ? value : undefined;
};

export const isVerdict = (value: unknown): value is Verdict =>
  VERDICTS.some((verdict) => verdict === value);

/** Each command's arguments, read from the JSON the admin socket was sent. */
const READ_ARGS: { [C in AdminCommand]: (args: Record<string, unknown>) => AdminArgs[C] } = {
  list: ({ verdict }) => {
    if (verdict === undefined || isVerdict(verdict)) return { verdict };
    throw new Error(`the verdict is one of ${VERDICTS.join(", ")}`);
  },
  release: (args) => ({ id: String(args.id) }),
  exportPerson: (args) => ({
    email: textField(args, "email"),
    phone: textField(args, "phone"),
    includeRelated: Boolean(args.includeRelated),
  }),
  erase: (args) => ({
    email: textField(args, "email"),
    phone: textField(args, "phone"),
    dryRun: Boolean(args.dryRun),
    includeRelated: Boolean(args.includeRelated),
  }),
  staffInvite: (args) => {
    const role = args.role;
    if (role !== "owner" && role !== "member") throw new Error("the role is owner or member");
    return { email: String(textField(args, "email") ?? ""), role };
  },
  staffList: () => ({}),
  staffRemove: (args) => ({ email: String(textField(args, "email") ?? "") }),
  staffAudit: (args) => (typeof args.limit === "number" ? { limit: args.limit } : {}),
  assistantGaps: (args) => ({
    ...(typeof args.days === "number" ? { days: args.days } : {}),
    ...(typeof args.limit === "number" ? { limit: args.limit } : {}),
  }),
};

/** Runs a command with arguments sent as JSON (the admin socket). */
export function runAdminCommand<C extends AdminCommand>(
  admin: Admin,
  command: C,
  args: unknown,
): Promise<AdminResults[C]> {
  return admin[command](READ_ARGS[command](isRecord(args) ? args : {}));
}

/** A value through JSON and back, as the admin socket answers it: dates as ISO text. */
export const viaJson = <T>(value: T): Jsonified<T> => JSON.parse(JSON.stringify(value));
