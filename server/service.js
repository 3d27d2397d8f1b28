// @ts-check
// Everything `npm start` runs, put together: the database (migrated), the store, the outbox worker
// with its senders, the web app with the API, and one close() that stops them in order.
import { createApp } from "./app.js";
import { startAdminSocket } from "./admin-socket.js";
import { openDatabase } from "./db/index.js";
import { createMailer } from "./outbox/mailer.js";
import { createSenders } from "./outbox/senders.js";
import { createWorker } from "./outbox/worker.js";
import { createStore } from "./submissions/store.js";

/**
 * @param {{
 *   config: import("./config.js").ServerConfig,
 *   dir: string,
 *   logger?: import("fastify").FastifyServerOptions["logger"],
 *   memory?: boolean,
 *   mailer?: import("./outbox/mailer.js").Mailer,
 *   worker?: Partial<typeof import("./outbox/worker.js").DEFAULTS> & { clock?: () => Date },
 *   database?: import("./db/index.js").Database,
 * }} options memory: PGlite in memory (tests); mailer: instead of one made from SMTP_URL;
 *   database: an already open database (not closed by close())
 */
export async function createService({
  config,
  dir,
  logger = false,
  memory = false,
  mailer,
  worker: tuning,
  database,
}) {
  const ownDatabase = !database;
  const opened =
    database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, memory }));
  const store = createStore(opened.db);
  const mail = mailer ?? (config.smtpUrl ? createMailer(config.smtpUrl) : undefined);
  /** @type {import("./outbox/worker.js").Worker | undefined} */
  let worker;
  const app = createApp({
    dir,
    logger,
    trustProxy: config.trustProxy,
    api: {
      store,
      db: opened.db,
      corsOrigins: config.corsOrigins,
      rateLimitMax: config.rateLimitMax,
      webhook: Boolean(config.webhookUrl),
      onStored: () => worker?.wake(),
    },
  });
  worker = createWorker({
    db: opened.db,
    senders: createSenders({
      mailer: mail,
      addresses: config.mail,
      webhook: config.webhookUrl
        ? { url: config.webhookUrl, secret: config.webhookSecret }
        : undefined,
    }),
    log: app.log.child({ component: "outbox" }),
    baseDelayMs: config.outboxRetryMs,
    ...tuning,
  });
  const admin =
    opened.kind === "pglite" && ownDatabase && !memory
      ? await startAdminSocket(config.dataDir, store)
      : undefined;

  let closed = false;
  app.addHook("onClose", async () => {
    if (closed) return;
    closed = true;
    await worker?.stop();
    mail?.close();
    await admin?.close();
    if (ownDatabase) await opened.close();
  });

  return {
    app,
    store,
    worker,
    database: opened,
    /** Logs what is configured and starts delivering. */
    start() {
      app.log.info(`database: ${opened.describe}`);
      if (!mail) {
        app.log.warn(
          "mail is not configured (SMTP_URL): e-mails wait in the outbox and go out once it is set",
        );
      }
      if (config.webhookUrl && !config.webhookSecret) {
        app.log.warn("WEBHOOK_URL is set without WEBHOOK_SECRET: webhook calls are not signed");
      }
      worker?.start();
    },
  };
}
