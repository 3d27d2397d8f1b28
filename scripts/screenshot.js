// @ts-check
// Full-page screenshots of built pages at 1280 and 390 px wide, for looking at what visitors see:
// motion allowed, taken after scrolling slowly through the page (so fade-ins have had their chance).
// Usage: node scripts/screenshot.js [--out DIR] [--no-js] [--dark] /path [/path ...]   (serves BUILD_DIR itself)
// --dark: a device set to dark (prefers-color-scheme), so the site's System theme is dark.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createApp } from "../server/app.ts";
import { chromiumArgs, findChromium } from "./find-chromium.js";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const out = outIndex >= 0 ? (args.splice(outIndex, 2)[1] ?? "screenshots") : "screenshots";
const noJsIndex = args.indexOf("--no-js");
const javaScriptEnabled = noJsIndex < 0;
if (!javaScriptEnabled) args.splice(noJsIndex, 1);
const darkIndex = args.indexOf("--dark");
const colorScheme = darkIndex < 0 ? "light" : "dark";
if (darkIndex >= 0) args.splice(darkIndex, 1);
const paths = args.length ? args : ["/"];
fs.mkdirSync(out, { recursive: true });

const server = createApp({ dir: path.resolve(process.env.BUILD_DIR ?? "build", "client") });
await server.listen({ port: 0, host: "127.0.0.1" });
const address = server.server.address();
const port = typeof address === "object" && address ? address.port : 0;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const width of [1280, 390]) {
  const page = await browser.newPage({
    viewport: { width, height: width > 500 ? 800 : 844 },
    reducedMotion: "no-preference",
    javaScriptEnabled,
    colorScheme,
  });
  for (const route of paths) {
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "networkidle" });
    for (
      let y = 0;
      y < (await page.evaluate(() => globalThis.document.body.scrollHeight));
      y += 400
    ) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(80);
    }
    await page.waitForTimeout(800);
    const name =
      (route === "/" ? "home" : route.replace(/^\//, "").replace(/[/?=&#]+/g, "_")) +
      (javaScriptEnabled ? "" : "-nojs") +
      (colorScheme === "dark" ? "-dark" : "");
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
await server.close();
