// @ts-check
// The site's page list as the build wrote it: @astrojs/sitemap's sitemap-index.xml and the
// sitemap-N.xml files it names. The search index, the budgets, Lighthouse and the visibility
// journey all read the pages from here, so they cover exactly the pages search engines are told of.
import fs from "node:fs";
import path from "node:path";

/** @param {string} xml @returns {string[]} the text of every <loc> */
export const locations = (xml) =>
  [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) =>
    /** @type {string} */ (loc).replace(/&amp;/g, "&"),
  );

/**
 * The path of every page listed in the built sitemap, in sitemap order: "/", "/about", ...
 * @param {string} client the build's client directory
 * @returns {string[]}
 */
export function readSitemapPaths(client) {
  const index = path.join(client, "sitemap-index.xml");
  if (!fs.existsSync(index)) throw new Error(`no sitemap: ${index} is missing`);
  return locations(fs.readFileSync(index, "utf8")).flatMap((sitemapUrl) => {
    const file = path.join(client, new URL(sitemapUrl).pathname);
    return locations(fs.readFileSync(file, "utf8")).map((loc) => new URL(loc).pathname);
  });
}
