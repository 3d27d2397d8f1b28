// The site without its database: the server serves its pages at once, the forms answer 503 with the
// forms' failure notice and a Retry-After (a form post gets its values back), health says why, and
// the same server takes submissions once the database comes (back). On PGlite (a DATA_DIR held by
// another live process at first; a full disk on a small tmpfs) and on PostgreSQL (a database that
// does not exist yet; one that goes away and comes back; one that turns read-only).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionFailure } from "../src/shared/form-messages.ts";
import { leadFormCopy } from "../src/shared/forms.ts";
import { lockFileOf, processInfo } from "./db/index.ts";
import { TRY_AGAIN } from "./pages.ts";
import { createService, type Service } from "./service.ts";
import { makeBuild } from "./test-helpers.ts";
import { formEncode, seedDataDir, TEST_DATABASE_URL, testConfig, VALID } from "./test-support.ts";

/** Retries in tests: 100 ms, doubling to 400 ms. */
const FAST_RETRY = { firstMs: 100, maxMs: 400 };

type App = Service["app"];

/** A line of pino's log, as far as these tests read it. */
const messageOf = (line: string): string => JSON.parse(line).msg;

/** A pino destination that keeps every line's message. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(messageOf(line));
      done();
    },
  });
  return { lines, stream };
}

/** Waits until `check` is true (polled every 50 ms), or fails after `ms`. */
async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A process that lives until killed (`sleep`), and its start time. */
function liveProcess() {
  const child = spawn("sleep", ["600"], { stdio: "ignore" });
  const { pid } = child;
  if (pid === undefined) throw new Error("sleep did not start");
  return { child, pid, startTime: processInfo(pid)?.startTime };
}

const health = async (app: App) => app.inject({ method: "GET", url: "/api/health" });

/** Every answer of a server without its database, page and forms. */
async function expectServesWithoutDatabase(app: App) {
  const home = await app.inject({ method: "GET", url: "/" });
  expect(home.statusCode).toBe(200);
  const pricing = await app.inject({ method: "GET", url: "/pricing" });
  expect(pricing.statusCode).toBe(200);

  const json = await app.inject({ method: "POST", url: "/api/enquiries", payload: VALID.enquiry });
  expect(json.statusCode).toBe(503);
  expect(Number(json.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  expect(json.json()).toEqual({ error: submissionFailure.description });

  const challenge = await app.inject({ method: "GET", url: "/api/challenge" });
  expect(challenge.statusCode).toBe(503);
  expect(challenge.headers["retry-after"]).toBeDefined();

  await expectValuesKept(app);

  const down = await health(app);
  expect(down.statusCode).toBe(503);
  expect(down.json()).toMatchObject({
    database: "unavailable",
    reason: expect.any(String),
    pending: null,
    failed: null,
    oldestPendingSeconds: null,
  });
  const live = await app.inject({ method: "GET", url: "/api/health/live" });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: "live" });
}

/** A form post without JavaScript gets the form back with every value. */
async function expectValuesKept(app: App) {
  const typed = {
    ...VALID.enquiry,
    phone: "+1 555 010 <4200>",
    interestedIn: "Personal Assistant",
    additionalInfo: 'We use "Xero" & Slack',
    website: "bot-filled",
  };
  const post = await app.inject({
    method: "POST",
    url: "/api/enquiries",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: formEncode(typed),
  });
  expect(post.statusCode).toBe(503);
  expect(post.headers["content-type"]).toMatch(/^text\/html/);
  const page = post.body;
  expect(page).toContain(submissionFailure.title);
  expect(page).toContain(submissionFailure.description);
  expect(page).not.toMatch(/<script|style=/);
  expect(page).toContain('<form method="post" action="/api/enquiries"');
  expect(page).toContain(`>${TRY_AGAIN}</button>`);
  expect(page).toContain(`>${leadFormCopy.name}</label>`);
  expect(page).toContain('name="name" type="text" autocomplete="name" value="Ada Lovelace"');
  expect(page).toContain('value="+1 555 010 &lt;4200&gt;"');
  expect(page).toContain('<option value="Personal Assistant" selected>');
  expect(page).toContain(`>\n${VALID.enquiry.needs}</textarea>`);
  expect(page).toContain(">\nWe use &quot;Xero&quot; &amp; Slack</textarea>");
  // An idempotency key for every try, and never the honeypot.
  expect(page).toMatch(/<input type="hidden" name="idempotencyKey" value="[0-9a-f-]{36}">/);
  expect(page).not.toContain("bot-filled");
  expect(page).not.toContain('name="website"');
}

const submit = (app: App) =>
  app.inject({ method: "POST", url: "/api/contact", payload: VALID.contact });

describe("a PGlite DATA_DIR that cannot be opened at first", () => {
  let build: ReturnType<typeof makeBuild>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-down-"));
  beforeAll(async () => {
    build = makeBuild();
    await seedDataDir(dataDir);
  }, 60_000);
  afterAll(() => {
    build.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the site at once, answers the forms 503, and takes submissions once it opens", async () => {
    // Another live process holds the data directory.
    const holder = liveProcess();
    fs.writeFileSync(lockFileOf(dataDir), `${holder.pid} ${holder.startTime}`);
    const log = memoryLog();
    const service = await createService({
      config: testConfig({ DATA_DIR: dataDir, DATABASE_URL: "" }),
      dir: build.dir,
      logger: { level: "info", stream: log.stream },
      retry: FAST_RETRY,
    });
    try {
      await until(async () => log.lines.some((line) => line.startsWith("database: unavailable")));
      await expectServesWithoutDatabase(service.app);
      expect((await health(service.app)).json().reason).toContain(
        `in use by process ${holder.pid}`,
      );

      holder.child.kill("SIGKILL");
      await until(async () => (await health(service.app)).statusCode === 200, 60_000);
      expect((await submit(service.app)).statusCode).toBe(201);
      expect((await health(service.app)).json()).toMatchObject({ database: "ok", pending: 2 });
      // Said once each, however many retries it took.
      expect(log.lines.filter((line) => line.startsWith("database: unavailable"))).toHaveLength(1);
      expect(log.lines.filter((line) => line.startsWith("database: connected"))).toHaveLength(1);
      expect(log.lines.join("\n")).not.toContain("Ada");
    } finally {
      holder.child.kill("SIGKILL");
      await service.app.close();
    }
  }, 90_000);
});

/** Whether this machine lets the tests mount a tmpfs (root in a container that allows it). */
const canMount = (() => {
  if (process.platform !== "linux") return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-mount-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
})();

describe.runIf(canMount)("PGlite on a disk that fills up (a small tmpfs)", () => {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-full-"));
  const dataDir = path.join(mountPoint, "data");
  const filler = path.join(mountPoint, "filler");
  let build: ReturnType<typeof makeBuild>;
  beforeAll(async () => {
    build = makeBuild();
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mountPoint]);
    fs.mkdirSync(dataDir);
    await seedDataDir(dataDir);
  }, 60_000);
  afterAll(() => {
    build.remove();
    execFileSync("umount", ["-l", mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  it("answers the forms and health 503 with the reason while it is full, and recovers when it is not", async () => {
    const log = memoryLog();
    const service = await createService({
      config: testConfig({ DATA_DIR: dataDir, DATABASE_URL: "" }),
      dir: build.dir,
      logger: { level: "info", stream: log.stream },
      retry: FAST_RETRY,
    });
    try {
      await until(async () => (await health(service.app)).statusCode === 200, 60_000);
      // Fill the disk to the last byte.
      const fd = fs.openSync(filler, "w");
      try {
        const block = Buffer.alloc(1 << 20);
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        expect(error).toHaveProperty("code", "ENOSPC");
      } finally {
        fs.closeSync(fd);
      }
      const refused = await submit(service.app);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: submissionFailure.description });
      expect(refused.headers["retry-after"]).toBeDefined();
      const full = await health(service.app);
      expect(full.statusCode).toBe(503);
      expect(full.json().reason).toMatch(/53100.*No space left on device/);
      expect(log.lines).toContainEqual(
        expect.stringMatching(
          /^database: unavailable \(53100: .*No space left on device\), retrying in 1 s$/,
        ),
      );

      fs.rmSync(filler);
      await until(async () => (await health(service.app)).statusCode === 200);
      expect((await submit(service.app)).statusCode).toBe(201);
      expect(log.lines.filter((line) => line.startsWith("database: connected"))).toHaveLength(2);
    } finally {
      fs.rmSync(filler, { force: true });
      await service.app.close();
    }
  }, 90_000);
});

describe.runIf(TEST_DATABASE_URL)(
  "a PostgreSQL database that comes, goes and turns read-only",
  () => {
    const name = `automatica_down_${process.pid}`;
    const url = new URL(TEST_DATABASE_URL ?? "postgres://localhost/none");
    url.pathname = `/${name}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const terminate = () =>
      admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      );
    let build: ReturnType<typeof makeBuild>;
    beforeAll(async () => {
      build = makeBuild();
      await admin(`drop database if exists ${name} with (force)`);
    });
    afterAll(async () => {
      build.remove();
      await admin(`drop database if exists ${name} with (force)`);
    });

    it("serves without it, takes submissions once it exists, and survives losing it and a read-only spell", async () => {
      const log = memoryLog();
      const service = await createService({
        config: testConfig({ DATABASE_URL: url.toString() }),
        dir: build.dir,
        logger: { level: "info", stream: log.stream },
        retry: FAST_RETRY,
      });
      try {
        // The database does not exist yet.
        await until(async () => log.lines.some((line) => line.startsWith("database: unavailable")));
        await expectServesWithoutDatabase(service.app);
        expect((await health(service.app)).json().reason).toMatch(/3D000.*does not exist/);

        await admin(`create database ${name}`);
        await until(async () => (await health(service.app)).statusCode === 200);
        expect((await submit(service.app)).statusCode).toBe(201);

        // Lost: no connection is allowed, the open ones are ended.
        await admin(`alter database ${name} allow_connections false`);
        await terminate();
        const lost = await submit(service.app);
        expect(lost.statusCode).toBe(503);
        expect(lost.json()).toEqual({ error: submissionFailure.description });
        expect((await health(service.app)).statusCode).toBe(503);
        await expectValuesKept(service.app);
        expect(log.lines.filter((line) => line.startsWith("database: unavailable"))).toHaveLength(
          2,
        );

        await admin(`alter database ${name} allow_connections true`);
        await until(async () => (await health(service.app)).statusCode === 200);
        expect((await submit(service.app)).statusCode).toBe(201);

        // Read-only: every new transaction refuses writes (25006).
        await admin(`alter database ${name} set default_transaction_read_only = on`);
        await terminate();
        const readOnly = await submit(service.app);
        expect(readOnly.statusCode).toBe(503);
        // That post can meet a connection the terminate ended (57P01) before any read-only
        // transaction: the reason turns to 25006 at the next attempt to write, 503 until then.
        await until(async () => {
          const refused = await health(service.app);
          expect(refused.statusCode).toBe(503);
          return /25006.*read-only transaction/.test(refused.json().reason);
        });

        await admin(`alter database ${name} reset default_transaction_read_only`);
        await terminate();
        await until(async () => (await health(service.app)).statusCode === 200);
        expect((await submit(service.app)).statusCode).toBe(201);
        // Three stored: two e-mails for the first, the business e-mail alone for the others (one
        // confirmation per address a day).
        expect((await health(service.app)).json()).toMatchObject({ database: "ok", pending: 4 });
        expect(log.lines.filter((line) => line.startsWith("database: connected"))).toHaveLength(3);
        expect(log.lines.filter((line) => line.startsWith("database: unavailable"))).toHaveLength(
          3,
        );
        expect(log.lines.join("\n")).not.toContain("automatica:automatica");
      } finally {
        await service.app.close();
      }
    }, 90_000);
  },
);
