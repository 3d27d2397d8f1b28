// `npm start` exposed without a TLS proxy: it speaks HTTPS itself (TLS_CERT_FILE, TLS_KEY_FILE) and,
// with HTTPS_REDIRECT, its plain-HTTP port sends every request there.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts, makeBuild, request } from "./test-helpers.ts";
import { seedDataDir } from "./test-support.ts";

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "index.ts");
const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** GET over HTTPS, trusting the test's self-signed certificate. */
const getTls = (url: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on("error", reject);
  });

describe.skipIf(!hasOpenssl)("the server with its own TLS and HTTPS_REDIRECT", () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-tls-"));
  let build: ReturnType<typeof makeBuild>;
  let server: ChildProcess;
  let port = 0;
  let httpPort = 0;
  let output = "";

  beforeAll(async () => {
    build = makeBuild();
    const dataDir = path.join(temp, "data");
    fs.mkdirSync(dataDir);
    await seedDataDir(dataDir);
    const cert = path.join(temp, "cert.pem");
    const key = path.join(temp, "key.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
      ].concat(["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"]),
      { stdio: "ignore" },
    );
    [port = 0, httpPort = 0] = await freePorts(2);
    server = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        PORT: String(port),
        HTTP_PORT: String(httpPort),
        HOST: "127.0.0.1",
        BUILD_DIR: build.root,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        WEBHOOK_URL: "",
        TRUST_PROXY: "",
        SITE_URL: `https://localhost:${port}`,
        TLS_CERT_FILE: cert,
        TLS_KEY_FILE: key,
        HTTPS_REDIRECT: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => (output += chunk));
    server.stderr?.on("data", (chunk) => (output += chunk));
    for (let attempt = 0; ; attempt += 1) {
      try {
        await getTls(`https://127.0.0.1:${port}/api/health/live`);
        await request(`http://127.0.0.1:${httpPort}/`);
        return;
      } catch {
        if (attempt > 150 || server.exitCode !== null) throw new Error(`no start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, 60_000);

  afterAll(() => {
    server?.kill("SIGTERM");
    build?.remove();
    fs.rmSync(temp, { recursive: true, force: true });
  });

  it("serves the site over HTTPS, with Strict-Transport-Security", async () => {
    const home = await getTls(`https://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends a plain-HTTP request to the same path on the site's https origin, with no HSTS", async () => {
    const answer = await request(`http://127.0.0.1:${httpPort}/pricing?plan=pro`, {
      headers: { Host: "evil.example" },
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`https://localhost:${port}/pricing?plan=pro`);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    const post = await request(`http://127.0.0.1:${httpPort}/api/invites`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe(`https://localhost:${port}/api/invites`);
  });

  it("answers health on the plain-HTTP port too, where a load balancer probes, as the site does", async () => {
    // Once the database is there (it opens in the background).
    for (let attempt = 0; ; attempt += 1) {
      const health = await request(`http://127.0.0.1:${httpPort}/api/health`);
      if (health.status === 200 || attempt > 150) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const health = await request(`http://127.0.0.1:${httpPort}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(health.headers["strict-transport-security"]).toBeUndefined();
    // The real health: the database's probe write and the outbox's counts, not a stand-in.
    expect(JSON.parse(health.body.toString())).toEqual({
      database: "ok",
      pending: 0,
      failed: 0,
      oldestPendingSeconds: null,
    });
    const live = await request(`http://127.0.0.1:${httpPort}/api/health/live`);
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body.toString())).toEqual({ status: "live" });
    expect(
      (await request(`http://127.0.0.1:${httpPort}/api/health`, { method: "HEAD" })).status,
    ).toBe(200);
    // Anything else is still sent to HTTPS.
    const other = await request(`http://127.0.0.1:${httpPort}/api/healthy`);
    expect(other.status).toBe(308);
  }, 60_000);
});
