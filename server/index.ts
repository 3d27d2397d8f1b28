// The production server: serves the site and the API at once, opens the database (running its
// migrations) in the background, retrying until it is there, starts the outbox worker on it, and runs
// until SIGTERM or SIGINT, which stop the worker and close the database. Only a configuration that
// cannot work (or a port that cannot be had) stops it at start; a database that is down does not.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRedirectApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { safeError } from "./log-safe.ts";
import type { ServerConfig } from "./config.ts";
import { createService } from "./service.ts";
import type { Service } from "./service.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");

let config: ServerConfig;
let service: Service;
try {
  config = readConfig(process.env, { root });
  service = await createService({ config, dir, logger: { level: config.logLevel } });
} catch (error) {
  console.error(
    JSON.stringify({ level: 60, time: Date.now(), msg: `the server could not start: ${error}` }),
  );
  process.exit(1);
}
const { app } = service;

// @fastify/static starts sending a file without awaiting it (its wildcard route and
// reply.sendFile drop the promise), so a failure there would escape Fastify's error handler and,
// by Node's default, end the process for every visitor. Log it, loudly, and keep serving.
process.on("unhandledRejection", (reason) =>
  app.log.error({ err: safeError(reason) }, "unhandled rejection"),
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing the server`);
    Promise.all([app.close(), redirect?.close()]).then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: safeError(error) }, "closing the server failed");
        process.exit(1);
      },
    );
  });
}

// A server that speaks HTTPS itself, with HTTPS_REDIRECT: its plain-HTTP port sends every request
// to HTTPS, but health, which the site answers there too.
const redirect =
  config.tls && config.httpsRedirect
    ? createRedirectApp({ httpsRedirect: config.httpsRedirect, site: app })
    : undefined;

try {
  await app.listen({ port: config.port, host: config.host });
  await redirect?.listen({ port: config.httpPort, host: config.host });
  service.start();
  app.log.info(`Automatica site: serving ${path.relative(root, dir) || dir}`);
} catch (error) {
  app.log.error({ err: safeError(error) }, "the server could not start");
  await app.close().catch(() => {});
  await redirect?.close().catch(() => {});
  process.exit(1);
}
