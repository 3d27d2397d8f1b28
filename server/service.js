// @ts-check
// Everything `npm start` runs, put together: the web app with the API, which listens at once, and
// the database, opened (and migrated) in the background and retried until it is there
// (server/db/connection.js); on it the store, the outbox worker with its senders, the daily job and
// the admin socket. One close() stops them in order.
import fs from "node:fs";
import path from "node:path";
import { loadKnowledge } from "./assistant/knowledge.ts";
import { createAssistantStore } from "./assistant/store.ts";
import { createAdmin } from "./admin.js";
import { createApp } from "./app.js";
import { startAdminSocket } from "./admin-socket.js";
import { createDailyJob } from "./daily.js";
import { connectDatabase } from "./db/connection.js";
import { isDatabaseUrl, openDatabase, ownerOnlyDataDir } from "./db/index.js";
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
 *   open?: () => Promise<import("./db/index.js").Database>,
 *   retry?: { firstMs: number, maxMs: number },
 *   timeouts?: Parameters<typeof createApp>[0]["timeouts"],
 *   assistant?: Partial<import("./assistant/routes.ts").AssistantPluginOptions>,
 * }} options memory: PGlite in memory (tests); mailer: instead of one made from SMTP_URL;
 *   challenge: easier proofs of work (tests); database: an already open database (not closed by
 *   close(); the service is returned once it is attached); open: opens the database instead of
 *   DATABASE_URL / DATA_DIR (tests); retry: the reconnection's backoff (tests); timeouts: the
 *   server's, shortened (tests)
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
  open,
  retry,
  timeouts,
  assistant,
}) {
  // A DATABASE_URL that is no PostgreSQL URL is a mistake to fix, not an outage to wait out.
  if (config.databaseUrl && !isDatabaseUrl(config.databaseUrl)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  const ownDatabase = !database;
  // PGlite in DATA_DIR: owner-only from the start, or the server does not start (a DATA_DIR that
  // others may read, and that cannot be made owner-only, is a configuration to fix).
  const opensDataDir = ownDatabase && !open && !memory && !config.databaseUrl;
  const openedUp = opensDataDir ? ownerOnlyDataDir(config.dataDir) : 0;
  const mail =
    mailer ??
    (config.smtpUrl
      ? createMailer(config.smtpUrl, { maxConnections: config.outboxConcurrency })
      : undefined);
  const webhook = Boolean(config.webhookUrl);
  let started = false;

  /** What runs on the database, made once it has opened. @param {import("./db/index.js").Database} opened */
  const attach = async (opened) => {
    const store = createStore(opened.db);
    const worker = createWorker({
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
      onDigest: () => worker.wake(),
      // Ask Automatica's questions, kept ASSISTANT_RETENTION_DAYS.
      purges: [
        {
          what: `Ask Automatica question(s) older than ${config.assistant.retentionDays} days`,
          run: (now) =>
            createAssistantStore(opened.db).purge({
              now,
              retentionDays: config.assistant.retentionDays,
            }),
        },
      ],
    });
    const admin = createAdmin({
      store,
      webhook,
      confirmationsPerHour: config.confirmationsPerHour,
      onReleased: () => worker.wake(),
      questions: createAssistantStore(opened.db),
    });
    const adminSocket =
      opened.kind === "pglite" && ownDatabase && !memory
        ? await startAdminSocket(config.dataDir, admin)
        : undefined;
    return {
      db: opened.db,
      store,
      challenges: createChallenges({
        secret: cachedSecret(opened.db, "challenge"),
        settings: challenge,
      }),
      hashSecret: cachedSecret(opened.db, "hash"),
      worker,
      daily,
      admin,
      adminSocket,
    };
  };

  /** @typedef {Awaited<ReturnType<typeof attach>>} Parts */
  /** @type {import("./db/connection.js").Connection<Parts>} */
  const connection = connectDatabase({
    open:
      open ??
      (database
        ? async () => database
        : () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, memory })),
    attach,
    // Delivering and the daily job run while the database is there (and once start() was called).
    resume: (parts) => {
      if (!started) return;
      parts.worker.start();
      parts.daily.start();
    },
    pause: async (parts) => {
      await parts.daily.stop();
      await parts.worker.stop();
    },
    detach: async (parts) => {
      await parts.adminSocket?.close();
    },
    own: ownDatabase,
    retry,
  });

  const app = createApp({
    dir,
    logger,
    trustProxy: config.trustProxy,
    httpsRedirect: config.httpsRedirect,
    timeouts,
    tls: config.tls && {
      cert: fs.readFileSync(config.tls.certFile),
      key: fs.readFileSync(config.tls.keyFile),
    },
    api: {
      database: connection,
      corsOrigins: config.corsOrigins,
      rateLimitMax: config.rateLimitMax,
      confirmationsPerHour: config.confirmationsPerHour,
      webhook,
      onStored: () => connection.current()?.worker.wake(),
      // Ask Automatica, from the knowledge the build wrote beside the client files.
      assistant: {
        config: config.assistant,
        dir,
        knowledge: () => loadKnowledge(path.join(dir, "..", "assistant", "knowledge.json")),
        ...assistant,
      },
    },
  });
  connection.start(app.log.child({ component: "database" }));

  let closed = false;
  app.addHook("onClose", async () => {
    if (closed) return;
    closed = true;
    await connection.close();
    mail?.close();
  });

  // A database given by the caller (tests) is there: the service is returned with it attached.
  if (database) await connection.whenAvailable();

  return {
    app,
    /** The database when it is there, and what runs on it. */
    connection,
    // What runs on the database; each throws DatabaseUnavailableError (a 503) while it is away.
    get store() {
      return connection.get().store;
    },
    get worker() {
      return connection.get().worker;
    },
    get daily() {
      return connection.get().daily;
    },
    get admin() {
      return connection.get().admin;
    },
    /** Logs what is configured and starts delivering and the daily job (once the database is there). */
    start() {
      started = true;
      for (const warning of config.warnings) app.log.warn(warning);
      if (openedUp) {
        app.log.warn(
          `DATA_DIR: ${openedUp} files and folders could be read or written by other users; they are owner-only now (folders 0700, files 0600)`,
        );
      }
      if (!mail) {
        app.log.warn(
          "mail is not configured (SMTP_URL): e-mails wait in the outbox and go out once it is set",
        );
      }
      if (config.webhookUrl && !config.webhookSecret) {
        app.log.warn("WEBHOOK_URL is set without WEBHOOK_SECRET: webhook calls are not signed");
      }
      const parts = connection.current();
      if (parts) {
        parts.worker.start();
        parts.daily.start();
      }
    },
  };
}
