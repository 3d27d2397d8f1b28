// The PGlite data directory's lock names its holder by pid and start time: a holder that died (even
// one its parent has not reaped yet, a zombie) or whose pid now belongs to another process is gone;
// a live one still refuses a second server.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { dataDirHolder, lockFileOf, processInfo } from "./index.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-lock-"));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts `sh -c script` and reads the first line it prints; `pid` is the shell's. */
async function shell(script: string) {
  const child = spawn("sh", ["-c", script], { stdio: ["ignore", "pipe", "ignore"] });
  children.push(child);
  const { pid } = child;
  if (pid === undefined) throw new Error(`sh did not start: ${script}`);
  const line = await new Promise<string>((resolve) =>
    child.stdout?.once("data", (chunk) => resolve(String(chunk).trim())),
  );
  return { pid, line };
}

const lockWith = (content: string) => fs.writeFileSync(lockFileOf(dataDir), content);

describe.runIf(fs.existsSync("/proc/self/stat"))("the PGlite lock's holder", () => {
  it("is gone once it died, even while its parent has not reaped it (a zombie)", async () => {
    // The shell's background child exits at once; `exec sleep` takes the shell's place and never
    // reaps it.
    const { line } = await shell("sleep 0 & echo $!; exec sleep 600");
    const zombie = Number(line);
    await expect.poll(() => processInfo(zombie)?.zombie, { timeout: 5000 }).toBe(true);
    const startTime = processInfo(zombie)?.startTime;
    lockWith(`${zombie} ${startTime}`);
    expect(dataDirHolder(dataDir)).toBeUndefined();
    // A lock of an older version, with the pid alone.
    lockWith(String(zombie));
    expect(dataDirHolder(dataDir)).toBeUndefined();
  });

  it("is gone when its pid now belongs to another process (another start time)", async () => {
    const { pid } = await shell("echo ready; exec sleep 600");
    const startTime = Number(processInfo(pid)?.startTime);
    lockWith(`${pid} ${startTime - 1}`);
    expect(dataDirHolder(dataDir)).toBeUndefined();
  });

  it("still holds the data directory while it runs, by the new lock or an old pid-only one", async () => {
    const { pid } = await shell("echo ready; exec sleep 600");
    lockWith(`${pid} ${processInfo(pid)?.startTime}`);
    expect(dataDirHolder(dataDir)).toBe(pid);
    lockWith(String(pid));
    expect(dataDirHolder(dataDir)).toBe(pid);
  });
});
