// @ts-check
// `npm run lighthouse -- / /pricing ...`: Lighthouse (mobile preset) in the system Chromium against
// the built site, served locally by the production server. Prints per route the four category
// scores, LCP, TBT and CLS, and writes the JSON reports to .lighthouse/.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createApp } from "../server/app.js";
import { findChromium } from "./find-chromium.js";

const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (!routes.length) routes.push("/");
const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!fs.existsSync(path.join(dir, "index.html"))) {
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

const server = createApp({ dir });
await server.listen({ port: 0, host: "127.0.0.1" });
const address = server.server.address();
const port = typeof address === "object" && address ? address.port : 0;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
fs.mkdirSync(".lighthouse", { recursive: true });
const rows = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) continue;
    const { categories, audits } = result.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: audits["largest-contentful-paint"]?.displayValue,
      TBT: audits["total-blocking-time"]?.displayValue,
      CLS: audits["cumulative-layout-shift"]?.displayValue,
    });
    const name = route === "/" ? "home" : route.slice(1).replace(/\W+/g, "_");
    fs.writeFileSync(path.join(".lighthouse", `${name}.json`), String(result.report));
  }
} finally {
  chrome.kill();
  server.close();
}
console.table(rows);
