import { comparisonRows } from "./comparison";
import { plans } from "./plans";

/**
 * What the audit log records, and on which plan: the only place it is written down. /security
 * ("Audit logs") describes the same log and src/content/claims/audit-log.test.ts holds it and every
 * other page to this module.
 *
 * The audit log records changes to an account's configuration and who made them. It does not record
 * conversations, workflow runs or the data they carry: runs are in the run history (docs/concepts,
 * "Runs and retries"), conversations in the conversation log. So no page promises "every step on an
 * audit trail".
 */
const row = comparisonRows.find((entry) => entry.feature === "SSO and audit logs")!;

/** The plans the comparison table gives an audit log: Enterprise. */
export const auditLogPlans = plans.filter((plan) => row[plan.id] === true).map((plan) => plan.name);

export const auditLog = {
  plans: auditLogPlans,
  /** What an entry is about, as /security lists it. */
  records: [
    "sign-ins",
    "changes to users and roles",
    "API key events",
    "changes to chatbots, workflows and integrations",
  ],
  /** What each entry says. */
  entry: "who did what and when",
  /** How long it is kept. */
  keptFor: "one year",
  exportable: true,
  /** What it is not: where those are instead. */
  notRecorded:
    "conversations and workflow runs, which are in the conversation log and the run history",
} as const;

/** "sign-ins, changes to users and roles, API key events, and changes to chatbots, workflows and integrations" */
export const auditLogRecords = `${auditLog.records.slice(0, -1).join(", ")}, and ${auditLog.records.at(-1)}`;
