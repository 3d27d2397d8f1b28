// @ts-check
// After `astro build`: put the not-found pages where the server (and static hosts) look for them,
// build the site search index, and precompress text files with brotli and gzip.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildSearchIndex } from "./search-index.js";

const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/**
 * Astro writes `src/pages/404.astro` as 404.html but a nested not-found page as
 * `blog/404/index.html`: the server answers unknown paths from `<dir>/404.html`.
 * @param {string} page the not-found page's path, "404" or "blog/404"
 * @returns {boolean} whether the page is in place
 */
function placeNotFound(page) {
  const target = path.join(client, `${page}.html`);
  const source = path.join(client, page, "index.html");
  if (fs.existsSync(source)) {
    fs.renameSync(source, target);
    if (fs.readdirSync(path.join(client, page)).length === 0) fs.rmdirSync(path.join(client, page));
  }
  return fs.existsSync(target);
}
if (!placeNotFound("404")) {
  throw new Error("postbuild: no not-found page: src/pages/404.astro must build 404.html");
}
// Unknown blog slugs get the blog's own 'Post not found' view when there is one (else 404.html).
const blogNotFound = placeNotFound("blog/404");

// Site search: the index of every page, loaded by the search dialog only when it first opens.
const indexed = await buildSearchIndex(client);

// Pagefind's own index files (.pf_meta, .pf_index, .pf_fragment, .pagefind) are gzip already.
const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|map)$/;
let count = 0;
for (const name of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
  if (!compressible.test(name)) continue;
  const file = path.join(client, name);
  const content = fs.readFileSync(file);
  if (content.length < 512) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(
  `postbuild: not-found pages in place (404.html${blogNotFound ? ", blog/404.html" : ""}), ` +
    `${indexed.length} pages in the search index, ${count} files precompressed (br, gz)`,
);
