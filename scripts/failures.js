// @ts-check
/**
 * What failed in a test run, named, for the end of `npm test`: CI keeps only the tail of what the
 * run printed, and a count alone does not say which test to look at.
 */

/**
 * @typedef {{ fullName: string, status: string }} Assertion
 * @typedef {{ name: string, status: string, message?: string, assertionResults: Assertion[] }} FileResult
 */

/**
 * Vitest's JSON report: each failed test as "file › full name", and a file that failed without a
 * failed test (it did not load, or a hook threw) as "file › " and the first line of its message.
 * @param {{ testResults: FileResult[] }} report @param {string} root the path file names are relative to
 * @returns {string[]}
 */
export function failedVitestTests(report, root) {
  const relative = (/** @type {string} */ file) =>
    file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${relative(file.name)} › ${test.fullName}`);
    if (tests.length || file.status !== "failed") return tests;
    const reason = (file.message ?? "").split("\n", 1)[0] || "failed";
    return [`${relative(file.name)} › ${reason}`];
  });
}

/**
 * @typedef {{ status: string }} PlaywrightTest
 * @typedef {{ title: string, file: string, line: number, tests: PlaywrightTest[] }} Spec
 * @typedef {{ title: string, specs?: Spec[], suites?: Suite[] }} Suite
 */

/**
 * Playwright's JSON report: each test that failed on every attempt (status "unexpected") as
 * "file:line › describe › title".
 * @param {{ suites: Suite[] }} report
 * @returns {string[]}
 */
export function failedJourneys(report) {
  /** @type {string[]} */
  const failed = [];
  /** @param {Suite} suite @param {string[]} titles */
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === "unexpected")) {
        failed.push([`${spec.file}:${spec.line}`, ...titles, spec.title].join(" › "));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A file's own suite is titled by its file name, which the line already starts with.
  for (const file of report.suites) visit(file, []);
  return failed;
}
