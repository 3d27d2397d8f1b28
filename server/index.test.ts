// `npm start` as a real process: hostile requests must not end it, a form reaches its database,
// SIGTERM ends it cleanly.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME, makeBuild, request, startServerProcess } from "./test-helpers.ts";
import { seedDataDir } from "./test-support.ts";

let build: ReturnType<typeof makeBuild>;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let base = "";
/** The server's DATA_DIR: a temporary directory, never ./data. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-data-"));

beforeAll(async () => {
  build = makeBuild();
  await seedDataDir(dataDir);
  server = await startServerProcess({
    BUILD_DIR: build.root,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    WEBHOOK_URL: "",
  });
  base = server.base;
  // It serves at once; the database opens in the background (PGlite's start holds the event loop
  // for a moment): ready once health says the database is there.
  await server.ready(60_000);
}, 90_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  build.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("keeps answering after any Range header, valid or not", async () => {
    const ranges = [
      "bytes=0-9",
      "bytes=50-10",
      "bytes=1-0",
      "bytes=-10",
      "bytes=-100",
      "bytes=100-",
      "bytes=0-1,4-5",
      "bytes=0-1,50-10",
      "bytes=abc",
      "bytes=-",
      "bytes=99999999999999999999-",
      "bytes=-99999999999999999999",
    ];
    for (const pathname of ["/", "/robots.txt", "/_astro/app.abc123.js", "/no-such-page"]) {
      for (const range of ranges) {
        const response = await request(base + pathname, {
          headers: { Range: range, "Accept-Encoding": "br, gzip" },
        }).catch((error) => {
          throw new Error(`${pathname} with Range ${range}: ${error.message}${server.lastWords()}`);
        });
        expect(response.status, `${pathname} ${range}`).toBeLessThan(500);
      }
    }
    expect(server.ended(), server.lastWords()).toBeUndefined();
    const home = await request(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe(HOME);
  });

  it("stores a form in DATA_DIR and says once that mail is not configured", async () => {
    const response = await request(`${base}/api/invites`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ contact: "grace@example.com" }),
    });
    expect(response.status).toBe(201);
    const health = await request(`${base}/api/health`);
    expect(JSON.parse(health.body.toString())).toEqual({
      database: "ok",
      pending: 2,
      failed: 0,
      oldestPendingSeconds: expect.any(Number),
    });
    expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(true);
    expect(server.log().match(/mail is not configured/g)).toHaveLength(1);
  });

  it("closes and exits cleanly on SIGTERM, letting go of its database", async () => {
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "admin.sock"))).toBe(false);
  }, 30_000);
});
