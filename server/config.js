// @ts-check
// The server's settings, from the environment (README, "Deploying"). Read once at start.
import path from "node:path";
import { mailConfig } from "../src/lib/mail-config.ts";
import { site } from "../src/content/site.ts";
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
 *   trustProxy: boolean | number | string,
 *   corsOrigins: string[],
 *   rateLimitMax: number,
 *   outboxRetryMs: number,
 * }} ServerConfig
 */

/** @param {string | undefined} value */
const present = (value) => (value && value.trim() ? value.trim() : undefined);

/**
 * TRUST_PROXY: unset, empty, 0 or false trust nobody (X-Forwarded-For is ignored); true or 1 trust
 * the proxy in front; a number above 1 that many hops; anything else a comma list of proxy
 * addresses or CIDR ranges.
 * @param {string | undefined} value
 * @returns {boolean | number | string}
 */
export function parseTrustProxy(value) {
  const text = present(value)?.toLowerCase();
  if (!text || text === "0" || text === "false") return false;
  if (text === "1" || text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
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
  const rateLimitMax = Number(present(env.RATE_LIMIT_MAX) ?? 5);
  const outboxRetryMs = Number(present(env.OUTBOX_RETRY_MS) ?? DEFAULTS.baseDelayMs);
  return {
    port: Number(present(env.PORT) ?? 3000),
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
    corsOrigins: [...new Set(corsOrigins)],
    rateLimitMax: Number.isInteger(rateLimitMax) && rateLimitMax > 0 ? rateLimitMax : 5,
    outboxRetryMs:
      Number.isFinite(outboxRetryMs) && outboxRetryMs >= 100 ? outboxRetryMs : DEFAULTS.baseDelayMs,
  };
}
