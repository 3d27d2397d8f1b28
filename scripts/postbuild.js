// @ts-check
// After `react-router build`: move the prerendered not-found pages where the server (and static
// hosts) look for them, drop files nobody requests, build the site search index, and precompress
// text files with brotli and gzip.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildSearchIndex } from "./search-index.js";

const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** @param {string} from @param {string} to */
function moveNotFound(from, to) {
  const source = path.join(client, from, "index.html");
  if (!fs.existsSync(source)) throw new Error(`postbuild: ${source} was not prerendered`);
  fs.renameSync(source, path.join(client, to));
  fs.rmSync(path.join(client, from), { recursive: true, force: true });
  fs.rmSync(path.join(client, `${from}.data`), { force: true });
}
moveNotFound("404", "404.html");
moveNotFound("blog/404", "blog/404.html");

for (const file of [
  "__spa-fallback.html",
  "sitemap.xml.data",
  "robots.txt.data",
  "site.webmanifest.data",
  "blog/rss.xml.data",
]) {
  fs.rmSync(path.join(client, file), { force: true });
}

// Site search: the index of every page, loaded by the search dialog only when it first opens.
const indexed = await buildSearchIndex(client);

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

// Pagefind's own index files (.pf_meta, .pf_index, .pf_fragment, .pagefind) are gzip already.
const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|data|map)$/;
let count = 0;
for (const file of walk(client)) {
  if (!compressible.test(file)) continue;
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
  `postbuild: not-found pages in place, ${indexed.length} pages in the search index, ${count} files precompressed (br, gz)`,
);
