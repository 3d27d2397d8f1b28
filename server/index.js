// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const app = createApp({ dir, logger: { level: process.env.LOG_LEVEL ?? "info" } });

// @fastify/static starts sending a file without awaiting it (its wildcard route and
// reply.sendFile drop the promise), so a failure there would escape Fastify's error handler and,
// by Node's default, end the process for every visitor. Log it, loudly, and keep serving.
process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled rejection"));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing the server`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, "closing the server failed");
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port, host });
  app.log.info(`Automatica site: serving ${path.relative(root, dir) || dir}`);
} catch (error) {
  app.log.error({ err: error }, "the server could not start");
  process.exit(1);
}
