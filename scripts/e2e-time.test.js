// @vitest-environment node
import { describe, expect, it } from "vitest";
import { slowestFilesLine, timeByFile } from "./e2e-time.js";

const spec = (file, ...durations) => ({
  file,
  tests: durations.map((d) => ({
    results: (Array.isArray(d) ? d : [d]).map((duration) => ({ duration })),
  })),
});

describe("where the journeys' time went", () => {
  const report = {
    suites: [
      { file: "a.spec.ts", specs: [spec("a.spec.ts", 1000, 2000)] },
      {
        file: "b.spec.ts",
        specs: [],
        suites: [{ file: "b.spec.ts", specs: [spec("b.spec.ts", [4000, 6000])] }],
      },
    ],
  };

  it("sums each file's tests, nested describes and retries included, slowest first", () => {
    expect(timeByFile(report)).toEqual([
      { file: "b.spec.ts", seconds: 10, tests: 1 },
      { file: "a.spec.ts", seconds: 3, tests: 2 },
    ]);
  });

  it("says it in one line, the total first", () => {
    expect(slowestFilesLine(report, 1)).toBe(
      "Journeys' worker time 13 s in 2 files; slowest (s, tests): b.spec.ts 10 s (1)",
    );
  });
});
