// @ts-check
// Sends e-mail over SMTP_URL with nodemailer: smtp://user:pass@host:587 (STARTTLS whenever the
// server offers it) or smtps://user:pass@host:465 (TLS from the start).
import nodemailer from "nodemailer";
import { mailConfig } from "../../src/lib/mail-config.ts";

/**
 * @typedef {ReturnType<typeof import("./render.js").renderMail>} RenderedMail
 * @typedef {{ send: (mail: RenderedMail) => Promise<{ messageId: string }>, close: () => void }} Mailer
 */

/**
 * @param {string} smtpUrl
 * @param {{ tls?: import("node:tls").ConnectionOptions }} [options] tls: e.g. a test server's
 *   self-signed certificate
 * @returns {Mailer}
 */
export function createMailer(smtpUrl, { tls } = {}) {
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
