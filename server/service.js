// @ts-check
// Everything `npm start` runs, put together: the database (migrated), the store, the outbox worker
// with its senders, the daily job, the web app with the API, and one close() that stops them in
// order.
import { createAdmin } from "./admin.js";
import { createApp } from "./app.js";
import { startAdminSocket } from "./admin-socket.js";
import { createDailyJob } from "./daily.js";
import { openDatabase } from "./db/index.js";
import { createMailer } from "./outbox/mailer.js";
import { createSenders } from "./outbox/senders.js";
import { createWorker } from "./outbox/worker.js";
import { cachedSecret } from "./secrets.js";
import { createChallenges } from "./spam/challenge.js";
import { createStore } from "./submissions/store.js";

/**
 * @param {{
 *   config: import("./config.js").ServerConfig,
 *   dir: string,
 *   logger?: import("fastify").FastifyServerOptions["logger"],
 *   memory?: boolean,
 *   mailer?: import("./outbox/mailer.js").Mailer,
 *   worker?: Partial<typeof import("./outbox/worker.js").DEFAULTS> & { clock?: () => Date },
 *   challenge?: Partial<typeof import("./spam/challenge.js").CHALLENGE_SETTINGS>,
 *   database?: import("./db/index.js").Database,
 * }} options memory: PGlite in memory (tests); mailer: instead of one made from SMTP_URL;
 *   challenge: easier proofs of work (tests); database: an already open database (not closed by
 *   close())
 */
export async function createService({
  config,
  dir,
  logger = false,
  memory = false,
  mailer,
  worker: tuning,
  challenge,
  database,
}) {
  const ownDatabase = !database;
  const opened =
    database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, memory }));
  const store = createStore(opened.db);
  const mail =
    mailer ??
    (config.smtpUrl
      ? createMailer(config.smtpUrl, { maxConnections: config.outboxConcurrency })
      : undefined);
  const webhook = Boolean(config.webhookUrl);
  /** @type {import("./outbox/worker.js").Worker | undefined} */
  let worker;
  const app = createApp({
    dir,
    logger,
    trustProxy: config.trustProxy,
    api: {
      store,
      db: opened.db,
      challenges: createChallenges({
        secret: cachedSecret(opened.db, "challenge"),
        settings: challenge,
      }),
      hashSecret: cachedSecret(opened.db, "hash"),
      corsOrigins: config.corsOrigins,
      rateLimitMax: config.rateLimitMax,
      confirmationsPerHour: config.confirmationsPerHour,
      webhook,
      onStored: () => worker?.wake(),
    },
  });
  worker = createWorker({
    db: opened.db,
    senders: createSenders({
      mailer: mail,
      addresses: { ...config.mail, siteUrl: config.siteOrigin },
      webhook: config.webhookUrl
        ? { url: config.webhookUrl, secret: config.webhookSecret }
        : undefined,
    }),
    log: app.log.child({ component: "outbox" }),
    instanceId: config.instanceId,
    baseDelayMs: config.outboxRetryMs,
    concurrency: config.outboxConcurrency,
    ...tuning,
  });
  const daily = createDailyJob({
    store,
    retentionDays: config.retentionDays,
    digestHour: config.digestHour,
    log: app.log.child({ component: "daily" }),
    clock: tuning?.clock,
    onDigest: () => worker?.wake(),
  });
  const admin = createAdmin({
    store,
    webhook,
    confirmationsPerHour: config.confirmationsPerHour,
    onReleased: () => worker?.wake(),
  });
  const adminSocket =
    opened.kind === "pglite" && ownDatabase && !memory
      ? await startAdminSocket(config.dataDir, admin)
      : undefined;

  let closed = false;
  app.addHook("onClose", async () => {
    if (closed) return;
    closed = true;
    await daily.stop();
    await worker?.stop();
    mail?.close();
    await adminSocket?.close();
    if (ownDatabase) await opened.close();
  });

  return {
    app,
    store,
    worker,
    daily,
    admin,
    database: opened,
    /** Logs what is configured and starts delivering and the daily job. */
    start() {
      app.log.info(`database: ${opened.describe}`);
      for (const warning of config.warnings) app.log.warn(warning);
      if (!mail) {
        app.log.warn(
          "mail is not configured (SMTP_URL): e-mails wait in the outbox and go out once it is set",
        );
      }
      if (config.webhookUrl && !config.webhookSecret) {
        app.log.warn("WEBHOOK_URL is set without WEBHOOK_SECRET: webhook calls are not signed");
      }
      worker?.start();
      daily.start();
    },
  };
}
