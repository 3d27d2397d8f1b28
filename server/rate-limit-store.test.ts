// The form endpoints' rate limit counted in the database: fixed windows that count every hit once,
// even from many connections at a time, never store the client's address, and (PostgreSQL) make
// two instances sharing a database allow together what one allows. On PGlite in memory, and on
// PostgreSQL too when TEST_DATABASE_URL is set.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./db/index.ts";
import { rateLimits } from "./db/schema.ts";
import { clientKey, countHit } from "./rate-limit-store.ts";
import { createService } from "./service.ts";
import { makeBuild } from "./test-helpers.ts";
import {
  BACKENDS,
  freshDatabase,
  TEST_DATABASE_URL,
  testConfig,
  truncate,
  VALID,
} from "./test-support.ts";

let build: ReturnType<typeof makeBuild>;
beforeAll(() => {
  build = makeBuild();
});
afterAll(() => build.remove());

let invites = 0;
/** A valid invite with an address of its own. */
const invite = () => ({ ...VALID.invite, contact: `visitor-${(invites += 1)}@example.com` });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `the rate limit's store on ${backend.name}`,
    () => {
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let db: Db;

      beforeAll(async () => {
        fresh = await freshDatabase(backend.postgres);
        db = fresh.database.db;
      }, 60_000);
      afterAll(() => fresh.drop());
      beforeEach(() => truncate(db));

      it("counts hits on one key within its window, and each key apart", async () => {
        const first = await countHit(db, "a", 60_000);
        expect(first.current).toBe(1);
        expect(first.ttl).toBeGreaterThan(55_000);
        expect(first.ttl).toBeLessThanOrEqual(60_000);
        expect((await countHit(db, "a", 60_000)).current).toBe(2);
        await sleep(20);
        const third = await countHit(db, "a", 60_000);
        expect(third.current).toBe(3);
        // The window does not move with each hit: it ends where the first one put it.
        expect(third.ttl).toBeLessThan(first.ttl);
        expect((await countHit(db, "b", 60_000)).current).toBe(1);
      });

      it("starts a new window at 1 once the old one is over", async () => {
        await countHit(db, "a", 300);
        expect((await countHit(db, "a", 300)).current).toBe(2);
        await sleep(400);
        const next = await countHit(db, "a", 300);
        expect(next.current).toBe(1);
        expect(next.ttl).toBeGreaterThan(200);
        expect((await countHit(db, "a", 300)).current).toBe(2);
      });

      it("counts 20 hits at once as 1 to 20, each exactly once", async () => {
        const results = await Promise.all(
          Array.from({ length: 20 }, () => countHit(db, "a", 60_000)),
        );
        expect(results.map((result) => result.current).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
      });

      it("never stores the client's address, not even as a plain hash of it", async () => {
        const service = await createService({
          config: testConfig({ RATE_LIMIT_MAX: "5" }),
          dir: build.dir,
          database: fresh.database,
        });
        const address = "198.51.100.77";
        try {
          const response = await service.app.inject({
            method: "POST",
            url: "/api/invites",
            payload: invite(),
            remoteAddress: address,
          });
          expect(response.statusCode).toBe(201);
        } finally {
          await service.app.close();
        }
        const rows = await db.select().from(rateLimits);
        expect(rows).toEqual([
          { key: expect.stringMatching(/^[0-9a-f]{64}$/), hits: 1, resetAt: expect.any(Date) },
        ]);
        expect(JSON.stringify(rows)).not.toContain(address);
        const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
        expect(rows[0]?.key).not.toBe(sha256(address));
        expect(rows[0]?.key).not.toBe(sha256(`POST /api/invites\n${address}`));
      });

      it("counts an IPv6 client per /64: fresh addresses in its network share one limit", async () => {
        const service = await createService({
          config: testConfig({ RATE_LIMIT_MAX: "5" }),
          dir: build.dir,
          database: fresh.database,
        });
        try {
          const post = async (remoteAddress: string) =>
            (
              await service.app.inject({
                method: "POST",
                url: "/api/invites",
                payload: invite(),
                remoteAddress,
              })
            ).statusCode;
          const statuses = [];
          // Six addresses of one /64, as a client picks a new one for each request.
          for (const address of [
            "2001:db8:0:42::1",
            "2001:db8:0:42::2",
            "2001:db8:0:42:ffff:0:0:1",
            "2001:db8:0:42:a:b:c:d",
            "2001:DB8:0000:0042:dead:beef:0:1",
            "2001:db8::42:0:0:0:9",
          ]) {
            statuses.push(await post(address));
          }
          expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
          // The next /64 is another client.
          expect(await post("2001:db8:0:43::1")).toBe(201);
          // IPv4 clients are each their own, as before.
          expect(await post("198.51.100.8")).toBe(201);
        } finally {
          await service.app.close();
        }
      });
    },
  );
}

describe("the rate limit's client key", () => {
  it("is an IPv6 address's /64, however the address is written", () => {
    expect(clientKey("2001:db8:0:42::1")).toBe("2001:db8:0:42::/64");
    expect(clientKey("2001:0DB8:0000:0042:ffff:0:0:1")).toBe("2001:db8:0:42::/64");
    expect(clientKey("2001:db8::42:0:0:0:1")).toBe("2001:db8:0:42::/64");
    expect(clientKey("2001:db8:0:42:1:2:3:4")).toBe("2001:db8:0:42::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("::")).toBe("0:0:0:0::/64");
    expect(clientKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("is an IPv4 address itself, mapped into IPv6 or not", () => {
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::FFFF:198.51.100.7")).toBe("198.51.100.7");
  });
});

describe.runIf(TEST_DATABASE_URL)("two instances sharing one PostgreSQL database", () => {
  it("allow one client five posts a minute between them, not five each", async () => {
    const fresh = await freshDatabase(true);
    // Each instance its own connection pool, as two server processes would have.
    if (!fresh.url) throw new Error("a fresh PostgreSQL database has a URL");
    const other = await openDatabase({
      databaseUrl: fresh.url,
      poolSize: 5,
    });
    const instances = await Promise.all(
      [fresh.database, other].map((database) =>
        createService({ config: testConfig({ RATE_LIMIT_MAX: "5" }), dir: build.dir, database }),
      ),
    );
    try {
      // Three posts to each, all at once, from the same client.
      const statuses = await Promise.all(
        [0, 1, 0, 1, 0, 1].map(async (i) => {
          const response = await instances[i]?.app.inject({
            method: "POST",
            url: "/api/invites",
            payload: invite(),
            remoteAddress: "198.51.100.7",
          });
          return response?.statusCode;
        }),
      );
      expect(statuses.sort()).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      for (const instance of instances) await instance.app.close();
      await other.close();
      await fresh.drop();
    }
  }, 60_000);
});
