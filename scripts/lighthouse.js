// @ts-check
// Lighthouse (its default mobile preset: a mid-range phone on a throttled 4G connection, simulated)
// in the system Chromium against the built site, served locally by the production server.
//
// `npm run lighthouse [-- /pricing /about ...]`: every route of the built sitemap (or those given),
//   once each, against the targets. Prints per route the four category scores, FCP, LCP, LCP − FCP,
//   TBT and CLS, as a table and as Markdown, then the routes that miss a target.
// `npm run bench:lighthouse -- --peer URL [--runs N] [--trace] [--applied] [route[=peer-route] ...]`: the
//   side-by-side benchmark. Each route here and its counterpart on the peer (another site, served
//   locally: docs/measured.md says how to build AstroWind as one) are measured alternately, N times
//   (3 by default), and the median of each figure is printed for both, with their ratio, and where
//   the main thread went (Lighthouse's mainthread-work-breakdown groups), and the main thread's work
//   in CPU time read from each run's trace (cpuTime: unlike Lighthouse's wall times, not inflated by
//   a busy machine). `--trace` also records
//   Chromium's blink, cc and v8 trace categories and prints the trace events that took the main
//   thread's time, by self time. Without routes: the five of issue 33 (the home page, pricing, a
//   blog post, about, contact) and AstroWind's own. `--applied` applies the preset's slow network and
//   4× CPU slowdown to the browser while it loads the page (Lighthouse's `devtools` throttling) and
//   reads the figures from what happened, instead of simulating them from an unthrottled load
//   (Lantern): slower and noisier, but free of the simulator's model of which tasks block the paint.
//
// Writes each JSON report to .lighthouse/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createApp } from "../server/app.ts";
import { chromiumArgs, findChromium } from "./find-chromium.js";
import { readSitemapPaths } from "./sitemap.js";
import {
  BENCH_ROWS,
  DEFAULT_PAIRS,
  TARGETS,
  figures,
  median,
  parseArguments,
  selfTimeByEvent,
} from "./lighthouse-figures.js";

/** @typedef {import("./lighthouse-figures.js").Figures} Figures */

/** Chromium's trace categories added with --trace: where blink, the compositor and V8 spend the time. */
const TRACE_CATEGORIES = [
  "blink",
  "cc",
  "v8",
  "renderer.scheduler",
  "disabled-by-default-devtools.timeline.invalidationTracking",
];

/** @param {number} n @param {string} unit */
const show = (n, unit) =>
  !Number.isFinite(n)
    ? "–"
    : unit === "KB"
      ? `${n.toFixed(1)} KB`
      : `${Math.round(n)}${unit ? ` ${unit}` : ""}`;
/** @param {number} ours @param {number} theirs */
const ratio = (ours, theirs) =>
  theirs > 0 && Number.isFinite(ours)
    ? `${(ours / theirs).toFixed(2)}×`
    : ours === theirs
      ? "="
      : "–";

/** The state of the machine, for the figures: load average, cores, versions. */
function machineState() {
  const [one, five, fifteen] = os.loadavg().map((n) => n.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min), ${os.cpus().length} cores`;
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) await main();

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  if (!fs.existsSync(path.join(dir, "sitemap-index.xml"))) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(
      "No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  if (options.peer) {
    const answer = await fetch(options.peer).catch((error) => error);
    if (!(answer instanceof Response) || !answer.ok) {
      console.error(
        `The peer ${options.peer} does not answer: build and serve it first (docs/measured.md).`,
      );
      process.exit(1);
    }
  }
  /** @type {[string, string][]} */
  const pairs = options.pairs.length
    ? options.pairs
    : options.peer
      ? /** @type {[string, string][]} */ (DEFAULT_PAIRS)
      : readSitemapPaths(dir).map((route) => [route, route]);

  const server = createApp({ dir });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  fs.mkdirSync(".lighthouse", { recursive: true });
  const loadBefore = machineState();

  /** @param {string} url @param {string} name */
  const audit = async (url, name) => {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        throttlingMethod: options.applied ? "devtools" : "simulate",
      },
      options.trace
        ? {
            extends: "lighthouse:default",
            settings: { additionalTraceCategories: TRACE_CATEGORIES.join(",") },
          }
        : undefined,
    );
    if (!result) throw new Error(`lighthouse: no result for ${url}`);
    fs.writeFileSync(path.join(".lighthouse", `${name}.json`), String(result.report));
    const trace =
      /** @type {any} */ (result.artifacts).Trace ??
      /** @type {any} */ (result.artifacts).traces?.defaultPass;
    return {
      figures: figures(result.lhr, trace),
      lhr: result.lhr,
      trace: options.trace ? selfTimeByEvent(trace) : [],
    };
  };
  const fileName = (/** @type {string} */ route) =>
    route === "/" ? "home" : route.slice(1).replace(/\W+/g, "_");

  try {
    if (options.peer) await bench(options, pairs, origin, audit, fileName, loadBefore);
    else
      await everyRoute(
        pairs.map(([route]) => route),
        origin,
        audit,
        fileName,
      );
  } finally {
    chrome.kill();
    await server.close();
  }
}

/**
 * Every route once, against the targets.
 * @param {string[]} routes @param {string} origin
 * @param {(url: string, name: string) => Promise<{ figures: Figures }>} audit
 * @param {(route: string) => string} fileName
 */
async function everyRoute(routes, origin, audit, fileName) {
  const rows = [];
  for (const route of routes) {
    const { figures: f } = await audit(origin + route, fileName(route));
    const scores = {
      performance: f.performance,
      accessibility: f.accessibility,
      "best-practices": f["best-practices"],
      seo: f.seo,
    };
    const misses = [
      ...Object.entries(scores)
        .filter(([, got]) => got < TARGETS.score)
        .map(([category, got]) => `${category} ${got}`),
      ...(f.lcp > TARGETS.lcpMs ? [`LCP ${(f.lcp / 1000).toFixed(2)} s`] : []),
      ...(f.lcpAfterFcp > TARGETS.lcpAfterFcpMs
        ? [`LCP − FCP ${Math.round(f.lcpAfterFcp)} ms`]
        : []),
      ...(f.tbt > TARGETS.tbtMs ? [`TBT ${Math.round(f.tbt)} ms`] : []),
      ...(f.cls > TARGETS.cls ? [`CLS ${f.cls.toFixed(3)}`] : []),
    ];
    rows.push({
      route,
      ...scores,
      FCP: `${(f.fcp / 1000).toFixed(2)} s`,
      LCP: `${(f.lcp / 1000).toFixed(2)} s`,
      "LCP − FCP": `${Math.round(f.lcpAfterFcp)} ms`,
      TBT: `${Math.round(f.tbt)} ms`,
      CLS: f.cls.toFixed(3),
      misses,
    });
    console.log(`${route}: ${misses.length ? `misses ${misses.join(", ")}` : "every target met"}`);
  }
  console.table(
    rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== "misses"))),
  );
  console.log(
    [
      "| route | performance | accessibility | best practices | SEO | FCP | LCP | LCP − FCP | TBT | CLS |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...rows.map(
        (row) =>
          `| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ${row.FCP} | ${row.LCP} | ${row["LCP − FCP"]} | ${row.TBT} | ${row.CLS} |`,
      ),
    ].join("\n"),
  );
  const missed = rows.filter((row) => row.misses.length);
  console.log(
    missed.length
      ? `\n${missed.length} of ${rows.length} routes miss a target (performance, accessibility, best practices, SEO 100; LCP ≤ 1.1 s; LCP − FCP ≤ 100 ms; TBT ≤ 30 ms; CLS 0):\n` +
          missed.map((row) => `  ${row.route}: ${row.misses.join(", ")}`).join("\n")
      : `\nAll ${rows.length} routes meet every target.`,
  );
}

/**
 * Each pair of routes, ours and the peer's, alternately, `runs` times; then the medians side by side.
 * @param {ReturnType<typeof parseArguments>} options
 * @param {[string, string][]} pairs @param {string} origin
 * @param {(url: string, name: string) => Promise<{ figures: Figures, lhr: any, trace: { name: string, ms: number }[] }>} audit
 * @param {(route: string) => string} fileName
 * @param {string} loadBefore
 */
async function bench(options, pairs, origin, audit, fileName, loadBefore) {
  const peer = /** @type {string} */ (options.peer);
  /** @type {Map<string, { ours: Figures[], theirs: Figures[], oursTrace: { name: string, ms: number }[][], theirsTrace: { name: string, ms: number }[][] }>} */
  const results = new Map();
  let environment = "";
  for (let run = 1; run <= options.runs; run++) {
    for (const [ours, theirs] of pairs) {
      const entry = results.get(ours) ?? { ours: [], theirs: [], oursTrace: [], theirsTrace: [] };
      results.set(ours, entry);
      // Alternately first: whichever goes second must not gain from a warmer machine.
      const order = run % 2 ? ["ours", "theirs"] : ["theirs", "ours"];
      for (const side of order) {
        const url = side === "ours" ? origin + ours : peer + theirs;
        const result = await audit(
          url,
          `bench-${side}-${fileName(side === "ours" ? ours : theirs)}-${run}`,
        );
        environment ||= `Lighthouse ${result.lhr.lighthouseVersion}, ${result.lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}, benchmark index ${Math.round(result.lhr.environment?.benchmarkIndex ?? 0)}`;
        (side === "ours" ? entry.ours : entry.theirs).push(result.figures);
        (side === "ours" ? entry.oursTrace : entry.theirsTrace).push(result.trace);
        console.log(
          `run ${run}/${options.runs} ${side === "ours" ? "ours " : "peer "} ${side === "ours" ? ours : theirs}: FCP ${Math.round(result.figures.fcp)} ms, LCP ${Math.round(result.figures.lcp)} ms, TBT ${Math.round(result.figures.tbt)} ms, main thread ${Math.round(result.figures.mainThread)} ms`,
        );
      }
    }
  }
  const loadAfter = machineState();

  /** @type {string[]} */
  const markdown = [
    `| Route (ours / peer) | ${BENCH_ROWS.map(([label, , unit]) => `${label}${unit ? ` ${unit}` : ""}`).join(" | ")} |`,
    `|---|${BENCH_ROWS.map(() => "---").join("|")}|`,
  ];
  for (const [ours, theirs] of pairs) {
    const entry = /** @type {NonNullable<ReturnType<typeof results.get>>} */ (results.get(ours));
    console.log(`\n${ours}  (peer: ${peer}${theirs}), median of ${options.runs}`);
    const rows = BENCH_ROWS.map(([label, read, unit]) => {
      const mine = median(entry.ours.map(read));
      const peers = median(entry.theirs.map(read));
      return {
        figure: label,
        ours: show(mine, unit),
        peer: show(peers, unit),
        ratio: ratio(mine, peers),
        mine,
        peers,
        unit,
      };
    });
    console.table(
      rows.map(({ figure, ours: o, peer: p, ratio: r }) => ({
        figure,
        ours: o,
        peer: p,
        "ours / peer": r,
      })),
    );
    markdown.push(
      `| \`${ours}\` / \`${theirs}\` | ${rows.map((row) => (row.unit === "KB" ? `${row.mine.toFixed(1)} / ${row.peers.toFixed(1)}` : `${Math.round(row.mine)} / ${Math.round(row.peers)}`)).join(" | ")} |`,
    );
    // Where the main thread went: Lighthouse's groups (simulated: 4× the observed CPU time).
    const groups = [
      ...new Set([...entry.ours, ...entry.theirs].flatMap((f) => Object.keys(f.groups))),
    ];
    console.table(
      groups
        .map((group) => {
          const mine = median(entry.ours.map((f) => f.groups[group] ?? 0));
          const peers = median(entry.theirs.map((f) => f.groups[group] ?? 0));
          return {
            "main thread": group,
            ours: show(mine, "ms"),
            peer: show(peers, "ms"),
            "ours / peer": ratio(mine, peers),
            mine,
          };
        })
        .sort((a, b) => b.mine - a.mine)
        .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== "mine"))),
    );
    if (options.trace) {
      for (const [side, traces] of /** @type {const} */ ([
        ["ours", entry.oursTrace],
        ["peer", entry.theirsTrace],
      ])) {
        const names = [...new Set(traces.flatMap((trace) => trace.map((event) => event.name)))];
        const top = names
          .map((name) => ({
            name,
            ms: median(traces.map((trace) => trace.find((event) => event.name === name)?.ms ?? 0)),
          }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 15);
        console.log(
          `  ${side}: trace events by self time on the main thread (observed ms, median): ${top.map((event) => `${event.name} ${event.ms.toFixed(1)}`).join(", ")}`,
        );
      }
    }
  }
  console.log(`\n${environment}; before the run: ${loadBefore}; after: ${loadAfter}.`);
  console.log(
    `Median of ${options.runs} runs each, alternating, mobile preset (${options.applied ? "throttling applied to the browser" : "simulated throttling"}).\n`,
  );
  console.log(markdown.join("\n"));
}
