// The business's CLI: lists and exports what visitors sent, with verdicts, sources and delivery
// states; CSV a spreadsheet cannot run; releases a held submission; exports and erases one person's
// data. Against a PGlite data directory, both while the server holds it and after, and against
// PostgreSQL when TEST_DATABASE_URL is set.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminResults, Jsonified } from "./admin.ts";
import { csvCell, describeErasure, toCsv, toList } from "./cli.ts";
import { cliSession as session } from "./cli-session.ts";
import { createService } from "./service.ts";
import { makeBuild } from "./test-helpers.ts";
import {
  freshDatabase,
  seedDataDir,
  TEST_DATABASE_URL,
  testConfig,
  VALID,
} from "./test-support.ts";

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), "cli.ts");
const run = promisify(execFile);
const cliSession = (env: NodeJS.ProcessEnv, commands: string[][]) => session(cli, env, commands);

/** What the CLI gets from an erasure (through the server's admin socket: as JSON). */
type Erasure = Jsonified<AdminResults["erase"]>;

/** What `export` prints, as far as these tests read it. */
interface Exported {
  id: string;
  verdict: string;
  reasons: string[];
  deliveries: { channel: string }[];
}
const parseExport = (json: string): Exported[] => JSON.parse(json);

const row = {
  id: "0b9c7c1e-5a1f-4d43-9d7e-0d6a1f0e8f11",
  kind: "enquiry",
  createdAt: "2026-11-22T10:00:00.000Z",
  data: {
    ...VALID.enquiry,
    name: '=HYPERLINK("http://x.example","click")',
    needs: "+1 more, @all and -2",
  },
  verdict: "ok",
  reasons: ["no proof of work"],
  source: {
    page: "/get-started-form",
    landingPage: "/pricing",
    utm: { utm_source: "newsletter", utm_campaign: "spring" },
  },
  deliveries: [
    {
      channel: "business_email",
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt: "2026-11-22T10:00:01.000Z",
      nextAttemptAt: "2026-11-22T10:00:00.000Z",
    },
    {
      channel: "thank_you_email",
      status: "failed",
      attempts: 10,
      lastError: "Error: 550 no such user",
      sentAt: null,
      nextAttemptAt: "2026-11-22T14:00:00.000Z",
    },
  ],
};

describe("the enquiries CLI", () => {
  it("writes CSV cells no spreadsheet runs as a formula", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("+1 555")).toBe(`"'+1 555"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell('Say "hi", then go')).toBe(`"Say ""hi"", then go"`);
    expect(csvCell("Ada")).toBe(`"Ada"`);
    const csv = toCsv([row]);
    expect(csv.split("\r\n")[0]).toBe(
      '"id","created_at","kind","verdict","reasons","name","email","phone","organization","interested_in","needs","additional_info","subject","message","contact","form_page","landing_page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content","business_email","thank_you_email","webhook"',
    );
    expect(csv).toContain(`"ok","no proof of work",`);
    expect(csv).toContain(`"/get-started-form","/pricing","","newsletter","","spring","",""`);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(csv).toContain(`"'+1 more, @all and -2"`);
    expect(csv).toContain(
      `"sent 2026-11-22T10:00:01.000Z","failed after 10 attempts; Error: 550 no such user",""`,
    );
  });

  it("lists each submission with its deliveries", () => {
    expect(toList([row])).toBe(
      [
        `2026-11-22T10:00:00.000Z  enquiry  =HYPERLINK("http://x.example","click") <ada@example.com> - Business Automation  (${row.id})`,
        "    verdict: ok (no proof of work)",
        "    source: Form page: /get-started-form, Landing page: /pricing, UTM source: newsletter, UTM campaign: spring",
        "    business_email: sent 2026-11-22T10:00:01.000Z",
        "    thank_you_email: failed after 10 attempts; Error: 550 no such user",
        "1 submission.",
        "",
      ].join("\n"),
    );
    expect(toList([])).toBe("No submissions.\n");
  });

  it("says what an erasure removed, or with --dry-run would remove, and what it left alone", () => {
    const related: Erasure["related"][number] = {
      id: "5d0c1b53-7d0e-4a0f-9f35-6c1f9b0c2a10",
      kind: "contact",
      createdAt: "2026-11-23T09:30:00.000Z",
      verdict: "suspect",
      why: "another spelling of the address: ada+news@example.com",
    };
    const summary: Erasure = {
      submissions: [{ id: row.id, kind: "enquiry", createdAt: row.createdAt, verdict: "ok" }],
      related: [related],
      includeRelated: false,
      deliveries: 2,
      idempotencyKeys: 1,
      confirmationRecords: 1,
      dryRun: true,
      scrubbed: undefined,
    };
    expect(describeErasure(summary, "ada@example.com")).toBe(
      [
        "Would erase for ada@example.com: 1 submission, 2 delivery records, 1 idempotency key, 1 confirmation record.",
        `    2026-11-22T10:00:00.000Z  enquiry  ok       ${row.id}`,
        "Related, left alone (perhaps another person's; add --include-related to erase them too): 1 submission.",
        `    2026-11-23T09:30:00.000Z  contact  suspect  ${related.id}  another spelling of the address: ada+news@example.com`,
        "Nothing was deleted (--dry-run).",
        "",
      ].join("\n"),
    );
    const done = {
      ...summary,
      submissions: [...summary.submissions, related],
      includeRelated: true,
      dryRun: false,
    };
    expect(
      describeErasure(
        { ...done, scrubbed: { vacuumed: true, checkpointed: true } },
        "ada@example.com",
      ),
    ).toBe(
      [
        "Erased for ada@example.com: 2 submissions, 2 delivery records, 1 idempotency key, 1 confirmation record.",
        `    2026-11-22T10:00:00.000Z  enquiry  ok       ${row.id}`,
        "Related, erased too (--include-related): 1 submission.",
        `    2026-11-23T09:30:00.000Z  contact  suspect  ${related.id}  another spelling of the address: ada+news@example.com`,
        "The tables were rewritten (VACUUM FULL) and the write-ahead log checkpointed: the erased text is gone from the database's files (not from backups or a WAL archive).",
        "",
      ].join("\n"),
    );
    const denied = "permission denied to execute CHECKPOINT";
    expect(
      describeErasure(
        { ...done, scrubbed: { vacuumed: true, checkpointed: false, reason: denied } },
        "ada@example.com",
      ),
    ).toContain(`but the write-ahead log was not checkpointed (${denied})`);
  });

  /**
   * The business's whole round on a database: a suspect submission listed and released, one
   * person's data exported, erased with --dry-run (nothing goes), then erased (exactly theirs go).
   * `submit` posts a contact message and answers its id.
   */
  async function businessRound(
    env: NodeJS.ProcessEnv,
    submit: (payload: object) => Promise<string>,
  ) {
    const held = await submit({
      ...VALID.contact,
      message: "See a.example, b.example and c.example",
    });
    const kept = await submit({ ...VALID.contact, email: "other@example.com" });
    const again = await submit({ ...VALID.contact, subject: "Second question" });

    const [suspects, release] = await cliSession(env, [
      ["list", "--verdict", "suspect"],
      ["release", held],
    ]);
    expect(suspects?.stdout).toContain(`(${held})`);
    expect(suspects?.stdout).toContain("verdict: suspect (no proof of work; 3 links in the text)");
    expect(suspects?.stdout).toContain("1 submission.");
    expect(suspects?.stdout).not.toContain(kept);

    // Its address had a confirmation today already (the ok one): one a day.
    expect(release).toEqual({
      code: 0,
      stdout: `Released ${held}: it is now ok, and its e-mail to the business is on its way (no confirmation: this address had one in the last 24 hours).\n`,
      stderr: "",
    });
    // The script itself: a refusal is said on stderr, and the exit code is not 0.
    await expect(run(process.execPath, [cli, "release", held], { env })).rejects.toMatchObject({
      code: 1,
      stdout: "",
      stderr: "Not released: it is not held: it was sent on when it arrived.\n",
    });

    const [noSuspects, released, dry, all, erased, left, none] = (
      await cliSession(env, [
        ["list", "--verdict", "suspect"],
        ["export", "--email", "NOOR@example.com"],
        ["erase", "--email", "noor@example.com", "--dry-run"],
        ["export", "--format", "json"],
        ["erase", "--email", "noor@example.com"],
        ["export", "--format", "json"],
        ["export", "--email", "noor@example.com"],
      ])
    ).map((outcome) => {
      expect(outcome.code).toBe(0);
      return outcome.stdout;
    });
    expect(noSuspects).toBe("No submissions.\n");
    const exported = parseExport(released ?? "");
    expect(exported.map((entry) => entry.id).sort()).toEqual([held, again].sort());
    const first = exported.find((entry) => entry.id === held);
    expect(first?.verdict).toBe("ok");
    expect(first?.reasons.at(-1)).toMatch(
      /^released by hand on \d{4}-\d{2}-\d{2} \(was suspect\)$/,
    );
    expect(first?.deliveries.map((d) => d.channel).sort()).toEqual(["business_email"]);

    expect(dry).toContain(
      "Would erase for noor@example.com: 2 submissions, 3 delivery records, 0 idempotency keys, 1 confirmation record.",
    );
    expect(dry).toContain("Nothing was deleted (--dry-run).");
    expect(JSON.parse(all ?? "")).toHaveLength(3);

    expect(erased).toContain(
      "Erased for noor@example.com: 2 submissions, 3 delivery records, 0 idempotency keys, 1 confirmation record.",
    );
    expect(erased).toContain(held);
    expect(erased).toContain(again);
    expect(erased).toContain("The tables were rewritten (VACUUM FULL)");
    expect(parseExport(left ?? "").map((entry) => entry.id)).toEqual([kept]);
    expect(JSON.parse(none ?? "")).toEqual([]);
  }

  describe("on a PGlite data directory", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-cli-"));
    const build = makeBuild();
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      build.remove();
    });
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };

    it("works through the running server, then on the files once it has stopped", async () => {
      await seedDataDir(dataDir);
      const service = await createService({
        config: testConfig({ DATA_DIR: dataDir }),
        dir: build.dir,
      });
      // It serves at once and opens the data directory in the background.
      await service.connection.whenAvailable();
      let id = "";
      try {
        const submit = async (payload: object) => {
          const response = await service.app.inject({
            method: "POST",
            url: "/api/contact",
            payload,
          });
          return response.json<{ id: string }>().id;
        };
        // The server holds the directory: the CLI asks it.
        await businessRound(env, submit);
        id = await submit(VALID.contact);
      } finally {
        await service.app.close();
      }
      // The server has stopped: the CLI opens the files itself.
      const [list, erased] = await cliSession(env, [
        ["list"],
        ["erase", "--email", "noor@example.com"],
      ]);
      expect(list?.stdout).toContain(
        `contact  Noor Haddad <noor@example.com> - Pilot for our clinic  (${id})`,
      );
      expect(list?.stdout).toContain("verdict: ok (no proof of work)");
      expect(list?.stdout).toContain("business_email: pending (0 attempts; next ");
      expect(list?.stdout).toContain("2 submissions.");
      expect(erased?.stdout).toContain("Erased for noor@example.com: 1 submission");
    }, 180_000);
  });

  describe.runIf(TEST_DATABASE_URL)("on PostgreSQL", () => {
    it("works on the database directly", async () => {
      const fresh = await freshDatabase(true);
      const build = makeBuild();
      const service = await createService({
        config: testConfig({ DATABASE_URL: fresh.url }),
        dir: build.dir,
        database: fresh.database,
      });
      try {
        await businessRound({ ...process.env, DATABASE_URL: fresh.url }, async (payload) => {
          const response = await service.app.inject({
            method: "POST",
            url: "/api/contact",
            payload,
          });
          return response.json<{ id: string }>().id;
        });
      } finally {
        await service.app.close();
        await fresh.drop();
        build.remove();
      }
    }, 180_000);
  });
});
