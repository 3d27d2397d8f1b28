/**
 * `npm run assistant -- gaps` as a process of its own, as the business runs it: on a PGlite data
 * directory through the running server's admin socket, then on the files once the server has
 * stopped, and on PostgreSQL directly (with TEST_DATABASE_URL).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { testKnowledge } from "../../build-tools/assistant-test-knowledge.ts";
import { createService } from "../service.ts";
import { freshDatabase, seedDataDir, TEST_DATABASE_URL, testConfig } from "../test-support.ts";
import { makeBuild } from "../test-helpers.ts";

const cli = path.join(import.meta.dirname, "cli.ts");
const run = promisify(execFile);
const knowledge = testKnowledge();

/** Asks questions the site does not answer (and one it does, thumbed down), through the API. */
async function askSome(app: Awaited<ReturnType<typeof createService>>["app"]) {
  for (const question of [
    "Do you support carrier pigeons?",
    "do you support carrier pigeon \u202egnp.exe",
    "Do you support carrier pigeons?",
    "What is your office dog called?",
  ]) {
    const response = await app.inject({
      method: "POST",
      url: "/api/assistant",
      payload: { question },
    });
    expect(response.statusCode).toBe(200);
  }
  const { id } = (
    await app.inject({
      method: "POST",
      url: "/api/assistant",
      payload: { question: "How much is Pro billed annually?" },
    })
  ).json();
  await app.inject({
    method: "POST",
    url: "/api/assistant/feedback",
    payload: { id, helpful: false },
  });
}

function expectReport(stdout: string) {
  expect(stdout).toMatch(/^The most frequent unsure or thumbs-down questions of the last 30 days/);
  expect(stdout).toContain('1. "Do you support carrier pigeons?"  ×3 (3 unsure)');
  expect(stdout).toContain('"How much is Pro billed annually?"  ×1 (1 thumbs down)');
  // Visitor-typed text, shown without its bidi override.
  expect(stdout).toContain('also: "do you support carrier pigeon gnp.exe"');
  expect(stdout).not.toContain("\u202e");
}

describe("npm run assistant -- gaps", () => {
  describe("on a PGlite data directory", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-gaps-"));
    const build = makeBuild();
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      build.remove();
    });
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };

    it("asks the running server, then reads the files once it has stopped", async () => {
      expect((await run(process.execPath, [cli, "gaps"], { env })).stdout).toBe(
        "No unsure or thumbs-down questions in the last 30 days.\n",
      );
      await seedDataDir(dataDir);
      const service = await createService({
        config: testConfig({ DATA_DIR: dataDir }),
        dir: build.dir,
        assistant: { knowledge },
      });
      await service.connection.whenAvailable();
      try {
        await askSome(service.app);
        expectReport((await run(process.execPath, [cli, "gaps"], { env })).stdout);
      } finally {
        await service.app.close();
      }
      const { stdout } = await run(process.execPath, [cli, "gaps", "--json", "--limit", "1"], {
        env,
      });
      const gaps = JSON.parse(stdout);
      expect(gaps).toHaveLength(1);
      expect(gaps[0]).toMatchObject({ count: 3, unsure: 3, thumbsDown: 0, leads: 0 });
    }, 180_000);
  });

  describe.runIf(TEST_DATABASE_URL)("on PostgreSQL", () => {
    it("reads the database directly", async () => {
      const fresh = await freshDatabase(true);
      const build = makeBuild();
      const service = await createService({
        config: testConfig({ DATABASE_URL: fresh.url }),
        dir: build.dir,
        database: fresh.database,
        assistant: { knowledge },
      });
      try {
        await askSome(service.app);
        const env = { ...process.env, DATABASE_URL: fresh.url };
        expectReport((await run(process.execPath, [cli, "gaps"], { env })).stdout);
      } finally {
        await service.app.close();
        await fresh.drop();
        build.remove();
      }
    }, 180_000);
  });
});
