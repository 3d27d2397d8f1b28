// A client that aborts its body is that request's problem alone: the issue's
//   printf 'POST /api/contact …Content-Length: 500\r\n\r\n{"na' | timeout 0.1 nc 127.0.0.1 3000
// once every few tens of milliseconds, from raw sockets, while a visitor keeps posting: every genuine
// post is stored (201) and health stays 200 (an aborted body used to be read as the database
// failing: ECONNRESET, every form 503 for a second). A short body (Content-Length not reached) and
// a malformed one are a 408 and a 400 for themselves. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createService, type Service } from "./service.ts";
import { makeBuild, portOf, request } from "./test-helpers.ts";
import { BACKENDS, freshDatabase, TEST_DATABASE_URL, testConfig, VALID } from "./test-support.ts";

/** The request: a JSON post that promises 500 bytes and sends 4. */
const ABORTED =
  'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"na';

/**
 * Writes `text` on a new socket and, after `afterMs`, closes it as `nc` killed by `timeout` does
 * (FIN), or resets it (RST).
 */
const abortedBody = (
  port: number,
  text: string,
  { afterMs, reset }: { afterMs: number; reset: boolean },
) =>
  new Promise<void>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(text);
      setTimeout(() => (reset ? socket.resetAndDestroy() : socket.destroy()), afterMs);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
  });

/** Writes `text` on a new socket and resolves with what the server answered once it closes it. */
const rawExchange = (port: number, text: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(received));
  });

let build: ReturnType<typeof makeBuild>;
beforeAll(() => {
  build = makeBuild();
});
afterAll(() => build.remove());

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `a client that aborts its body, on ${backend.name}`,
    () => {
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let service: Service;
      let port = 0;

      beforeAll(async () => {
        fresh = await freshDatabase(backend.postgres);
        service = await createService({
          config: testConfig(),
          dir: build.dir,
          database: fresh.database,
          // Short request deadlines, so that a short body is cut in a second, not ten.
          timeouts: { requestMs: 1_000, headersMs: 1_000, checkEveryMs: 100 },
        });
        await service.app.listen({ port: 0, host: "127.0.0.1" });
        port = portOf(service.app.server.address());
      }, 60_000);
      afterAll(async () => {
        await service?.app.close();
        await fresh?.drop();
      });

      const url = (path: string) => `http://127.0.0.1:${port}${path}`;

      it("answers every genuine post 201 and health 200 while bodies are aborted around them", async () => {
        let aborting = true;
        let aborted = 0;
        const abortLoop = (async () => {
          while (aborting) {
            await abortedBody(port, ABORTED, { afterMs: 20, reset: aborted % 2 === 1 });
            aborted += 1;
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
        })();
        const posts = [];
        const healths = [];
        try {
          for (let i = 0; i < 30; i += 1) {
            const post = await request(url("/api/contact"), {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ ...VALID.contact, email: `visitor-${i}@example.com` }),
            });
            posts.push(post.status);
            healths.push((await request(url("/api/health"))).status);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
        } finally {
          aborting = false;
          await abortLoop;
        }
        expect(aborted).toBeGreaterThanOrEqual(20);
        expect(posts).toEqual(posts.map(() => 201));
        expect(healths).toEqual(healths.map(() => 200));
        expect(await service.store.countSubmissions({ kind: "contact" })).toBe(30);
        expect(service.connection.status()).toMatchObject({ available: true });
      }, 60_000);

      it("answers a short body 408 and a malformed one 400, and nothing else changes", async () => {
        // Content-Length promises more than ever comes, and the client waits: cut at the deadline.
        const short = await rawExchange(port, ABORTED);
        expect(short).toMatch(/^HTTP\/1\.1 408 /);
        const malformed = await request(url("/api/contact"), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"name": "Ada", ',
        });
        expect(malformed.status).toBe(400);
        expect((await request(url("/api/health"))).status).toBe(200);
        const post = await request(url("/api/contact"), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(VALID.contact),
        });
        expect(post.status).toBe(201);
      }, 30_000);
    },
  );
}
