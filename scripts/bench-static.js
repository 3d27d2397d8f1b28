// @ts-check
// `npm run bench:static`: how many requests a second the production server answers from the build,
// against nginx serving the same files, when nginx is installed. Starts `node server/index.ts` on
// 127.0.0.1 at the default log level (its request log is part of what it costs) and nginx with a
// minimal configuration written to a temporary directory (one worker, as the server is one
// process; sendfile; precompressed files with gzip_static; no access log), then drives each path
// with autocannon, the two servers in turn, round after round, so that whatever else the machine
// does weighs on both alike. Prints each path's median req/s and the ratio; fails when the server
// makes less than half of nginx's on a path.
//   npm run bench:static -- [--duration 5] [--connections 100] [--rounds 3] [--build build]
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const duration = Math.min(Number(option("duration", "5")), 60);
const connections = Math.min(Number(option("connections", "100")), 500);
const rounds = Math.min(Number(option("rounds", "3")), 20);
const buildRoot = path.resolve(root, option("build", process.env.BUILD_DIR ?? "build"));
const client = path.join(buildRoot, "client");
const ourPort = Number(process.env.BENCH_PORT ?? 4188);
const nginxPort = ourPort + 1;
const NGINX = process.env.NGINX_PATH ?? ["/usr/sbin/nginx", "/usr/bin/nginx"].find(fs.existsSync);
/**
 * What the load asks for: a browser's "br, gzip" when nginx can answer brotli too, otherwise gzip
 * only, so that both servers send the same precompressed bytes.
 * @param {boolean} brotli
 */
const acceptEncoding = (brotli) => (brotli ? "br, gzip" : "gzip");
let ACCEPT = acceptEncoding(true);

if (!fs.existsSync(path.join(client, "index.html"))) {
  console.error(`No build in ${buildRoot}: run npm run build first.`);
  process.exit(2);
}

/** The paths measured: two pages, a blog post and a fingerprinted asset of the build. */
function pathsToMeasure() {
  const post = fs
    .readdirSync(path.join(client, "blog"), { withFileTypes: true })
    .find(
      (entry) =>
        entry.isDirectory() && fs.existsSync(path.join(client, "blog", entry.name, "index.html")),
    );
  const asset = fs
    .readdirSync(path.join(client, "_astro"))
    .filter((name) => /\.(css|js)$/.test(name))
    .map((name) => ({ name, size: fs.statSync(path.join(client, "_astro", name)).size }))
    .sort((a, b) => b.size - a.size)[0];
  return [
    "/",
    "/pricing",
    ...(post ? [`/blog/${post.name}`] : []),
    ...(asset ? [`/_astro/${asset.name}`] : []),
  ];
}

/** @param {string} url @param {import("node:child_process").ChildProcess} child */
async function waitUntilAnswering(url, child) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url}: no answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** @param {import("node:child_process").ChildProcess} child */
const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

/** The production server, on its own DATA_DIR; counts the bytes it logs. */
/** @param {string} dataDir */
async function startOurs(dataDir) {
  const server = spawn(process.execPath, [path.join(root, "server", "index.js")], {
    env: {
      ...process.env,
      PORT: String(ourPort),
      HOST: "127.0.0.1",
      BUILD_DIR: buildRoot,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      WEBHOOK_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const log = { bytes: 0 };
  server.stdout?.on("data", (chunk) => (log.bytes += chunk.length));
  await waitUntilAnswering(`http://127.0.0.1:${ourPort}/`, server);
  return { server, log };
}

/** nginx on the same files, configured in `dir`. @param {string} dir */
async function startNginx(dir) {
  const version = spawnSync(/** @type {string} */ (NGINX), ["-V"], { encoding: "utf8" }).stderr;
  const brotli = /brotli/.test(version);
  const mime = ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types"].find(fs.existsSync);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  ${mime ? `include ${mime};` : ""}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  ${brotli ? "brotli_static on;" : ""}
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${client};
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`,
  );
  const server = spawn(
    /** @type {string} */ (NGINX),
    ["-p", dir, "-c", path.join(dir, "nginx.conf")],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  await waitUntilAnswering(`http://127.0.0.1:${nginxPort}/`, server);
  return { server, brotli };
}

/** @param {number} port @param {string} pathname @returns {Promise<autocannon.Result>} */
const load = (port, pathname) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${pathname}`,
        connections,
        duration,
        headers: { "accept-encoding": ACCEPT },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-bench-static-"));
const dataDir = path.join(temp, "data");
fs.mkdirSync(dataDir);
/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let failed = false;
try {
  const paths = pathsToMeasure();
  const ours = await startOurs(dataDir);
  children.push(ours.server);
  const nginx = NGINX ? await startNginx(temp) : undefined;
  if (nginx) ACCEPT = acceptEncoding(nginx.brotli);
  if (nginx) children.push(nginx.server);
  else console.log("nginx is not installed: measuring the server alone.");
  const [load1] = os.loadavg();
  console.log(
    `${rounds} rounds of ${duration} s a path and a server, ${connections} connections, Accept-Encoding: ${ACCEPT}` +
      `${nginx ? `, nginx ${nginx.brotli ? "with" : "without"} brotli_static` : ""}; ${os.cpus().length} CPUs, load average ${load1?.toFixed(2)}`,
  );
  /** @type {Map<string, { ours: number[], nginx: number[], errors: number }>} */
  const results = new Map(paths.map((pathname) => [pathname, { ours: [], nginx: [], errors: 0 }]));
  const logBytesBefore = ours.log.bytes;
  let ourRequests = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const pathname of paths) {
      const entry = /** @type {{ ours: number[], nginx: number[], errors: number }} */ (
        results.get(pathname)
      );
      // Who goes first alternates, round after round.
      const order = nginx && round % 2 ? ["nginx", "ours"] : ["ours", "nginx"];
      for (const who of nginx ? order : ["ours"]) {
        const result = await load(who === "ours" ? ourPort : nginxPort, pathname);
        entry[who === "ours" ? "ours" : "nginx"].push(result.requests.average);
        entry.errors += result.errors + result.timeouts + result.non2xx;
        if (who === "ours") ourRequests += result.requests.total;
      }
    }
    console.log(`round ${round + 1}: done, load average ${os.loadavg()[0]?.toFixed(2)}`);
  }
  const rows = paths.map((pathname) => {
    const entry = /** @type {{ ours: number[], nginx: number[], errors: number }} */ (
      results.get(pathname)
    );
    const oursRate = median(entry.ours);
    const nginxRate = nginx ? median(entry.nginx) : undefined;
    const ratio = nginxRate ? oursRate / nginxRate : undefined;
    if ((ratio !== undefined && ratio < 0.5) || entry.errors) failed = true;
    return {
      path: pathname,
      "ours req/s": Math.round(oursRate),
      ...(nginxRate
        ? { "nginx req/s": Math.round(nginxRate), "ours / nginx": Number(ratio?.toFixed(2)) }
        : {}),
      "ours, each round": entry.ours.map(Math.round).join(" "),
      ...(nginx ? { "nginx, each round": entry.nginx.map(Math.round).join(" ") } : {}),
      errors: entry.errors,
    };
  });
  console.table(rows);
  console.log(
    `The server logged ${ours.log.bytes - logBytesBefore} bytes for ${ourRequests} requests (LOG_LEVEL=${process.env.LOG_LEVEL ?? "info"}).`,
  );
  if (nginx)
    console.log(
      failed ? "Below 0.5× nginx on a path (or errors)." : "At least 0.5× nginx on every path.",
    );
} finally {
  await Promise.all(children.map(stop));
  fs.rmSync(temp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
