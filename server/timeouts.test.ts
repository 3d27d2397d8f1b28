// Nothing waits forever: a body or headers that trickle in or stall are cut, an idle keep-alive
// socket is closed. Real sockets on the loopback (inject has no socket), with the production
// wiring of the form API and the timeouts shortened, so the test takes seconds, not tens of them.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, TIMEOUTS } from "./app.ts";
import { createService, type Service } from "./service.ts";
import { HOME, makeBuild, portOf, request } from "./test-helpers.ts";
import { freshDatabase, testConfig } from "./test-support.ts";

/** Shortened for the test; the production values are checked apart (first test). */
const LIMITS = {
  headersMs: 800,
  requestMs: 800,
  keepAliveMs: 600,
  idleMs: 5_000,
  checkEveryMs: 100,
};
/** What the server may take beyond a limit: its checking interval, Node's 1 s keep-alive buffer, a busy machine. */
const SLACK_MS = 1_500;

let build: ReturnType<typeof makeBuild>;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: Service["app"];
let port = 0;

beforeAll(async () => {
  build = makeBuild();
  database = await freshDatabase(false);
  ({ app } = await createService({
    config: testConfig(),
    dir: build.dir,
    database: database.database,
    timeouts: LIMITS,
  }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = portOf(app.server.address());
}, 30_000);
afterAll(async () => {
  await app.close();
  await database.drop();
  build.remove();
});

/**
 * Opens a socket, writes `text`, and resolves when the server closes it: with everything it sent
 * and how long after the write that was.
 */
const writeAndWaitForClose = (text: string) =>
  new Promise<{ received: string; afterMs: number }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let start = 0;
    socket.on("connect", () => {
      start = performance.now();
      socket.write(text);
    });
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ received, afterMs: performance.now() - start }));
  });

describe("the server's timeouts", () => {
  it("are 10 s for headers and for a whole request, 5 s for an idle keep-alive socket", () => {
    const server = createApp({ dir: build.dir }).server;
    expect(TIMEOUTS).toMatchObject({ headersMs: 10_000, requestMs: 10_000, keepAliveMs: 5_000 });
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(10_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.timeout).toBe(TIMEOUTS.idleMs);
    // Set by Node from the option of that name, but not in its types.
    expect(
      "connectionsCheckingInterval" in server ? server.connectionsCheckingInterval : undefined,
    ).toBe(1_000);
  });

  it("answers a request that arrives in time", async () => {
    const response = await request(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(HOME);
  });

  it("cuts a form post whose body stalls, with a 408, within the request timeout", async () => {
    const body = JSON.stringify({ contact: "grace@example.com" });
    const { received, afterMs } = await writeAndWaitForClose(
      "POST /api/invites HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(afterMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
    const counted = await database.database.db.execute(
      "select count(*)::int as n from submissions",
    );
    expect(counted).toHaveProperty("rows", [{ n: 0 }]);
  });

  it("cuts headers that never end within the headers timeout", async () => {
    const { received, afterMs } = await writeAndWaitForClose(
      "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ",
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
  });

  it("closes a keep-alive socket left idle after its answer", async () => {
    const { received, afterMs } = await writeAndWaitForClose(
      "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n",
    );
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/keep-alive: timeout=\d+/i);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.keepAliveMs - 50);
    expect(afterMs).toBeLessThan(LIMITS.keepAliveMs + SLACK_MS);
  });
});
