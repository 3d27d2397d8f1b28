// @ts-check
/**
 * Where the browser journeys' time went: each spec file's tests' durations (every attempt, so a
 * retried test counts twice) summed from Playwright's JSON report, slowest first. Worker time, not
 * wall time: with two workers the run takes about half the sum.
 */

/**
 * @typedef {{ duration: number }} Result
 * @typedef {{ results: Result[] }} Test
 * @typedef {{ file: string, tests: Test[] }} Spec
 * @typedef {{ file: string, specs?: Spec[], suites?: Suite[] }} Suite
 */

/**
 * @param {{ suites: Suite[] }} report
 * @returns {{ file: string, seconds: number, tests: number }[]}
 */
export function timeByFile(report) {
  /** @type {Map<string, { seconds: number, tests: number }>} */
  const files = new Map();
  /** @param {Suite} suite */
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = files.get(spec.file) ?? { seconds: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const result of test.results) entry.seconds += result.duration / 1000;
      }
      files.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...files]
    .map(([file, entry]) => ({ file, ...entry }))
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * One line for the end of `npm test`: the journeys' whole worker time and the slowest files' own.
 * @param {{ suites: Suite[] }} report @param {number} count
 */
export function slowestFilesLine(report, count = 8) {
  const files = timeByFile(report);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const shown = files
    .slice(0, count)
    .map((file) => `${file.file} ${Math.round(file.seconds)} s (${file.tests})`)
    .join(", ");
  return `Journeys' worker time ${Math.round(total)} s in ${files.length} files; slowest (s, tests): ${shown}`;
}
