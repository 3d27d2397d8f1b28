// @ts-check
// The server's settings, from the environment (README, "Deploying"). Read once at start.
import os from "node:os";
import path from "node:path";
import { mailConfig } from "../src/shared/mail-config.ts";
import { site } from "../src/shared/site.ts";
import { readAssistantConfig } from "./assistant/settings.ts";
import { DEFAULTS } from "./outbox/worker.js";

/**
 * @typedef {{
 *   port: number,
 *   host: string,
 *   logLevel: string,
 *   dataDir: string,
 *   databaseUrl: string | undefined,
 *   smtpUrl: string | undefined,
 *   mail: { from: string, businessRecipient: string },
 *   webhookUrl: string | undefined,
 *   webhookSecret: string | undefined,
 *   trustProxy: false | number | string,
 *   siteOrigin: string,
 *   httpsRedirect: string | undefined,
 *   tls: { certFile: string, keyFile: string } | undefined,
 *   httpPort: number,
 *   corsOrigins: string[],
 *   rateLimitMax: number,
 *   outboxRetryMs: number,
 *   outboxConcurrency: number,
 *   instanceId: string,
 *   confirmationsPerHour: number,
 *   retentionDays: number,
 *   digestHour: number,
 *   assistant: import("./assistant/settings.ts").AssistantConfig,
 *   warnings: string[],
 * }} ServerConfig
 */

/** @param {string | undefined} value */
const present = (value) => (value && value.trim() ? value.trim() : undefined);

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server, or which.
 * - unset, empty, 0 or false: none. X-Forwarded-For is ignored; the client is the connection's peer.
 * - a number N: exactly N proxies. The client is the address the outermost of them saw: the N-th
 *   entry of X-Forwarded-For from the right. Whatever a client writes into the header itself is to
 *   the left of that, and never believed. `1` behind nginx or one load balancer.
 * - true: read as 1 (it used to trust every hop, which let a client pick its own address).
 * - anything else: a comma list of the proxies' addresses or CIDR ranges.
 * @param {string | undefined} value
 * @returns {false | number | string}
 */
export function parseTrustProxy(value) {
  const text = present(value)?.toLowerCase();
  if (!text || text === "0" || text === "false") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/**
 * A whole number from the environment within [min, max], or the default (with a warning when the
 * value was set but unusable).
 * @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback
 * @param {number} min @param {number} max @param {string[]} warnings
 */
function wholeNumber(env, name, fallback, min, max, warnings) {
  const text = present(env[name]);
  if (text === undefined) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (value >= min && value <= max) return value;
  warnings.push(`${name}=${text} is not a whole number from ${min} to ${max}: using ${fallback}`);
  return fallback;
}

/**
 * INSTANCE_ID by default: the host name and the port. The outbox's leases carry it, and an instance
 * that starts takes back at once the leases held under its id (server/outbox/worker.js), so it must
 * be the same after a restart of the same instance, and differ between instances: two on one host
 * listen on different ports, two hosts have different names. Set it where the host name changes
 * with each restart (a new container each time): without it, what a crashed instance held waits
 * out its lease (5 minutes) instead. PGlite has one instance anyway.
 * @param {number} port
 */
export const defaultInstanceId = (port) => `${os.hostname()}:${port}`;

/**
 * HTTPS_REDIRECT: where a request over plain HTTP is redirected (the site's origin, SITE_URL, on
 * https), or undefined when off. Off unless 1/true/yes/on. It needs the server to tell HTTPS from
 * HTTP: either it speaks HTTPS itself (TLS_CERT_FILE, and then HTTP_PORT answers with the
 * redirect), or a proxy in front says so in X-Forwarded-Proto (TRUST_PROXY); otherwise every request
 * would be redirected, forever.
 * @param {NodeJS.ProcessEnv} env @param {string} siteOrigin @param {string[]} warnings
 */
function httpsRedirectOf(env, siteOrigin, warnings) {
  const text = present(env.HTTPS_REDIRECT)?.toLowerCase();
  if (text === undefined || ["0", "false", "no", "off"].includes(text)) return undefined;
  if (!["1", "true", "yes", "on"].includes(text)) {
    warnings.push(`HTTPS_REDIRECT=${text} is neither on (1, true) nor off (0, false): it is off`);
    return undefined;
  }
  if (!tlsOf(env) && !parseTrustProxy(env.TRUST_PROXY)) {
    warnings.push(
      "HTTPS_REDIRECT is ignored without TLS_CERT_FILE or TRUST_PROXY: the server could not tell an HTTPS request from a plain one",
    );
    return undefined;
  }
  return `https://${new URL(siteOrigin).host}`;
}

/**
 * TLS_CERT_FILE and TLS_KEY_FILE: the PEM files the server speaks HTTPS with, where no TLS proxy
 * stands in front of it. Both or neither: one alone is a mistake that would serve plain HTTP where
 * HTTPS was meant, so it stops the server at start.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ certFile: string, keyFile: string } | undefined}
 */
function tlsOf(env) {
  const certFile = present(env.TLS_CERT_FILE);
  const keyFile = present(env.TLS_KEY_FILE);
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error("TLS_CERT_FILE and TLS_KEY_FILE must be set together");
  return { certFile, keyFile };
}

/** An origin (scheme, host, port) from a URL, or undefined. @param {string} value */
const originOf = (value) => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ root?: string }} [options] root: what a relative DATA_DIR is resolved against
 * @returns {ServerConfig}
 */
export function readConfig(env, { root = process.cwd() } = {}) {
  const siteOrigin = originOf(present(env.SITE_URL) ?? site.origin) ?? site.origin;
  const corsOrigins = [
    siteOrigin,
    ...(env.CORS_ORIGINS ?? "")
      .split(",")
      .map((entry) => originOf(entry.trim()))
      .filter((entry) => entry !== undefined),
  ];
  /** @type {string[]} */
  const warnings = [];
  if (present(env.TRUST_PROXY)?.toLowerCase() === "true") {
    warnings.push(
      "TRUST_PROXY=true is read as 1: set the number of proxies in front of the server",
    );
  }
  const port = Number(present(env.PORT) ?? 3000);
  return {
    port,
    host: present(env.HOST) ?? "0.0.0.0",
    logLevel: present(env.LOG_LEVEL) ?? "info",
    dataDir: path.resolve(root, present(env.DATA_DIR) ?? "data"),
    databaseUrl: present(env.DATABASE_URL),
    smtpUrl: present(env.SMTP_URL),
    mail: {
      from: present(env.MAIL_FROM) ?? mailConfig.noReplySender,
      businessRecipient: present(env.ENQUIRY_TO) ?? mailConfig.businessRecipient,
    },
    webhookUrl: present(env.WEBHOOK_URL),
    webhookSecret: present(env.WEBHOOK_SECRET),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteOrigin,
    tls: tlsOf(env),
    // With TLS and HTTPS_REDIRECT: the plain-HTTP port that redirects to HTTPS.
    httpPort: wholeNumber(env, "HTTP_PORT", 80, 1, 65_535, warnings),
    httpsRedirect: httpsRedirectOf(env, siteOrigin, warnings),
    corsOrigins: [...new Set(corsOrigins)],
    rateLimitMax: wholeNumber(env, "RATE_LIMIT_MAX", 5, 1, 1_000_000_000, warnings),
    outboxRetryMs: wholeNumber(
      env,
      "OUTBOX_RETRY_MS",
      DEFAULTS.baseDelayMs,
      100,
      DEFAULTS.maxDelayMs,
      warnings,
    ),
    // Deliveries the outbox sends at once, and SMTP connections in its pool.
    outboxConcurrency: wholeNumber(
      env,
      "OUTBOX_CONCURRENCY",
      DEFAULTS.concurrency,
      1,
      64,
      warnings,
    ),
    instanceId: present(env.INSTANCE_ID) ?? defaultInstanceId(port),
    // Confirmation e-mails the whole site sends in an hour at most; 0 sends none.
    confirmationsPerHour: wholeNumber(env, "CONFIRMATIONS_PER_HOUR", 100, 0, 1_000_000, warnings),
    // The privacy policy's three years.
    retentionDays: wholeNumber(env, "RETENTION_DAYS", 1095, 31, 36_500, warnings),
    // The hour (UTC) of the daily job: the suspect digest and the purge.
    digestHour: wholeNumber(env, "DIGEST_HOUR", 8, 0, 23, warnings),
    // Ask Automatica: ASSISTANT_RATE_LIMIT, ASSISTANT_RETENTION_DAYS and the optional model.
    assistant: readAssistantConfig(env, warnings),
    warnings,
  };
}
