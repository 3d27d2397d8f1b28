// @ts-check
// `npm test`: unit and component tests (Vitest), a production build with its size budgets, then the
// browser journeys (Playwright in Chromium, with axe). Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium, NO_CHROMIUM_MESSAGE } from "./find-chromium.js";

const chromium = findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-test-"));
const run = (/** @type {string} */ command, /** @type {string[]} */ args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;

// 1. Units and components.
const vitestJson = path.join(tmp, "vitest.json");
const unitStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (unitStatus !== 0 && failed === 0) failed += 1;

// 2. The production build, its budgets and its SVGs parsing as XML (each counts as one check).
const buildStatus = run("npm", ["run", "build"]);
if (buildStatus === 0) passed += 1;
else failed += 1;
if (buildStatus === 0) {
  if (run("node", ["scripts/check-budgets.js"]) === 0) passed += 1;
  else failed += 1;
  if (run("node", ["scripts/check-svgs.js"]) === 0) passed += 1;
  else failed += 1;

  // 3. Browser journeys against the built site on the production server.
  const playwrightJson = path.join(tmp, "playwright.json");
  const e2eStatus = run("npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    CHROMIUM_PATH: chromium,
  });
  if (fs.existsSync(playwrightJson)) {
    const { stats } = JSON.parse(fs.readFileSync(playwrightJson, "utf8"));
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
  }
  if (e2eStatus !== 0 && failed === 0) failed += 1;
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
