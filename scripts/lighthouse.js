// @ts-check
// `npm run lighthouse [-- /pricing /about ...]`: Lighthouse (its default mobile preset: a mid-range
// phone on a throttled 4G connection, simulated) in the system Chromium against the built site,
// served locally by the production server. Without arguments, every route of the built sitemap.
// Prints per route the four category scores, LCP, TBT and CLS, as a table and as Markdown for
// the README, then the routes that miss a target. Writes the JSON reports to .lighthouse/.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createApp } from "../server/app.js";
import { chromiumArgs, findChromium } from "./find-chromium.js";
import { readSitemapPaths } from "./sitemap.js";

/** The issue's targets, on every route. */
export const TARGETS = { score: 100, lcpMs: 1100, tbtMs: 30, cls: 0 };

const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!fs.existsSync(path.join(dir, "sitemap-index.xml"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const routes = requested.length ? requested : readSitemapPaths(dir);
const chromePath = findChromium();
if (!chromePath) {
  console.error(
    "No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

const server = createApp({ dir });
await server.listen({ port: 0, host: "127.0.0.1" });
const address = server.server.address();
const port = typeof address === "object" && address ? address.port : 0;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
fs.mkdirSync(".lighthouse", { recursive: true });
/** @type {{ route: string, performance: number, accessibility: number, "best-practices": number, seo: number, LCP: string, TBT: string, CLS: string, misses: string[] }[]} */
const rows = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`lighthouse: no result for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
    const scores = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    };
    const lcp = value("largest-contentful-paint");
    const tbt = value("total-blocking-time");
    const cls = value("cumulative-layout-shift");
    const misses = [
      ...Object.entries(scores)
        .filter(([, got]) => got < TARGETS.score)
        .map(([category, got]) => `${category} ${got}`),
      ...(lcp > TARGETS.lcpMs ? [`LCP ${(lcp / 1000).toFixed(2)} s`] : []),
      ...(tbt > TARGETS.tbtMs ? [`TBT ${Math.round(tbt)} ms`] : []),
      ...(cls > TARGETS.cls ? [`CLS ${cls.toFixed(3)}`] : []),
    ];
    rows.push({
      route,
      ...scores,
      LCP: `${(lcp / 1000).toFixed(2)} s`,
      TBT: `${Math.round(tbt)} ms`,
      CLS: cls.toFixed(3),
      misses,
    });
    const name = route === "/" ? "home" : route.slice(1).replace(/\W+/g, "_");
    fs.writeFileSync(path.join(".lighthouse", `${name}.json`), String(result.report));
    console.log(`${route}: ${misses.length ? `misses ${misses.join(", ")}` : "every target met"}`);
  }
} finally {
  chrome.kill();
  await server.close();
}

console.table(
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => column !== "misses")),
  ),
);
console.log(
  [
    "| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ${row.LCP} | ${row.TBT} | ${row.CLS} |`,
    ),
  ].join("\n"),
);
const missed = rows.filter((row) => row.misses.length);
console.log(
  missed.length
    ? `\n${missed.length} of ${rows.length} routes miss a target (performance, accessibility, best practices, SEO 100; LCP ≤ 1.1 s; TBT ≤ 30 ms; CLS 0):\n` +
        missed.map((row) => `  ${row.route}: ${row.misses.join(", ")}`).join("\n")
    : `\nAll ${rows.length} routes meet every target.`,
);
