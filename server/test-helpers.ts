// Shared by the server's tests: a small build directory and a raw HTTP client (fetch would add
// its own Accept-Encoding and decompress, hiding what the server actually sent).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

export const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
export const HOME = "<!doctype html><h1>Home</h1>";
export const SCRIPT = "console.log('the app script, long enough to be worth compressing');";

/**
 * A temporary `build/client` like the one `npm run build` writes, with brotli and gzip siblings.
 * root is the BUILD_DIR, dir its client/.
 */
export function makeBuild(): { root: string; dir: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-server-"));
  const dir = path.join(root, "client");
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const writeCompressed = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, zlib.brotliCompressSync(content));
    write(`${file}.gz`, zlib.gzipSync(content));
  };
  write("index.html", HOME);
  write("robots.txt", ALPHABET);
  writeCompressed("pricing/index.html", "<h1>Pricing</h1>");
  writeCompressed(
    "sitemap-index.xml",
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex>${"<sitemap><loc>https://automatica.example/sitemap-0.xml</loc></sitemap>".repeat(20)}</sitemapindex>`,
  );
  writeCompressed("404.html", "<h1>Page Not Found</h1>");
  write("blog/404.html", "<h1>Post not found</h1>");
  writeCompressed("_astro/app.abc123.js", SCRIPT);
  write("pagefind/pagefind.js", "export const search = 1;");
  write("pagefind/pagefind-entry.json", '{"version":"1"}');
  write("pagefind/pagefind.en_abc123.pf_meta", Buffer.from([0x1f, 0x8b, 1, 2, 3]));
  write("pagefind/fragment/en_abc123.pf_fragment", Buffer.from([0x1f, 0x8b, 4, 5, 6]));
  write("pagefind/wasm.en.pagefind", Buffer.from([0x1f, 0x8b, 7, 8, 9]));
  write(".env", "SECRET=1");
  return { root, dir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Rejects when the connection breaks before the whole response. */
export function request(
  url: string,
  { method = "GET", headers = {}, body }: RequestOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("aborted", () => reject(new Error("response aborted")));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The TCP port a listening server's `address()` names. */
export function portOf(address: AddressInfo | string | null): number {
  if (address === null || typeof address === "string") throw new Error("not listening on TCP");
  return address.port;
}

/** Ports nothing listens on just now, all different (held together, so no two are the same). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve, reject) => {
          server.on("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(undefined));
        }),
    ),
  );
  const ports = servers.map((server) => portOf(server.address()));
  await Promise.all(
    servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
  );
  return ports;
}

const SERVER = new URL("./index.ts", import.meta.url).pathname;

/** How a process ended. */
export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcessOptions {
  /** Started through `sh` with this umask (`000`). */
  umask?: string;
  /** Started as this user (`runuser`, as root). */
  asUser?: string;
}

/** The server started by {@link startServerProcess}. */
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * The real server (server/index.ts, what `npm start` runs) as a process of its own on a free port
 * of 127.0.0.1, with its log kept and its end noticed: for what only a process can show (that it
 * lives, how it ends, the files it makes).
 * @param env its environment; PATH, HOST and PORT are set unless given
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  { umask, asUser }: ServerProcessOptions = {},
) {
  const [port] = await freePorts(1);
  const [command = "", ...args] = asUser
    ? ["runuser", "-u", asUser, "--", process.execPath, SERVER]
    : umask
      ? ["sh", "-c", `umask ${umask} && exec "$0" "$@"`, process.execPath, SERVER]
      : [process.execPath, SERVER];
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  let ended: ProcessEnd | undefined;
  const exited = new Promise<ProcessEnd>((resolve) =>
    child.on("exit", (code, signal) => resolve((ended = { code, signal }))),
  );
  const base = `http://127.0.0.1:${port}`;
  /** Its last words, for a failure's message. */
  const lastWords = () => `\n--- the server's log ---\n${log.slice(-4000)}`;
  /**
   * Waits until `check` is true (polled every 100 ms); fails after `ms`, or at once when the
   * server has ended, with its log.
   */
  const until = async (check: () => Promise<boolean>, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!(await check().catch(() => false))) {
      if (ended) throw new Error(`the server ended (${JSON.stringify(ended)})${lastWords()}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting${lastWords()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    base,
    log: () => log,
    lastWords,
    /** How it ended, or undefined while it runs. */
    ended: (): ProcessEnd | undefined => ended,
    exited,
    until,
    /** Until health answers 200: the database is there. */
    ready: (ms = 120_000) =>
      until(async () => (await request(`${base}/api/health`)).status === 200, ms),
    /** Ends it (SIGTERM: it closes cleanly) and says how it ended. */
    stop(signal: NodeJS.Signals = "SIGTERM") {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
