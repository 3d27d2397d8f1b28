// @ts-check
// Size budgets on the build output: the JavaScript and CSS that each prerendered page's HTML loads,
// gzip-compressed. Exits 1 when a page is over.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const BUDGETS = { js: 120 * 1024, css: 30 * 1024 };

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

/**
 * The asset paths one HTML page loads: module scripts, modulepreloads, inline imports, stylesheets.
 * @param {string} html
 */
export function assetsOf(html) {
  const js = new Set();
  const css = new Set();
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) js.add(src);
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    js.add(href);
  for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g))
    js.add(href);
  for (const [, src] of html.matchAll(/import\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g))
    js.add(src);
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    css.add(href);
  for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+\.css)"[^>]+rel="stylesheet"/g))
    css.add(href);
  return { js: [...js], css: [...css] };
}

/** @param {string} client */
export function measure(client) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  /** @param {string} asset */
  const gzipSize = (asset) => {
    if (!sizes.has(asset)) {
      const file = path.join(client, asset);
      sizes.set(
        asset,
        fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0,
      );
    }
    return /** @type {number} */ (sizes.get(asset));
  };
  return walk(client)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const { js, css } = assetsOf(fs.readFileSync(file, "utf8"));
      const page =
        "/" +
        path
          .relative(client, file)
          .replace(/(^|\/)index\.html$/, "")
          .replace(/\.html$/, "");
      return {
        page,
        js: js.reduce((sum, asset) => sum + gzipSize(asset), 0),
        css: css.reduce((sum, asset) => sum + gzipSize(asset), 0),
      };
    });
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const results = measure(client);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const over = results.filter((result) => result.js > BUDGETS.js || result.css > BUDGETS.css);
  const heaviest = [...results].sort((a, b) => b.js - a.js)[0];
  const heaviestCss = [...results].sort((a, b) => b.css - a.css)[0];
  console.log(
    `budgets: ${results.length} pages; heaviest JS ${heaviest?.page} ${kb(heaviest?.js ?? 0)} (limit ${kb(BUDGETS.js)}), ` +
      `heaviest CSS ${heaviestCss?.page} ${kb(heaviestCss?.css ?? 0)} (limit ${kb(BUDGETS.css)}) gzip`,
  );
  for (const result of over)
    console.error(`  over budget: ${result.page} JS ${kb(result.js)}, CSS ${kb(result.css)}`);
  process.exit(over.length ? 1 : 0);
}
