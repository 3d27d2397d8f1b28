import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAIRS,
  figures,
  median,
  parseArguments,
  selfTimeByEvent,
  cpuTime,
  simulatedSlowdown,
} from "./lighthouse-figures.js";

describe("the Lighthouse benchmark's arguments", () => {
  it("runs every route once without a peer, and three times, alternating, with one", () => {
    expect(parseArguments([])).toMatchObject({ runs: 1, pairs: [], bench: false });
    expect(parseArguments(["--bench", "--peer", "http://127.0.0.1:8081/x"])).toMatchObject({
      peer: "http://127.0.0.1:8081",
      runs: 3,
    });
    expect(parseArguments(["--peer=http://p", "--runs", "5", "--trace"])).toMatchObject({
      runs: 5,
      trace: true,
      applied: false,
    });
    expect(parseArguments(["--peer=http://p", "--applied"])).toMatchObject({ applied: true });
  });

  it("pairs a route with the peer's page of its kind, or the same path", () => {
    expect(parseArguments(["--peer", "http://p", "/about", "/blog/a=/b"]).pairs).toEqual([
      ["/about", "/about"],
      ["/blog/a", "/b"],
    ]);
    expect(DEFAULT_PAIRS.map(([ours]) => ours)).toEqual([
      "/",
      "/pricing",
      "/blog/ai-customer-service",
      "/about",
      "/contact",
    ]);
  });

  it("refuses a benchmark without a peer, a bad count of runs, and unknown words", () => {
    expect(() => parseArguments(["--bench"])).toThrow(/needs a peer/);
    expect(() => parseArguments(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseArguments(["--peer", "not a url"])).toThrow();
    expect(() => parseArguments(["about"])).toThrow(/unknown argument/);
  });
});

describe("the benchmark's figures", () => {
  it("takes the median of each figure, the middle two averaged", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it("reads a report: paints, blocking, main-thread work and its groups, script loaded", () => {
    const lhr = {
      categories: { performance: { score: 0.99 }, seo: { score: 1 } },
      audits: {
        "first-contentful-paint": { numericValue: 800 },
        "largest-contentful-paint": { numericValue: 950 },
        "total-blocking-time": { numericValue: 12 },
        "cumulative-layout-shift": { numericValue: 0 },
        "mainthread-work-breakdown": {
          numericValue: 700,
          details: {
            items: [
              { group: "styleLayout", groupLabel: "Style & Layout", duration: 300 },
              { group: "other", groupLabel: "Other", duration: 200 },
            ],
          },
        },
        "resource-summary": {
          details: { items: [{ resourceType: "script", transferSize: 2048 }] },
        },
        "dom-size": { numericValue: 500 },
      },
    };
    expect(figures(lhr)).toMatchObject({
      performance: 99,
      seo: 100,
      accessibility: 0,
      fcp: 800,
      lcp: 950,
      lcpAfterFcp: 150,
      tbt: 12,
      mainThread: 700,
      scriptKb: 2,
      domNodes: 500,
      groups: { "Style & Layout": 300, Other: 200 },
      cpu: Number.NaN,
      cpuAfterFcp: Number.NaN,
      tasks: 0,
      blocking: Number.NaN,
    });
  });

  it("counts the main thread's work in CPU time, not wall time, and what of it would block after the first paint", () => {
    const main = { pid: 1, tid: 7 };
    const trace = {
      traceEvents: [
        // Before the first paint: counted, never blocking.
        { name: "RunTask", ph: "X", ts: 0, dur: 90_000, tdur: 40_000, ...main },
        { name: "firstContentfulPaint", ph: "R", ts: 100_000, ...main },
        // 30 ms of wall time, 20 of CPU (the machine was busy): 4 × 20 − 50 = 30 ms blocking.
        { name: "RunTask", ph: "X", ts: 120_000, dur: 30_000, tdur: 20_000, ...main },
        // 12 ms of CPU: under 12.5, so nothing at 4×.
        { name: "RunTask", ph: "X", ts: 200_000, dur: 12_000, tdur: 12_000, ...main },
        // Nested events are inside their task; another thread is not the page's.
        { name: "Layout", ph: "X", ts: 121_000, dur: 5_000, tdur: 5_000, ...main },
        { name: "RunTask", ph: "X", ts: 120_000, dur: 90_000, tdur: 90_000, pid: 1, tid: 8 },
      ],
    };
    expect(cpuTime(trace)).toEqual({ cpu: 72, cpuAfterFcp: 32, tasks: 3, blocking: 30 });
    // Recorded with the slowdown applied: 20 and 12 ms of CPU are already the phone's, and neither
    // is over 50.
    expect(cpuTime(trace, 1)).toMatchObject({ cpu: 72, blocking: 0 });
  });

  it("slows an unthrottled trace by the preset's CPU multiplier, and an applied one not again", () => {
    const throttling = { cpuSlowdownMultiplier: 6 };
    expect(
      simulatedSlowdown({ configSettings: { throttlingMethod: "simulate", throttling } }),
    ).toBe(6);
    expect(
      simulatedSlowdown({ configSettings: { throttlingMethod: "devtools", throttling } }),
    ).toBe(1);
    expect(simulatedSlowdown({ configSettings: {} })).toBe(4);
  });

  it("sums self time by trace event on the page's main thread: an event's time less its children's", () => {
    const main = { pid: 1, tid: 7 };
    const trace = {
      traceEvents: [
        { name: "firstContentfulPaint", ph: "R", ts: 500, ...main },
        { name: "RunTask", ph: "X", ts: 0, dur: 10_000, ...main },
        { name: "Layout", ph: "X", ts: 1_000, dur: 4_000, ...main },
        { name: "UpdateLayoutTree", ph: "X", ts: 2_000, dur: 1_000, ...main },
        { name: "Paint", ph: "X", ts: 6_000, dur: 2_000, ...main },
        { name: "RunTask", ph: "X", ts: 20_000, dur: 1_000, ...main },
        // Another thread, and another process: not the page's main thread.
        { name: "Layout", ph: "X", ts: 0, dur: 50_000, pid: 1, tid: 8 },
        { name: "Paint", ph: "X", ts: 0, dur: 50_000, pid: 2, tid: 7 },
      ],
    };
    expect(selfTimeByEvent(trace)).toEqual([
      { name: "RunTask", ms: 5 },
      { name: "Layout", ms: 3 },
      { name: "Paint", ms: 2 },
      { name: "UpdateLayoutTree", ms: 1 },
    ]);
  });
});
