// @ts-check
// The Lighthouse runs' arithmetic (scripts/lighthouse.js), apart so that it is tested without
// loading Lighthouse: the command line, the figures read from a report, their median, and where a
// trace says the main thread's time went.
/** The targets, on every route (issue 33: the first screen paints with the page). */
export const TARGETS = { score: 100, lcpMs: 1100, lcpAfterFcpMs: 100, tbtMs: 30, cls: 0 };

/** The benchmark's routes by default: ours, and the peer's page of the same kind (AstroWind's). */
export const DEFAULT_PAIRS = [
  ["/", "/"],
  ["/pricing", "/pricing"],
  ["/blog/ai-customer-service", "/get-started-website-with-astro-tailwind-css"],
  ["/about", "/about"],
  ["/contact", "/contact"],
];

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The command line: `--peer URL`, `--runs N`, `--trace`, and routes (`/a` or `/a=/b`: ours, and the
 * peer's page to set beside it; the same path when none is given).
 * @param {string[]} argv
 */
export function parseArguments(argv) {
  /** @type {{ peer?: string, bench: boolean, runs: number, trace: boolean, applied: boolean, pairs: [string, string][] }} */
  const options = { runs: 1, bench: false, trace: false, applied: false, pairs: [] };
  let runs;
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i]);
    if (arg === "--peer") options.peer = argv[++i];
    else if (arg.startsWith("--peer=")) options.peer = arg.slice(7);
    else if (arg === "--runs") runs = Number(argv[++i]);
    else if (arg.startsWith("--runs=")) runs = Number(arg.slice(7));
    else if (arg === "--trace") options.trace = true;
    else if (arg === "--applied") options.applied = true;
    else if (arg === "--bench") options.bench = true;
    else if (arg.startsWith("/")) {
      const [ours, theirs] = arg.split("=");
      options.pairs.push([/** @type {string} */ (ours), theirs || /** @type {string} */ (ours)]);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (options.bench && !options.peer)
    throw new Error(
      "the benchmark needs a peer: --peer URL (docs/measured.md: AstroWind as the peer)",
    );
  if (options.peer !== undefined) {
    const peer = new URL(options.peer); // throws on a malformed one
    options.peer = peer.origin;
  }
  options.runs = runs ?? (options.peer ? 3 : 1);
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error("--runs takes a whole number ≥ 1");
  return options;
}

/**
 * Where the page's main thread spent its time, from a trace: the self time of each trace event
 * (its duration less that of the events nested in it) on the renderer's main thread of the page
 * (the thread that painted its first content), summed by name, largest first. Observed times, not
 * multiplied by Lighthouse's simulated CPU slowdown.
 * @param {{ traceEvents: { name: string, ph: string, ts: number, dur?: number, pid: number, tid: number }[] }} trace
 * @returns {{ name: string, ms: number }[]}
 */
export function selfTimeByEvent(trace) {
  const paint = trace.traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return [];
  const events = trace.traceEvents
    .filter(
      (event) =>
        event.ph === "X" &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {{ name: string, end: number }[]} */
  const stack = [];
  for (const event of events) {
    const dur = event.dur ?? 0;
    while (stack.length && /** @type {{ end: number }} */ (stack.at(-1)).end <= event.ts)
      stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    self.set(event.name, (self.get(event.name) ?? 0) + dur);
    stack.push({ name: event.name, end: event.ts + dur });
  }
  return [...self.entries()]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .filter((entry) => entry.ms > 0.05)
    .sort((a, b) => b.ms - a.ms);
}

/** A task this long in CPU time blocks under Lighthouse's 4× simulated CPU slowdown (4 × 12.5 = 50 ms). */
export const BLOCKING_CPU_MS = 12.5;

/**
 * The page's main-thread work in CPU time (each top-level task's thread time, `tdur`), not wall
 * time: what the page costs, whatever else the machine is doing. Lighthouse's own figures (main
 * thread, TBT) read wall times, which grow with the machine's load; these do not, so a run on a
 * busy machine still compares two pages fairly. `blocking` estimates TBT from them: each task
 * after the first paint, at 4× (Lighthouse's mobile slowdown), less 50 ms. A trace recorded with
 * the slowdown applied (`--applied`) is slowed already: its tasks count as they are (`slowdown` 1).
 * @param {{ traceEvents: { name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }[] }} trace
 * @param {number} [slowdown] how much slower than the trace the mobile preset's CPU is
 */
export function cpuTime(trace, slowdown = 4) {
  const paint = trace.traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return { cpu: Number.NaN, cpuAfterFcp: Number.NaN, tasks: 0, blocking: Number.NaN };
  const tasks = trace.traceEvents.filter(
    (event) =>
      event.ph === "X" &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask"),
  );
  let cpu = 0;
  let cpuAfterFcp = 0;
  let blocking = 0;
  for (const task of tasks) {
    const ms = (task.tdur ?? task.dur ?? 0) / 1000;
    cpu += ms;
    if (task.ts < paint.ts) continue;
    cpuAfterFcp += ms;
    blocking += Math.max(0, slowdown * ms - 50);
  }
  return { cpu, cpuAfterFcp, tasks: tasks.length, blocking };
}

/**
 * How much slower than its trace a report's CPU is: the preset's `cpuSlowdownMultiplier` when
 * Lighthouse simulates it, 1 when it applied it while the page loaded (the trace is slowed already).
 * @param {any} lhr
 */
export function simulatedSlowdown(lhr) {
  if (lhr.configSettings?.throttlingMethod === "devtools") return 1;
  return lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
}

/**
 * The figures of one Lighthouse report.
 * @param {any} lhr
 * @param {Parameters<typeof cpuTime>[0]} [trace] the run's trace, for the CPU-time figures
 */
export function figures(lhr, trace) {
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
  const script = resources.find((/** @type {any} */ item) => item.resourceType === "script");
  /** @type {Record<string, number>} */
  const groups = {};
  for (const item of lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [])
    groups[item.groupLabel ?? item.group] = item.duration;
  const fcp = value("first-contentful-paint");
  const lcp = value("largest-contentful-paint");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp,
    lcp,
    lcpAfterFcp: lcp - fcp,
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    mainThread: value("mainthread-work-breakdown"),
    scriptKb: (script?.transferSize ?? 0) / 1024,
    domNodes: value("dom-size"),
    groups,
    ...(trace
      ? cpuTime(trace, simulatedSlowdown(lhr))
      : { cpu: Number.NaN, cpuAfterFcp: Number.NaN, tasks: 0, blocking: Number.NaN }),
  };
}

/** @typedef {ReturnType<typeof figures>} Figures */

/** The benchmark's rows: label, how to read it from one report's figures, and its unit. */
export const BENCH_ROWS = /** @type {const} */ ([
  ["performance", (/** @type {Figures} */ f) => f.performance, ""],
  ["FCP", (/** @type {Figures} */ f) => f.fcp, "ms"],
  ["LCP", (/** @type {Figures} */ f) => f.lcp, "ms"],
  ["LCP − FCP", (/** @type {Figures} */ f) => f.lcpAfterFcp, "ms"],
  ["TBT", (/** @type {Figures} */ f) => f.tbt, "ms"],
  ["main thread", (/** @type {Figures} */ f) => f.mainThread, "ms"],
  ["main-thread CPU", (/** @type {Figures} */ f) => f.cpu, "ms"],
  ["CPU after FCP", (/** @type {Figures} */ f) => f.cpuAfterFcp, "ms"],
  ["blocking from CPU (4×)", (/** @type {Figures} */ f) => f.blocking, "ms"],
  ["tasks", (/** @type {Figures} */ f) => f.tasks, ""],
  ["script loaded", (/** @type {Figures} */ f) => f.scriptKb, "KB"],
  ["DOM nodes", (/** @type {Figures} */ f) => f.domNodes, ""],
]);
