// PGlite's DATA_DIR holds every submission, so only its owner may read it: the real server
// (server/index.ts, a process of its own) creates it owner-only under umask 000 (folders 0700,
// files 0600, the admin socket 0600); at start it makes an existing one that others may read
// owner-only, or, where it may not, refuses to start with a clear error. And an erased
// submission's text is gone from the files afterwards (the tables rewritten, the WAL checkpointed).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBuild, request, startServerProcess } from "./test-helpers.ts";
import { seedDataDir, VALID } from "./test-support.ts";

const run = promisify(execFile);
const CLI = new URL("./cli.ts", import.meta.url).pathname;
const MARKER = "JANEMARK1";

/** Every file and folder in `dir` (itself included) with its permission bits, as octal text. */
function modesIn(dir: string): Record<string, string> {
  const names = [".", ...fs.readdirSync(dir, { recursive: true, encoding: "utf8" })];
  return Object.fromEntries(
    names.map((name) => {
      const stat = fs.lstatSync(path.join(dir, name));
      const kind = stat.isDirectory() ? "folder" : stat.isSocket() ? "socket" : "file";
      return [name, `${kind} ${(stat.mode & 0o777).toString(8).padStart(4, "0")}`];
    }),
  );
}

/** What is not owner-only: folders other than 0700, files and sockets other than 0600. */
const openToOthers = (dir: string) =>
  Object.entries(modesIn(dir)).filter(
    ([, mode]) => mode !== "folder 0700" && mode !== "file 0600" && mode !== "socket 0600",
  );

/** The files under `dir` that hold `text`. */
const filesHolding = (dir: string, text: string) =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => {
    const file = path.join(dir, name);
    return fs.lstatSync(file).isFile() && fs.readFileSync(file).includes(text);
  });

/** The real server on a DATA_DIR, as a process of its own. */
const startServer = (
  dataDir: string,
  build: string,
  options?: { umask?: string; asUser?: string },
) => startServerProcess({ BUILD_DIR: build, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000" }, options);

describe("PGlite's DATA_DIR", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-datadir-"));
  let build: ReturnType<typeof makeBuild>;
  beforeAll(() => {
    build = makeBuild();
  });
  afterAll(() => {
    build.remove();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is created owner-only under umask 000, and keeps no erased text in its files", async () => {
    const dataDir = path.join(root, "fresh");
    const server = await startServer(dataDir, build.root, { umask: "000" });
    try {
      await server.ready();
      for (const email of ["jane@example.com", "noor@example.com"]) {
        const post = await request(`${server.base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...VALID.contact, email, message: `${MARKER} ${email}` }),
        });
        expect(post.status).toBe(201);
      }
      // Through the server's admin socket, as the business would.
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
      const erased = await run(process.execPath, [CLI, "erase", "--email", "jane@example.com"], {
        env,
      });
      expect(erased.stdout).toContain("Erased for jane@example.com: 1 submission");
      expect(filesHolding(dataDir, `${MARKER} jane@example.com`)).toEqual([]);
      // Noor's is still there (the search can find text in the files at all).
      expect(filesHolding(dataDir, `${MARKER} noor@example.com`)).not.toEqual([]);
      expect(erased.stdout).toContain("the write-ahead log checkpointed");

      expect(openToOthers(dataDir)).toEqual([]);
      expect(modesIn(dataDir)["admin.sock"]).toBe("socket 0600");
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
    expect(openToOthers(dataDir)).toEqual([]);
    expect(filesHolding(dataDir, `${MARKER} jane@example.com`)).toEqual([]);
  }, 240_000);

  it("made owner-only at start when others could read or write it", async () => {
    const dataDir = path.join(root, "open");
    fs.mkdirSync(dataDir);
    await seedDataDir(dataDir);
    await run("chmod", ["-R", "a+rwX", dataDir]);
    expect(modesIn(dataDir)["pgdata/PG_VERSION"]).toBe("file 0666");
    const server = await startServer(dataDir, build.root);
    try {
      await server.ready();
      expect(openToOthers(dataDir)).toEqual([]);
      expect(server.log()).toMatch(
        /DATA_DIR: \d+ files and folders could be read or written by other users; they are owner-only now \(folders 0700, files 0600\)/,
      );
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
  }, 240_000);

  // Only root can hand a folder to another user; the server then runs as `nobody`.
  const asRoot = process.getuid?.() === 0;
  it.runIf(asRoot)(
    `is refused with a clear error when it may not be made owner-only${asRoot ? "" : " (skipped: needs root)"}`,
    async () => {
      const dataDir = path.join(root, "theirs");
      fs.mkdirSync(path.join(dataDir, "pgdata"), { recursive: true });
      fs.writeFileSync(path.join(dataDir, "pgdata", "PG_VERSION"), "17\n");
      fs.chmodSync(root, 0o755);
      fs.chmodSync(dataDir, 0o777);
      fs.chmodSync(path.join(dataDir, "pgdata"), 0o777);
      fs.chmodSync(path.join(dataDir, "pgdata", "PG_VERSION"), 0o666);
      const server = await startServer(dataDir, build.root, { asUser: "nobody" });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.log()).toContain(
        `the server could not start: DataDirPermissionError: ${dataDir} can be read or written by other users (mode 0777) and could not be made owner-only (EPERM)`,
      );
      expect(await request(`${server.base}/`).catch(() => "refused")).toBe("refused");
    },
    60_000,
  );
});
