// @ts-check
// The site search index (Pagefind), built from the prerendered HTML into build/client/pagefind/.
// Only <main data-pagefind-body> is indexed, so header, footer and menus never match. Pages that
// ask search engines not to index them (the not-found pages, /login) are left out of site search too.
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

/**
 * The page's URL as the router knows it: "about/index.html" → "/about", "index.html" → "/".
 * @param {string} relative
 */
export const pageUrl = (relative) =>
  "/" +
  relative
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");

/** @param {string} html */
export const isNoindex = (html) =>
  /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html) ||
  /<meta[^>]+content="[^"]*noindex[^"]*"[^>]+name="robots"/i.test(html);

/** Pagefind writes its ready-made UIs too; the site has its own dialog and needs only the core. */
const unusedOutput = /^pagefind-(ui|modular-ui|component-ui|highlight)[.-]/;

/**
 * Indexes every prerendered page and writes the index to `<client>/pagefind`.
 * @param {string} client the build's client directory
 * @returns {Promise<string[]>} the indexed URLs
 */
export async function buildSearchIndex(client) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  /** @type {string[]} */
  const urls = [];
  for (const file of walk(client)) {
    if (!file.endsWith(".html")) continue;
    const relative = path.relative(client, file);
    if (relative.startsWith(`pagefind${path.sep}`) || relative === "__spa-fallback.html") continue;
    const content = fs.readFileSync(file, "utf8");
    if (isNoindex(content)) continue;
    const url = pageUrl(relative);
    const added = await index.addHTMLFile({ url, content });
    if (added.errors.length) throw new Error(`search index: ${url}: ${added.errors.join("; ")}`);
    urls.push(url);
  }
  const outputPath = path.join(client, "pagefind");
  fs.rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`search index: ${written.errors.join("; ")}`);
  await pagefind.close();
  for (const name of fs.readdirSync(outputPath)) {
    if (unusedOutput.test(name)) fs.rmSync(path.join(outputPath, name), { force: true });
  }
  return urls;
}
