// A real SMTP server for the tests (the smtp-server package, messages parsed by mailparser): the
// outbox's tests (server/*.test.js) and the browser journeys (tests/e2e) receive the site's e-mails
// with it.
import type { AddressObject } from "mailparser";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { portOf } from "./test-helpers.ts";

/** A message the test server kept. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: string;
  envelope: { from: string; to: string[] };
  secure: boolean;
}

export interface SmtpServerOptions {
  port?: number;
  plain?: boolean;
  onMail?: (mail: ReceivedMail) => void;
}

/** The server started by {@link startSmtpServer}. */
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** An address header's text ("Name <a@b>, …"), or "" when absent. */
const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  value
    ? [value]
        .flat()
        .map((entry) => entry.text)
        .join(", ")
    : "";

/**
 * An SMTP server on 127.0.0.1 (a free port, or `port`) that offers STARTTLS (its built-in
 * self-signed certificate), asks for the user and password `user:secret`, and keeps every message
 * it accepts. `plain`: neither STARTTLS nor AUTH, for a server process whose SMTP_URL cannot carry
 * a test certificate (the browser journeys). `reject` makes it refuse messages (451) while true.
 * `onMail` is called with each message it keeps.
 */
export async function startSmtpServer({ port = 0, plain = false, onMail }: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    ...(plain ? { disabledCommands: ["STARTTLS", "AUTH"] } : {}),
    authOptional: plain,
    onAuth(auth, _session, callback) {
      if (auth.username === "user" && auth.password === "secret") callback(null, { user: "user" });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", async () => {
        if (state.reject) {
          callback(
            Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }),
          );
          return;
        }
        const raw = Buffer.concat(chunks);
        const mail = await simpleParser(raw);
        const kept: ReceivedMail = {
          from: addressText(mail.from),
          to: [addressText(mail.to)],
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          messageId: mail.messageId ?? "",
          headers: raw.toString().split(/\r?\n\r?\n/, 1)[0] ?? "",
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          secure: session.secure,
        };
        received.push(kept);
        onMail?.(kept);
        callback();
      });
    },
    logger: false,
  });
  // A client that goes away mid-session (a server process killed by a test) is no test's failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const listening = portOf(server.server.address());
  return {
    received,
    state,
    url: plain ? `smtp://127.0.0.1:${listening}` : `smtp://user:secret@127.0.0.1:${listening}`,
    /** The certificate is the test server's own. */
    tls: { rejectUnauthorized: false },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
