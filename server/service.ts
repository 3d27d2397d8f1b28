// Everything `npm start` runs, put together: the web app with the API, which listens at once, and
// the database, opened (and migrated) in the background and retried until it is there
// (server/db/connection.ts); on it the store, the outbox worker with its senders, the daily job and
// the admin socket. One close() stops them in order.
import fs from "node:fs";
import path from "node:path";
import type { FastifyServerOptions } from "fastify";
import { loadKnowledge } from "./assistant/knowledge.ts";
import type { AssistantPluginOptions } from "./assistant/routes.ts";
import { createAssistantStore } from "./assistant/store.ts";
import { createAdmin } from "./admin.ts";
import { createStaffStore } from "./staff/store.ts";
import type { StaffPluginOptions } from "./staff/routes.ts";
import { createApp } from "./app.ts";
import type { Timeouts } from "./app.ts";
import { startAdminSocket } from "./admin-socket.ts";
import { createDailyJob } from "./daily.ts";
import type { ServerConfig } from "./config.ts";
import { connectDatabase } from "./db/connection.ts";
import type { Connection, Retry } from "./db/connection.ts";
import { isDatabaseUrl, openDatabase, ownerOnlyDataDir } from "./db/index.ts";
import type { Database } from "./db/index.ts";
import { createMailer } from "./outbox/mailer.ts";
import type { Mailer } from "./outbox/mailer.ts";
import { createSenders } from "./outbox/senders.ts";
import { createWorker } from "./outbox/worker.ts";
import type { DEFAULTS } from "./outbox/worker.ts";
import { cachedSecret } from "./secrets.ts";
import { createChallenges } from "./spam/challenge.ts";
import type { CHALLENGE_SETTINGS } from "./spam/challenge.ts";
import { createStore } from "./submissions/store.ts";

export interface ServiceOptions {
  config: ServerConfig;
  dir: string;
  logger?: FastifyServerOptions["logger"];
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** Instead of one made from SMTP_URL. */
  mailer?: Mailer;
  worker?: Partial<typeof DEFAULTS> & { clock?: () => Date };
  /** Easier proofs of work (tests). */
  challenge?: Partial<typeof CHALLENGE_SETTINGS>;
  /** An already open database (not closed by close(); the service is returned once it is attached). */
  database?: Database;
  /** Opens the database instead of DATABASE_URL / DATA_DIR (tests). */
  open?: () => Promise<Database>;
  /** The reconnection's backoff (tests). */
  retry?: Retry;
  /** The server's, shortened (tests). */
  timeouts?: Timeouts;
  /** Ask Automatica's settings, overridden (tests). */
  assistant?: Partial<AssistantPluginOptions>;
  /** The staff door's settings, overridden (tests: a clock, a sign-in limit). */
  staff?: Partial<Pick<StaffPluginOptions, "clock" | "signInLimit">>;
}

/** The service {@link createService} makes. */
export type Service = Awaited<ReturnType<typeof createService>>;

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
  staff,
}: ServiceOptions) {
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

  /** What runs on the database, made once it has opened. */
  const attach = async (opened: Database) => {
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
        // The staff door's audit log is kept as long as the submissions are; ended sessions,
        // spent challenges and long-expired invitations go too.
        {
          what: `staff audit entries older than ${config.retentionDays} days`,
          run: async (now) => {
            const staffStore = createStaffStore(opened.db, () => now);
            await staffStore.purgeExpired();
            return staffStore.purgeAudit(config.retentionDays);
          },
        },
      ],
    });
    const admin = createAdmin({
      store,
      webhook,
      confirmationsPerHour: config.confirmationsPerHour,
      onReleased: () => worker.wake(),
      questions: createAssistantStore(opened.db),
      staff: {
        store: createStaffStore(opened.db),
        siteOrigin: config.siteOrigin,
        onInvited: () => worker.wake(),
      },
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

  const connection: Connection<Awaited<ReturnType<typeof attach>>> = connectDatabase({
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
      // The staff door (issue 36): passkeys and sessions for SITE_URL's origin.
      staff: {
        database: connection,
        siteOrigin: config.siteOrigin,
        wake: () => connection.current()?.worker.wake(),
        ...staff,
      },
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
