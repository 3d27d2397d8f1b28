// @vitest-environment node
// The business's CLI: lists and exports what visitors sent, with delivery states; CSV a spreadsheet
// cannot run. Against a PGlite data directory, both while the server holds it and after.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { csvCell, toCsv, toList } from "./cli.js";
import { createService } from "./service.js";
import { makeBuild } from "./test-helpers.js";
import { seedDataDir, testConfig, VALID } from "./test-support.js";

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), "cli.js");
const run = promisify(execFile);

const row = {
  id: "0b9c7c1e-5a1f-4d43-9d7e-0d6a1f0e8f11",
  kind: "enquiry",
  createdAt: "2026-11-22T10:00:00.000Z",
  data: {
    ...VALID.enquiry,
    name: '=HYPERLINK("http://x.example","click")',
    needs: "+1 more, @all and -2",
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
      '"id","created_at","kind","name","email","phone","organization","interested_in","needs","additional_info","subject","message","contact","business_email","thank_you_email","webhook"',
    );
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
        "    business_email: sent 2026-11-22T10:00:01.000Z",
        "    thank_you_email: failed after 10 attempts; Error: 550 no such user",
        "1 submission.",
        "",
      ].join("\n"),
    );
    expect(toList([])).toBe("No submissions yet.\n");
  });

  describe("on a PGlite data directory", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-cli-"));
    const build = makeBuild();
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      build.remove();
    });
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };

    it("reads through the running server, then from the files once it has stopped", async () => {
      await seedDataDir(dataDir);
      const service = await createService({
        config: testConfig({ DATA_DIR: dataDir }),
        dir: build.dir,
      });
      let id = "";
      try {
        const response = await service.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: VALID.contact,
        });
        id = response.json().id;
        // The server holds the directory: the CLI asks it.
        const { stdout } = await run(process.execPath, [cli, "export", "--format", "json"], {
          env,
        });
        const rows = JSON.parse(stdout);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id, kind: "contact", data: VALID.contact });
        expect(
          rows[0].deliveries.map((/** @type {{ status: string }} */ delivery) => delivery.status),
        ).toEqual(["pending", "pending"]);
      } finally {
        await service.app.close();
      }
      const { stdout } = await run(process.execPath, [cli, "list"], { env });
      expect(stdout).toContain(
        `contact  Noor Haddad <noor@example.com> - Pilot for our clinic  (${id})`,
      );
      expect(stdout).toContain("business_email: pending (0 attempts; next ");
      expect(stdout).toContain("1 submission.");
    }, 60_000);
  });
});
