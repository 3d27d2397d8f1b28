// @vitest-environment node
import { describe, expect, it } from "vitest";
import { failedJourneys, failedVitestTests } from "./failures.js";

describe("naming what failed", () => {
  it("names each failed Vitest test by its file and full name, and a file that failed on its own", () => {
    const report = {
      testResults: [
        {
          name: "/repo/server/a.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "the outbox retries", status: "passed" },
            { fullName: "the outbox gives up after 8 tries", status: "failed" },
          ],
        },
        { name: "/repo/src/b.test.ts", status: "passed", assertionResults: [] },
        {
          name: "/repo/src/c.test.tsx",
          status: "failed",
          message: "Cannot find module './missing'\n    at import",
          assertionResults: [],
        },
      ],
    };
    expect(failedVitestTests(report, "/repo")).toEqual([
      "server/a.test.ts › the outbox gives up after 8 tries",
      "src/c.test.tsx › Cannot find module './missing'",
    ]);
  });

  it("names each journey that failed every attempt, with its describes, and not one that passed on a retry", () => {
    const report = {
      suites: [
        {
          title: "sweep.spec.ts",
          specs: [],
          suites: [
            {
              title: "at 390 px",
              specs: [
                {
                  title: "/about is fine",
                  file: "sweep.spec.ts",
                  line: 79,
                  tests: [{ status: "unexpected" }],
                },
                {
                  title: "/ is fine",
                  file: "sweep.spec.ts",
                  line: 79,
                  tests: [{ status: "flaky" }],
                },
              ],
            },
          ],
        },
        {
          title: "csp.spec.ts",
          specs: [
            {
              title: "search works",
              file: "csp.spec.ts",
              line: 12,
              tests: [{ status: "expected" }],
            },
          ],
        },
      ],
    };
    expect(failedJourneys(report)).toEqual(["sweep.spec.ts:79 › at 390 px › /about is fine"]);
  });
});
