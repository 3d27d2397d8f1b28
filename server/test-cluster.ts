// A PostgreSQL cluster of a test's own, to stop and start at will (the machine's shared server is
// other tests' too): initdb and pg_ctl from /usr/lib/postgresql/<version>/bin (Debian's package;
// .ci/run installs it), in a temporary directory, on a free port of 127.0.0.1, its socket in that
// directory. Run as root (CI), they run as the `postgres` user, who owns the directory: PostgreSQL
// refuses to run as root.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePorts } from "./test-helpers.ts";

const run = promisify(execFile);
const VERSIONS = "/usr/lib/postgresql";

/** The newest PostgreSQL's bin directory with initdb and pg_ctl, or undefined. */
export const POSTGRES_BIN = (() => {
  if (!fs.existsSync(VERSIONS)) return undefined;
  return fs
    .readdirSync(VERSIONS)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(VERSIONS, version, "bin"))
    .find((bin) => ["initdb", "pg_ctl"].every((tool) => fs.existsSync(path.join(bin, tool))));
})();

export const NO_POSTGRES =
  "no PostgreSQL binaries in /usr/lib/postgresql/*/bin (Debian: apt-get install -y postgresql; .ci/run installs it)";

/** Root runs the tools as `postgres`; anyone else as themselves. */
const asRoot = process.getuid?.() === 0;

/** The user the cluster runs as: its uid and gid; undefined: the current user. */
async function clusterUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (!asRoot) return undefined;
  const [uid, gid] = await Promise.all(
    ["-u", "-g"].map(async (flag) => Number((await run("id", [flag, "postgres"])).stdout.trim())),
  );
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs one of the cluster's tools as its user. */
const tool = (tool: string, args: string[]) => {
  if (!POSTGRES_BIN) throw new Error(NO_POSTGRES);
  const file = path.join(POSTGRES_BIN, tool);
  return asRoot
    ? run("runuser", ["-u", "postgres", "--", file, ...args])
    : run(file, args, { env: { ...process.env, LC_ALL: "C" } });
};

/** How pg_ctl stops a cluster. */
export type StopMode = "fast" | "immediate" | "smart";

export interface Cluster {
  /** The superuser's connection string to the database `automatica`. */
  url: string;
  pgdata: string;
  stop: (mode: StopMode) => Promise<void>;
  start: () => Promise<void>;
  remove: () => Promise<void>;
}

/** Makes and starts a cluster. `settings`: postgresql.conf lines (`name = value`). */
export async function startCluster({
  settings = [],
}: { settings?: string[] } = {}): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-cluster-"));
  const user = await clusterUser();
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const pgdata = path.join(dir, "pgdata");
  const [port] = await freePorts(1);
  await tool("initdb", ["-D", pgdata, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  fs.appendFileSync(
    path.join(pgdata, "postgresql.conf"),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "fsync = off",
      ...settings,
      "",
    ].join("\n"),
  );
  const start = async () => {
    await tool("pg_ctl", ["-D", pgdata, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  };
  const stop = async (mode: StopMode) => {
    await tool("pg_ctl", ["-D", pgdata, "-m", mode, "-w", "-t", "60", "stop"]);
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/automatica`;
  const client = new pg.Client({ connectionString: url.replace(/automatica$/, "postgres") });
  await client.connect();
  await client.query("create database automatica");
  await client.end();
  return {
    url,
    pgdata,
    stop,
    start,
    async remove() {
      await stop("immediate").catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
