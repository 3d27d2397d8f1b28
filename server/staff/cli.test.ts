// `npm run staff`: the first owner is invited from a shell, through the running server's admin socket
// while it holds a PGlite data directory, and directly on PostgreSQL. The link is the last line, for
// SITE_URL; the e-mail that carries it goes through the outbox, to the invited address only, and the
// link is not kept once sent. list, remove and audit say what they did.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { deliveries } from "../db/schema.ts";
import type { RenderedMail } from "../outbox/mailer.ts";
import { cliSession } from "../cli-session.ts";
import { createService } from "../service.ts";
import { makeBuild } from "../test-helpers.ts";
import { freshDatabase, seedDataDir, TEST_DATABASE_URL, testConfig } from "../test-support.ts";

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), "cli.ts");
const run = promisify(execFile);
const LINK = /^http:\/\/localhost:3000\/staff\/enrol#token=[A-Za-z0-9_-]{43}$/;

/**
 * invite, list, audit and remove, as an operator would, through `env`'s database: the first three
 * in one process of their own through the CLI's `main` (cliSession: a Node start and the CLI's
 * imports are seconds of CPU each), the refused removal a real `node cli.ts` run.
 */
async function operatorRound(env: NodeJS.ProcessEnv) {
  const outcomes = await cliSession(cli, env, [
    ["invite", "Boss@Automatica.example", "--role", "owner"],
    ["list"],
    ["audit"],
  ]);
  expect(outcomes.map((o) => [o.code, o.stderr])).toEqual([
    [0, ""],
    [0, ""],
    [0, ""],
  ]);
  const [invited = "", list = "", audit = ""] = outcomes.map((o) => o.stdout);
  const link = invited.trimEnd().split("\n").at(-1) ?? "";
  expect(link).toMatch(LINK);
  expect(invited).toMatch(/^Invited boss@automatica\.example as owner: the link works once/);
  expect(list).toMatch(
    /^boss@automatica\.example {2}owner {2}invited, link valid until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\n$/,
  );
  expect(audit).toMatch(/\(command line\)\s+invite\s+-\s+boss@automatica\.example as owner\n$/);
  // An invitation not used yet is withdrawn by remove: its link is dead.
  await expect(
    run(process.execPath, [cli, "remove", "boss@automatica.example"], { env }),
  ).rejects.toMatchObject({
    code: 1,
    stderr: "Not removed: no staff member; 1 open invitation(s) withdrawn.\n",
  });
  return link;
}

describe("npm run staff", () => {
  it("refuses a role that is not one, before it opens a database", async () => {
    await expect(
      run(process.execPath, [cli, "invite", "x@automatica.example", "--role", "admin"], {
        env: { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      }),
    ).rejects.toMatchObject({ code: 2, stderr: "The role is one of owner, member.\n" });
  }, 120_000);

  describe("on a PGlite data directory, through the running server", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-staff-cli-"));
    const build = makeBuild();
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      build.remove();
    });

    it("invites the first owner, e-mails the link through the outbox and forgets it once sent", async () => {
      await seedDataDir(dataDir);
      const sent: RenderedMail[] = [];
      const service = await createService({
        config: testConfig({ DATA_DIR: dataDir, SITE_URL: "http://localhost:3000" }),
        dir: build.dir,
        mailer: {
          send: async (mail) => {
            sent.push(mail);
            return { messageId: "x" };
          },
          close: () => {},
        },
      });
      await service.connection.whenAvailable();
      try {
        const env = {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          SITE_URL: "http://localhost:3000",
        };
        const link = await operatorRound(env);
        await service.worker.runOnce();
        const mail = sent.find((message) => message.to === "boss@automatica.example");
        expect(mail?.subject).toBe("Your Automatica staff sign-in");
        expect(mail?.text).toContain(link);
        const db = service.connection.get().db;
        const [delivery] = await db
          .select()
          .from(deliveries)
          .where(eq(deliveries.channel, "staff_invitation"));
        expect(delivery?.status).toBe("sent");
        expect(delivery?.payload).toBeNull();
      } finally {
        await service.app.close();
      }
    }, 400_000);
  });

  describe.runIf(TEST_DATABASE_URL)("on PostgreSQL", () => {
    it("works on the database directly", async () => {
      const fresh = await freshDatabase(true);
      try {
        await operatorRound({
          ...process.env,
          DATABASE_URL: fresh.url,
          SITE_URL: "http://localhost:3000",
        });
      } finally {
        await fresh.drop();
      }
    }, 300_000);
  });
});
