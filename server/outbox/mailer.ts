// Sends e-mail over SMTP_URL with nodemailer: smtp://user:pass@host:587 (STARTTLS whenever the
// server offers it) or smtps://user:pass@host:465 (TLS from the start). One pool of SMTP
// connections, kept open between messages: a new connection (and its STARTTLS and AUTH) for each
// message cost more than the message.
import nodemailer from "nodemailer";
import { mailConfig } from "../mail/mail-config.ts";
import { DEFAULTS } from "./worker.ts";

/** Messages one pooled connection carries before it is replaced (servers cap them per session). */
const MESSAGES_PER_CONNECTION = 100;

/**
 * @typedef {ReturnType<typeof import("../mail/render.ts").renderMail>} RenderedMail
 * @typedef {{ send: (mail: RenderedMail) => Promise<{ messageId: string }>, close: () => void }} Mailer
 */

/**
 * @param {string} smtpUrl
 * @param {{ tls?: import("node:tls").ConnectionOptions, maxConnections?: number }} [options]
 *   tls: e.g. a test server's self-signed certificate; maxConnections: the pool's size, the
 *   worker's concurrency (OUTBOX_CONCURRENCY), so that no send waits for a connection
 * @returns {Mailer}
 */
export function createMailer(smtpUrl, { tls, maxConnections = DEFAULTS.concurrency } = {}) {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  }
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : secure ? 465 : mailConfig.port,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    ...(tls ? { tls } : {}),
    pool: true,
    maxConnections,
    maxMessages: MESSAGES_PER_CONNECTION,
    // A worker holds a delivery for a few minutes: never wait on a stuck server for that long.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        ...mail,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      return { messageId: info.messageId };
    },
    /** Closes the pool: idle connections at once, one still sending once its message is done. */
    close: () => transport.close(),
  };
}
