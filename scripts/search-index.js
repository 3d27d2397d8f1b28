// @ts-check
// The site search index (Pagefind), built from the prerendered HTML into build/client/pagefind/.
// It holds exactly the pages whose <main> carries `data-pagefind-body` (the base layout sets it on
// every page but the noindex ones), and only that element is indexed, so header, footer and
// menus never match. Navigation inside it (breadcrumbs, the docs sidebar, table of contents and
// pager, tab lists) carries `data-pagefind-ignore`, so excerpts are a page's own text. Those
// pages must be exactly the sitemap's: one list of pages feeds both.
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { readSitemapPaths } from "./sitemap.js";

/**
 * The page's URL as the site writes it: "about/index.html" → "/about", "index.html" → "/",
 * "404.html" → "/404".
 * @param {string} relative a path inside the build's client directory
 */
export const pageUrl = (relative) =>
  "/" +
  relative
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");

/** Whether a page's HTML marks an element as the part to index. @param {string} html */
export const isSearchable = (html) => /<[a-z][^>]*\sdata-pagefind-body(?=[\s=/>])/i.test(html);

/**
 * The pages of the build to index (URL and HTML), in URL order.
 * @param {string} client the build's client directory
 */
export function searchablePages(client) {
  return fs
    .readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ url: pageUrl(file), file }))
    .filter(({ url }) => !url.startsWith("/pagefind/"))
    .map(({ url, file }) => ({ url, content: fs.readFileSync(path.join(client, file), "utf8") }))
    .filter(({ content }) => isSearchable(content))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * The differences between two page lists, for an error message; empty when they match.
 * @param {string[]} indexed @param {string[]} listed
 */
export function pageListDifferences(indexed, listed) {
  const inIndex = new Set(indexed);
  const inSitemap = new Set(listed);
  return [
    ...indexed
      .filter((url) => !inSitemap.has(url))
      .map((url) => `${url} is searchable but not in the sitemap`),
    ...listed
      .filter((url) => !inIndex.has(url))
      .map((url) => `${url} is in the sitemap but not searchable`),
  ];
}

/** Pagefind writes its ready-made UIs too; the site has its own dialog and needs only the core. */
const unusedOutput = /^pagefind-(ui|modular-ui|component-ui|highlight)[.-]/;

/**
 * Indexes every searchable page and writes the index to `<client>/pagefind`. Throws when the
 * searchable pages are not exactly the sitemap's.
 * @param {string} client the build's client directory
 * @returns {Promise<string[]>} the indexed URLs
 */
export async function buildSearchIndex(client) {
  const pages = searchablePages(client);
  const differences = pageListDifferences(
    pages.map((page) => page.url),
    readSitemapPaths(client),
  );
  if (differences.length) {
    throw new Error(
      `search index: the searchable pages (data-pagefind-body) and the sitemap differ:\n  ${differences.join("\n  ")}`,
    );
  }
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  for (const { url, content } of pages) {
    const added = await index.addHTMLFile({ url, content });
    if (added.errors.length) throw new Error(`search index: ${url}: ${added.errors.join("; ")}`);
  }
  const outputPath = path.join(client, "pagefind");
  fs.rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`search index: ${written.errors.join("; ")}`);
  await pagefind.close();
  for (const name of fs.readdirSync(outputPath)) {
    if (unusedOutput.test(name)) fs.rmSync(path.join(outputPath, name), { force: true });
  }
  return pages.map((page) => page.url);
}
