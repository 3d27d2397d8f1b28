// The form endpoints' rate limit behind a real nginx (Debian's package; .ci/run installs it), as the
// server is deployed: with TRUST_PROXY=1 each visitor has a limit of their own, and no
// X-Forwarded-For a visitor writes gets them out of it; without TRUST_PROXY every visitor is nginx.
// Visitors are loopback addresses of their own (all of 127.0.0.0/8 is loopback on Linux). On PGlite
// in memory, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TIMEOUTS } from "./app.ts";
import { createService, type Service } from "./service.ts";
import { freePorts, makeBuild, portOf } from "./test-helpers.ts";
import {
  BACKENDS,
  freshDatabase,
  TEST_DATABASE_URL,
  testConfig,
  truncate,
  VALID,
} from "./test-support.ts";

/** nginx on PATH, or where Debian's package puts it (/usr/sbin is not on every user's PATH). */
const NGINX = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin"]
  .filter(Boolean)
  .map((dir) => path.join(dir, "nginx"))
  .find((file) => fs.existsSync(file));
const NO_NGINX = "nginx is not installed (Debian: apt-get install -y nginx; .ci/run installs it)";

const ONE = "127.0.0.1";
const TWO = "127.0.0.2";

/** Whether nginx answers on 127.0.0.1:port (and not some other process that took the port first). */
const nginxAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/api/health", agent: false });
    request.setTimeout(1000, () => request.destroy());
    request.on("response", (response) => {
      response.resume();
      resolve(/^nginx\b/.test(String(response.headers.server)));
    });
    request.on("error", () => resolve(false));
  });

/**
 * nginx's timeouts for its clients, as the deployment docs give them: the server's own (TIMEOUTS,
 * server/app.ts), so a slow client is cut as soon behind nginx as without it (nginx's default is
 * 60 s for each). client_header_timeout: the request line and headers; client_body_timeout: the
 * body (between two reads); send_timeout: a client that stops reading (between two writes);
 * keepalive_timeout: an idle keep-alive connection.
 */
const NGINX_TIMEOUTS = [
  `client_header_timeout ${TIMEOUTS.headersMs / 1000}s;`,
  `client_body_timeout ${TIMEOUTS.requestMs / 1000}s;`,
  `send_timeout ${TIMEOUTS.idleMs / 1000}s;`,
  `keepalive_timeout ${TIMEOUTS.keepAliveMs / 1000}s;`,
];

/**
 * nginx in front of each upstream port (the server ports): one process of its own (no master, no
 * workers, no daemon) with everything it writes in a temporary directory, appending the address it
 * saw to X-Forwarded-For as a deployment's nginx does. Its ports: nginx's, one per upstream.
 */
async function startNginx(
  upstreams: number[],
): Promise<{ ports: number[]; stop: () => Promise<void> }> {
  if (!NGINX) throw new Error(NO_NGINX);
  for (let attempt = 1; ; attempt += 1) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-nginx-"));
    const ports = await freePorts(upstreams.length);
    const servers = upstreams.map(
      (upstream, i) => `
    server {
      listen 127.0.0.1:${ports[i]};
      location / {
        proxy_pass http://127.0.0.1:${upstream};
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      }
    }`,
    );
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  access_log off;
  ${NGINX_TIMEOUTS.join("\n  ")}
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${servers.join("\n")}
}
`,
    );
    const nginx = spawn(NGINX, ["-e", "stderr", "-p", dir, "-c", path.join(dir, "nginx.conf")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    nginx.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise((resolve) => nginx.on("exit", resolve));
    let ended = false;
    exited.then(() => (ended = true));
    const stop = async () => {
      if (!ended) nginx.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    };
    const deadline = Date.now() + 10_000;
    while (!ended && Date.now() < deadline) {
      const ready = await Promise.all(ports.map(nginxAnswers));
      if (ready.every(Boolean)) return { ports, stop };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stop();
    // Another process took one of the ports between freePorts and nginx's bind: once more.
    if (!/Address already in use/.test(stderr) || attempt === 3) {
      throw new Error(`nginx did not start: ${stderr}`);
    }
  }
}

/**
 * A JSON post from a visitor's own address (`from`) to nginx's `port`, perhaps with an
 * X-Forwarded-For the visitor writes; answers the status.
 */
const post = (port: number, from: string, forwardedFor?: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify(invite());
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/invites",
        agent: false,
        headers: {
          "content-type": "application/json",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });

let invites = 0;
/** A valid invite with an address of its own. */
const invite = () => ({ ...VALID.invite, contact: `visitor-${(invites += 1)}@example.com` });

/** Five accepted, then refused. */
const LIMITED = [201, 201, 201, 201, 201, 429];

// Skipped on a developer's machine without nginx, never on CI.
if (!NGINX && process.env.CI) {
  describe("the rate limit behind nginx on CI", () => {
    it("is not skipped", () => {
      expect.fail(NO_NGINX);
    });
  });
}

/** A service's app, as `await` gives it (Fastify's instance is a thenable: awaited, it is ready). */
type App = Awaited<Service["app"]>;

let build: ReturnType<typeof makeBuild>;
beforeAll(() => {
  build = makeBuild();
});
afterAll(() => build.remove());

for (const backend of BACKENDS) {
  describe.runIf(NGINX && (!backend.postgres || TEST_DATABASE_URL))(
    `the rate limit behind nginx on ${backend.name}${NGINX ? "" : ` (skipped: ${NO_NGINX})`}`,
    () => {
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let apps: App[] = [];
      let nginx: Awaited<ReturnType<typeof startNginx>>;
      /** nginx's port in front of a server with TRUST_PROXY=1, and of one without. */
      let trusting = 0;
      let direct = 0;

      beforeAll(async () => {
        fresh = await freshDatabase(backend.postgres);
        apps = await Promise.all(
          [{ TRUST_PROXY: "1" }, {}].map(async (env) => {
            const service = await createService({
              config: testConfig({ ...env, RATE_LIMIT_MAX: "5" }),
              dir: build.dir,
              database: fresh.database,
            });
            await service.app.listen({ port: 0, host: "127.0.0.1" });
            return service.app;
          }),
        );
        nginx = await startNginx(apps.map((app) => portOf(app.server.address())));
        [trusting = 0, direct = 0] = nginx.ports;
      }, 60_000);
      afterAll(async () => {
        await nginx?.stop();
        for (const app of apps) await app.close();
        await fresh?.drop();
      });
      beforeEach(() => truncate(fresh.database.db));

      it("with TRUST_PROXY=1 holds a visitor to five posts a minute, whatever X-Forwarded-For they forge", async () => {
        const statuses = [];
        for (let i = 0; i < 6; i += 1) {
          statuses.push(await post(trusting, ONE, `203.0.113.${i}, 198.51.100.${i}`));
        }
        expect(statuses).toEqual(LIMITED);
        // Forging the address nginx will append changes nothing either.
        expect(await post(trusting, ONE, TWO)).toBe(429);
      });

      it("with TRUST_PROXY=1 gives each visitor behind it a limit of their own", async () => {
        const first = [];
        for (let i = 0; i < 6; i += 1) first.push(await post(trusting, ONE));
        expect(first).toEqual(LIMITED);
        expect(await post(trusting, TWO)).toBe(201);
      });

      it("without TRUST_PROXY counts every visitor behind it as nginx: one limit for all", async () => {
        for (let i = 0; i < 5; i += 1) expect(await post(direct, ONE)).toBe(201);
        expect(await post(direct, TWO)).toBe(429);
      });
    },
  );
}

describe("the deployment docs' nginx configuration", () => {
  it("gives nginx the server's own client timeouts, as this file's nginx runs with", () => {
    const docs = fs.readFileSync(new URL("../docs/deploying.md", import.meta.url), "utf8");
    const block = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1] ?? "";
    const lines = block.split("\n").map((line) => line.trim());
    for (const directive of NGINX_TIMEOUTS) expect(lines).toContain(directive);
  });
});

describe.runIf(NGINX)(`a slow client behind nginx${NGINX ? "" : ` (skipped: ${NO_NGINX})`}`, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let app: App;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  beforeAll(async () => {
    fresh = await freshDatabase(false);
    ({ app } = await createService({
      config: testConfig({ TRUST_PROXY: "1" }),
      dir: build.dir,
      database: fresh.database,
    }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    nginx = await startNginx([portOf(app.server.address())]);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
    await fresh?.drop();
  });

  it("is cut by nginx when its body stalls, at the server's own limit, not nginx's 60 s", async () => {
    const started = Date.now();
    const [port = 0] = nginx.ports;
    const received = await new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"na',
        ),
      );
      let text = "";
      socket.setTimeout(25_000, () => socket.destroy(new Error("still held after 25 s")));
      socket.on("data", (chunk) => (text += chunk));
      socket.on("error", reject);
      socket.on("close", () => resolve(text));
    });
    const afterMs = Date.now() - started;
    // nginx closes the connection (it sends no answer for a 408 of its own); the request never
    // reached the server (nginx reads the whole body before it passes a request on).
    expect(received).toBe("");
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 1_000);
    expect(afterMs).toBeLessThan(TIMEOUTS.requestMs + 5_000);
  }, 40_000);
});
