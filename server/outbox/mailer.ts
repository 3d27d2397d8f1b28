// Sends e-mail over SMTP_URL with nodemailer: smtp://user:pass@host:587 (STARTTLS whenever the
// server offers it) or smtps://user:pass@host:465 (TLS from the start). One pool of SMTP
// connections, kept open between messages: a new connection (and its STARTTLS and AUTH) for each
// message cost more than the message.
import type { ConnectionOptions } from "node:tls";
import nodemailer from "nodemailer";
import { mailConfig } from "../mail/mail-config.ts";
import type { renderMail } from "../mail/render.ts";
import { DEFAULTS } from "./worker.ts";

/** Messages one pooled connection carries before it is replaced (servers cap them per session). */
const MESSAGES_PER_CONNECTION = 100;

export type RenderedMail = ReturnType<typeof renderMail>;
export interface Mailer {
  send: (mail: RenderedMail) => Promise<{ messageId: string }>;
  /** Closes the pool: idle connections at once, one still sending once its message is done. */
  close: () => void;
}

export interface MailerOptions {
  /** E.g. a test server's self-signed certificate. */
  tls?: ConnectionOptions;
  /**
   * The pool's size: the worker's concurrency (OUTBOX_CONCURRENCY), so that no send waits for a
   * connection.
   */
  maxConnections?: number;
}

export function createMailer(
  smtpUrl: string,
  { tls, maxConnections = DEFAULTS.concurrency }: MailerOptions = {},
): Mailer {
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
    close: () => transport.close(),
  };
}
