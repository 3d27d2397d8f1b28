// The health checks (server/app.ts registers it under /api): GET /api/health tells the truth (a
// write, rolled back, must go through, so a full disk or a read-only store is a 503 with the
// reason; and how the outbox is doing); GET /api/health/live says the process runs (and serves the
// site), database or not.
import type { FastifyInstance } from "fastify";
import type { ApiParts } from "./form-api.ts";
import type { Connection } from "../db/connection.ts";
import { reasonOf } from "../db/connection.ts";
import { safeError } from "../log-safe.ts";

export interface HealthOptions {
  /** The database when it is there. */
  database: Connection<ApiParts>;
}

export async function healthPlugin(app: FastifyInstance, { database }: HealthOptions) {
  app.get("/health", async (request, reply) => {
    try {
      const { store } = database.get();
      await database.probe();
      return {
        database: "ok",
        ...(await store.outboxCounts()),
        oldestPendingSeconds: await store.oldestPendingSeconds(),
      };
    } catch (error) {
      if (!database.failed(error)) {
        request.log.error({ err: safeError(error) }, "health: the database does not answer");
      }
      const { reason, retryAfter } = database.status();
      if (retryAfter) reply.header("Retry-After", String(retryAfter));
      return reply.code(503).send({
        database: "unavailable",
        reason: reason ?? reasonOf(error),
        pending: null,
        failed: null,
        oldestPendingSeconds: null,
      });
    }
  });
  app.get("/health/live", async () => ({ status: "live" }));
}
