// The health checks (server/app.ts registers it under /api): GET /api/health tells the truth (a
// write, rolled back, must go through, so a full disk or a read-only store is a 503 with the
// reason; and how the outbox is doing); GET /api/health/live says the process runs (and serves the
// site), database or not.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { ApiParts } from "./form-api.ts";
import type { Connection } from "../db/connection.ts";
import { reasonOf } from "../db/connection.ts";
import { safeError } from "../log-safe.ts";

export interface HealthOptions {
  /** The database when it is there. */
  database: Connection<ApiParts>;
}

const count = z.nullable(z.number());
/** GET /api/health's answer, whether the database is there (200) or not (503). */
const healthBody = (description: string) =>
  z
    .object({
      database: z.enum(["ok", "unavailable"]),
      reason: z.optional(z.string().check(z.describe("Why the database is unavailable"))),
      pending: count,
      failed: count,
      oldestPendingSeconds: count,
    })
    .check(z.describe(description));

export async function healthPlugin(parent: FastifyInstance, { database }: HealthOptions) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: "Whether the database takes a write, and how the outbox is doing",
    tags: ["health"],
    response: {
      200: healthBody("The database took a probe write (rolled back); the outbox's deliveries"),
      503: healthBody("The database is away, full or read-only, with the reason (Retry-After)"),
    },
  };
  app.get("/health", { schema }, async (request, reply) => {
    try {
      const { store } = database.get();
      await database.probe();
      return {
        database: "ok" as const,
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
  app.get(
    "/health/live",
    {
      schema: {
        summary: "Whether the process runs (and serves the site), database or not",
        tags: ["health"],
        response: { 200: z.object({ status: z.literal("live") }) },
      },
    },
    async () => ({ status: "live" as const }),
  );
}
