// @ts-check
// The browser journeys' mailbox, started by playwright.config.ts next to the site's server: an SMTP
// server on 127.0.0.1:E2E_SMTP_PORT (no TLS, no login) that the site's outbox sends to. Each message
// it receives is written as JSON into E2E_MAIL_DIR, where the journeys read it (forms-support.ts).
import fs from "node:fs";
import path from "node:path";
import { startSmtpServer } from "../../server/smtp-test-server.ts";

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error("mail-sink: set E2E_MAIL_DIR and E2E_SMTP_PORT");
fs.mkdirSync(dir, { recursive: true });

let count = 0;
await startSmtpServer({
  port,
  plain: true,
  onMail(mail) {
    count += 1;
    const file = path.join(dir, `${Date.now()}-${count}.json`);
    // Written whole, then renamed: a reader never sees half a message.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
    fs.renameSync(`${file}.tmp`, file);
  },
});
