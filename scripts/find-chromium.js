// @ts-check
// Which Chromium the browser tests drive: CHROMIUM_PATH, then the system /usr/bin/chromium,
// then a browser Playwright downloaded itself. Undefined when there is none.
import fs from "node:fs";
import { chromium } from "@playwright/test";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found for the browser tests: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.";

/** Flags for a headless Chromium on a machine without network or GPU. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
