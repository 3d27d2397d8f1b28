// @ts-check
// `npm test`: unit and component tests (Vitest), type check and lint, a production build (Astro,
// then scripts/postbuild.js) with its size budgets and SVG checks, then the browser journeys
// (Playwright in Chromium, with axe) against the build on the production server. Tests that read
// the build's output (*.build.test.ts: the assistant's quality gate and claims test) run after it.
// Ends with what failed, named (CI keeps only the tail of the output), and one line: "N passed, N
// failed".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { slowestFilesLine } from "./e2e-time.js";
import { failedJourneys, failedVitestTests } from "./failures.js";
import { findChromium, NO_CHROMIUM_MESSAGE } from "./find-chromium.js";

const chromium = findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-test-"));
// Astro would report each build to its telemetry service: a test run talks to no other host.
const baseEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
const run = (/** @type {string} */ command, /** @type {string[]} */ args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...baseEnv, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
/** @type {string[]} what failed, named */
const failures = [];
/** Counts a step as one check. @param {boolean} ok @param {string} name */
const count = (ok, name) => {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  return ok;
};
/** A step that counts as one check. @param {string} command @param {string[]} args */
const check = (command, args) => count(run(command, args) === 0, [command, ...args].join(" "));
/**
 * Steps that count as one check each, run side by side; each one's output is printed whole once it
 * ends, so that theirs do not interleave.
 * @param {[string, string[]][]} steps
 */
const checkTogether = (steps) =>
  Promise.all(
    steps.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: baseEnv, stdio: ["ignore", "pipe", "pipe"] });
          /** @type {Buffer[]} */
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => {
            process.stdout.write(Buffer.concat(output));
            resolve(count(status === 0, [command, ...args].join(" ")));
          });
        }),
    ),
  );

/**
 * Runs Vitest with these arguments and counts each of its tests as a check (one failed check when
 * it fails without a report).
 * @param {string} name @param {string[]} args
 */
function vitest(name, args) {
  const json = path.join(tmp, `${name}.json`);
  const failedBefore = failed;
  const namedBefore = failures.length;
  const status = run("npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${json}`,
  ]);
  if (fs.existsSync(json)) {
    const report = JSON.parse(fs.readFileSync(json, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    failures.push(...failedVitestTests(report, process.cwd()));
  }
  if (status !== 0 && failed === failedBefore) {
    failed += 1;
    if (failures.length === namedBefore)
      failures.push(`${name}: exited ${status} with no failed test`);
  }
}

// 1. Units and components.
vitest("vitest", []);

// 2. Types (astro sync, then tsc) and lint, one check each, side by side (each keeps one core
// busy; the build, after them, writes what `astro sync` writes).
await checkTogether([
  ["npm", ["run", "typecheck"]],
  ["npm", ["run", "lint"]],
]);

// 3. The production build, its budgets and its SVGs parsing as XML (each counts as one check).
if (check("npm", ["run", "build"])) {
  check("node", ["scripts/check-budgets.js"]);
  check("node", ["scripts/check-svgs.js"]);

  // 3b. Tests of the build's output: the assistant's knowledge (quality gate, claims test).
  vitest("vitest-build", ["--config", "vitest.build.config.ts"]);

  // 4. Browser journeys against the built site on the production server.
  const playwrightJson = path.join(tmp, "playwright.json");
  const failedBefore = failed;
  const e2eStatus = run("npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    CHROMIUM_PATH: chromium,
  });
  if (fs.existsSync(playwrightJson)) {
    const report = JSON.parse(fs.readFileSync(playwrightJson, "utf8"));
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    failures.push(...failedJourneys(report));
    console.log(`\n${slowestFilesLine(report)}`);
  }
  if (e2eStatus !== 0 && failed === failedBefore) {
    count(false, `playwright: exited ${e2eStatus} with no failed test`);
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
