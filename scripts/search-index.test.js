import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isSearchable, pageListDifferences, pageUrl, searchablePages } from "./search-index.js";
import { readSitemapPaths } from "./sitemap.js";

/** @type {string[]} */
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
/** @param {Record<string, string>} files */
function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const page = (searchable) =>
  `<html><body><header>Menu</header><main id="main"${searchable ? " data-pagefind-body" : ""}><h1>Hi</h1></main></body></html>`;

describe("the site search's page list", () => {
  it("names pages as the site writes their URLs", () => {
    expect(pageUrl("index.html")).toBe("/");
    expect(pageUrl(path.join("about", "index.html"))).toBe("/about");
    expect(pageUrl(path.join("blog", "404.html"))).toBe("/blog/404");
  });

  it("indexes exactly the pages whose content is marked data-pagefind-body", () => {
    expect(isSearchable(page(true))).toBe(true);
    expect(isSearchable('<main data-pagefind-body="">')).toBe(true);
    expect(isSearchable(page(false))).toBe(false);
    expect(isSearchable("<p>Add data-pagefind-body to a page to index it.</p>")).toBe(false);
    const dir = build({
      "index.html": page(true),
      "about/index.html": page(true),
      "login/index.html": page(false),
      "404.html": page(false),
      "pagefind/fragment.html": page(true),
    });
    expect(searchablePages(dir).map((entry) => entry.url)).toEqual(["/", "/about"]);
  });

  it("reads the pages of the built sitemap through its index", () => {
    const dir = build({
      "sitemap-index.xml":
        "<sitemapindex><sitemap><loc>https://automatica.example/sitemap-0.xml</loc></sitemap></sitemapindex>",
      "sitemap-0.xml":
        "<urlset><url><loc>https://automatica.example/</loc></url><url><loc>https://automatica.example/about</loc></url></urlset>",
    });
    expect(readSitemapPaths(dir)).toEqual(["/", "/about"]);
  });

  it("names every page that is searchable but not in the sitemap, or the other way round", () => {
    expect(pageListDifferences(["/", "/about"], ["/about", "/"])).toEqual([]);
    expect(pageListDifferences(["/", "/login"], ["/", "/pricing"])).toEqual([
      "/login is searchable but not in the sitemap",
      "/pricing is in the sitemap but not searchable",
    ]);
  });
});
