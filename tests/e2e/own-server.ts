import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pgliteTemplateFile } from "../../server/test-support.ts";

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A new DATA_DIR. It holds a new, migrated PGlite database when the server tests have left their
 * dump of one (`pgliteTemplateFile`, a tar of the data directory; `npm test` runs them first), so
 * that the server does not spend about 6.5 s of CPU making it (initdb and the migrations,
 * docs/measured.md). Without it, the server makes its database as it would anywhere. The shared
 * server always makes its own.
 */
export function freshDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-own-"));
  const template = pgliteTemplateFile();
  if (fs.existsSync(template)) {
    fs.mkdirSync(path.join(dataDir, "pgdata"), { mode: 0o700 });
    execFileSync("tar", ["-xf", template, "-C", path.join(dataDir, "pgdata")], { stdio: "ignore" });
  }
  return dataDir;
}

/**
 * A server of its own for one journey (`npm start`'s server/index.ts on the same build, with its own
 * empty embedded database), for what the shared one cannot do: the default rate limit, an SMTP
 * server that is down, a database that is down. Its database starts new (`freshDataDir`), or is
 * PostgreSQL when `env` sets DATABASE_URL. Ready once its database is there (`ready:
 * "database"`), or once it runs at all (`"live"`, for a server meant to be without its database).
 * `stop()` ends it and removes its database.
 */
export async function startOwnServer(
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
  {
    ready = "database",
    dataDir = freshDataDir(),
  }: {
    ready?: "database" | "live";
    /** Its DATA_DIR, when the journey has put a database there already. */
    dataDir?: string;
  } = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // A function of the port: for what names the server's own address (SITE_URL).
      ...(typeof env === "function" ? env(port) : env),
    },
    stdio: process.env.E2E_SERVER_LOGS ? "inherit" : "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready in a few seconds on a quiet machine; under the whole suite's load (two browsers beside
  // it) PGlite's first start and the assistant's index took over 30 s once.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const healthy = await fetch(`${url}/api/health${ready === "live" ? "/live" : ""}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`the journey's own server did not start (exit ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    /** Its database's directory (DATA_DIR), for the CLI that talks to it through the admin socket. */
    dataDir,
    /** GET /api/health: the database state and the deliveries pending and failed. */
    health: async () =>
      (await (await fetch(`${url}/api/health`)).json()) as {
        database: string;
        reason?: string;
        pending: number | null;
        failed: number | null;
        oldestPendingSeconds: number | null;
      },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
