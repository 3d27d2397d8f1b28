import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/find-chromium.js";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
// The server's database and the mailbox live in a temporary directory, never ./data. Made once: the
// test workers load this file again and inherit the variables.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "automatica-e2e-"));
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, "mail");
process.env.E2E_SMTP_PORT = String(smtpPort);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    // A trace is recorded when a failed test runs again (CI retries once): recording one on every
    // run, to keep it on failure, cost a sixth of the suite's time.
    trace: "on-first-retry",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    // The mailbox the site's e-mails go to (tests/e2e/mail-sink.js).
    {
      command: "node tests/e2e/mail-sink.js",
      port: smtpPort,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "node server/index.ts",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Many journeys submit forms from one address; the 429 journey runs its own server.
        RATE_LIMIT_MAX: "10000",
        ASSISTANT_RATE_LIMIT: "10000",
        OUTBOX_RETRY_MS: "1000",
        LOG_LEVEL: "warn",
      },
      // The site is served at once, the database opens in the background: the journeys start once
      // health says it is there (a 503 until then).
      url: `${baseURL}/api/health`,
      // PGlite, the migrations and the assistant's knowledge take 30-45 s to start on two shared
      // cores under load (Playwright's default wait is 60 s).
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
