// The form endpoints' rate limit, counted in the database the instances share (@fastify/rate-limit's
// store interface), so N instances allow what one does. A fixed window per client and endpoint, as
// the plugin's own in-memory store counts. The row's key is an HMAC of the endpoint and the client's
// address: the table never holds an address. Old windows are deleted by the daily job.
import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import type { Db } from "./db/index.ts";
import { rateLimits } from "./db/schema.ts";

/**
 * Who a client is, for a limit: an IPv4 address itself (also when written as IPv6, ::ffff:a.b.c.d),
 * and an IPv6 address's /64 (`2001:db8:0:42::/64`), the network one subscriber gets: a client picks
 * any of its 2^64 addresses for each request, so counting each address gave it endless limits.
 * @param address request.ip
 */
export function clientKey(address: string): string {
  const ip = address.replace(/%.*$/, "");
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = ip.split("::");
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  // A dotted IPv4 ending is two groups; it is in the last 64 bits, which the key leaves out.
  const width = (groups: string[]) =>
    groups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - width(front) - width(back)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** A request's count in its window, and the milliseconds left of the window. */
export interface Hit {
  current: number;
  ttl: number;
}

/**
 * One step of a window: the request's count in its window and the milliseconds left of it. Starts a
 * new window when there is none or the last one is over. One statement, atomic under concurrency.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const nextReset = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: nextReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then ${nextReset} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttl: sql`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::float8`.mapWith(
        Number,
      ),
    });
  if (!row) throw new Error("the rate limit could not be counted");
  return { current: row.hits, ttl: Math.ceil(row.ttl) };
}

/**
 * A store class for @fastify/rate-limit's `store` option. `database` gives the database and the
 * HMAC key when the database is there, and throws (DatabaseUnavailableError, a 503) when it is not;
 * `fromDatabase` says what a failed count becomes (server/plugins/form-api.ts: a 503 when the database is away).
 */
export function databaseRateLimitStore(
  database: () => { db: Db; hashSecret: () => Promise<string> },
  fromDatabase: (error: unknown) => unknown = (error) => error,
) {
  return class DatabaseRateLimitStore {
    route: string;
    timeWindow: number;

    /**
     * @param options the plugin's (or a route's) settings
     * @param route the endpoint, for a route's own store
     */
    constructor(options: { timeWindow?: unknown }, route = "") {
      this.route = route;
      this.timeWindow = typeof options?.timeWindow === "number" ? options.timeWindow : 60_000;
    }

    /**
     * @param client the rate limit's key: the client (clientKey)
     * @param timeWindow the window in ms (the plugin passes it; its types do not say so)
     */
    incr(
      client: string,
      callback: (error: Error | null, result?: Hit) => void,
      timeWindow = this.timeWindow,
    ) {
      Promise.resolve()
        .then(async () => {
          const { db, hashSecret } = database();
          const key = await hashSecret();
          return countHit(
            db,
            createHmac("sha256", key).update(`${this.route}\n${client}`).digest("hex"),
            timeWindow,
          );
        })
        .then(
          (result) => callback(null, result),
          (cause) => {
            const error = fromDatabase(cause);
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    }

    /**
     * A route's own store. The plugin passes the route's merged settings, with the route itself as
     * `routeInfo` (its types say otherwise).
     */
    child(routeOptions: object) {
      const settings: {
        routeInfo?: { method?: unknown; url?: unknown };
        timeWindow?: unknown;
      } = routeOptions;
      const { method, url } = settings.routeInfo ?? {};
      return new DatabaseRateLimitStore(settings, `${String(method)} ${String(url)}`);
    }
  };
}
