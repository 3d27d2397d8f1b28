// `npm run staff -- <command>`: who may open the staff inbox (issue 36), on the database the server
// uses (DATA_DIR or DATABASE_URL); with PGlite, while the server runs, through the server's admin
// socket, as `npm run enquiries` does. Run it with the server's environment: the enrolment link is
// SITE_URL's.
//
//   invite EMAIL --role owner|member   a single-use enrolment link, valid 24 hours: e-mailed through
//                                      the outbox and printed on the last line
//   list                               staff, their roles and passkeys, and open invitations
//   remove EMAIL                       removes a staff member: their sessions end at once
//   audit [--limit N]                  the newest entries of the audit log (100 by default)
import { STAFF_ROLES } from "../../src/shared/staff-api.ts";
import type { StaffRole } from "../../src/shared/staff-api.ts";
import { option, runAdmin, runAsScript } from "../cli.ts";
import { readConfig } from "../config.ts";

const USAGE = `Usage: npm run staff -- invite EMAIL --role owner|member
       npm run staff -- list
       npm run staff -- remove EMAIL
       npm run staff -- audit [--limit N]

Reads DATABASE_URL, or the PGlite database in DATA_DIR (default ./data); while the server holds
DATA_DIR, asks the server. Enrolment links point at SITE_URL.`;

const isRole = (value: unknown): value is StaffRole => STAFF_ROLES.some((role) => role === value);

const when = (value: string | Date | null | undefined) =>
  value ? new Date(value).toISOString().replace("T", " ").slice(0, 16) : "never";

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
  const target = rest.find((arg, index) => !arg.startsWith("--") && rest[index - 1] !== "--role");

  if (command === "invite" && target?.includes("@")) {
    const role = option(rest, "role") ?? "member";
    if (!isRole(role)) {
      process.stderr.write(`The role is one of ${STAFF_ROLES.join(", ")}.\n`);
      return 2;
    }
    const made = await runAdmin(config, "staffInvite", { email: target, role });
    write(
      `Invited ${made.email} as ${made.role}: the link works once, until ${when(made.expiresAt)} UTC. It is e-mailed through the outbox; you may also pass it on yourself:\n${made.link}\n`,
    );
    return 0;
  }
  if (command === "list") {
    const { members, invitations } = await runAdmin(config, "staffList", {});
    const lines = [
      ...members.map(
        (row) =>
          `${row.email}  ${row.role}  ${row.passkeys} passkey${row.passkeys === 1 ? "" : "s"}  last sign-in ${when(row.lastSignInAt)}`,
      ),
      ...invitations.map(
        (row) => `${row.email}  ${row.role}  invited, link valid until ${when(row.expiresAt)}`,
      ),
    ];
    write(
      lines.length
        ? `${lines.join("\n")}\n`
        : "No staff yet: npm run staff -- invite EMAIL --role owner\n",
    );
    return 0;
  }
  if (command === "remove" && target) {
    const result = await runAdmin(config, "staffRemove", { email: target });
    if (!result) {
      process.stderr.write(`No staff member ${target}.\n`);
      return 1;
    }
    if ("refused" in result) {
      process.stderr.write(`Not removed: ${result.refused}.\n`);
      return 1;
    }
    write(`Removed ${result.removed.email}: their passkeys and sessions are gone.\n`);
    return 0;
  }
  if (command === "audit") {
    const limit = Number(option(rest, "limit") ?? 100);
    const rows = await runAdmin(config, "staffAudit", {
      limit: Number.isInteger(limit) && limit > 0 ? limit : 100,
    });
    write(
      rows.length
        ? `${rows
            .map(
              (row) =>
                `${when(row.at)}  ${(row.actorEmail ?? "(command line)").padEnd(28)}  ${row.action.padEnd(15)}  ${row.target ?? "-"}${row.detail ? `  ${row.detail}` : ""}`,
            )
            .join("\n")}\n`
        : "The audit log is empty.\n",
    );
    return 0;
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

runAsScript(import.meta.url, main);
