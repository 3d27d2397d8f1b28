// @ts-check
// After `astro build`: keep on each page only the icons it can show, put the not-found pages where
// the server (and static hosts) look for them, build the site search index and the assistant's
// knowledge (build/assistant/knowledge.json, not a public file), put each page's small images that
// load at once into it (scripts/inline-images.js), move each page's
// Content-Security-Policy out of the page into build/page-policies.json (server/csp.ts), and
// precompress text files with brotli and gzip.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { runnerImport } from "vite";
import { movePoliciesOut } from "../server/csp.ts";
import { inlineSmallImages, svgReader } from "./inline-images.js";
import { buildSearchIndex } from "./search-index.js";

const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");

// Each page's icon sprite keeps the symbols the page can show (components/ui/icon-sprite.ts), the
// page shells' included. Loaded through Vite's module runner, as src's imports have no extensions.
/** @type {{ module: typeof import("../src/components/ui/icon-sprite.ts") }} */
const { module: iconSprite } = await runnerImport(
  path.resolve("src/components/ui/icon-sprite.ts"),
  {
    configFile: false,
    logLevel: "error",
  },
);
/** @param {string} url a script's path on the site */
const readScript = (url) => {
  const file = path.join(client, url);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
};
let pruned = 0;
for (const name of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
  if (!name.endsWith(".html")) continue;
  const file = path.join(client, name);
  const html = fs.readFileSync(file, "utf8");
  const kept = iconSprite.pruneIconSprite(html, readScript);
  if (kept !== html) {
    fs.writeFileSync(file, kept);
    pruned += 1;
  }
}

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

// The page shells the server fills (src/shared/page-shells.ts): out of the client directory, so
// that no URL serves them, to <build>/page-shells/<name>.html.
const shellsFrom = path.join(client, "page-shells");
const shellsTo = path.join(path.dirname(client), "page-shells");
fs.rmSync(shellsTo, { recursive: true, force: true });
fs.mkdirSync(shellsTo, { recursive: true });
const shells = fs.existsSync(shellsFrom) ? fs.readdirSync(shellsFrom) : [];
for (const name of shells) {
  fs.renameSync(path.join(shellsFrom, name, "index.html"), path.join(shellsTo, `${name}.html`));
}
fs.rmSync(shellsFrom, { recursive: true, force: true });
if (shells.length === 0) {
  throw new Error("postbuild: no page shells: src/pages/page-shells/[shell].astro must build them");
}

// Site search: the index of every page, loaded by the search dialog only when it first opens.
const indexed = await buildSearchIndex(client);

// The assistant's knowledge: the same pages cut into passages, and the facts of the content
// modules. Loaded through Vite's module runner, as src/content's imports have no extensions.
/** @type {{ module: typeof import("../build-tools/assistant-knowledge.ts") }} */
const { module: assistantKnowledge } = await runnerImport(
  path.resolve("build-tools/assistant-knowledge.ts"),
  { configFile: false, logLevel: "error" },
);
const knowledge = assistantKnowledge.writeKnowledge(client);

// The favicon as a data: URL and the small SVGs a page loads at once drawn in it, the page shells'
// included: after the search index and the knowledge, which must not read a drawing's words as text.
const readSvg = svgReader(client);
let inlined = 0;
for (const file of [
  ...fs
    .readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(client, name)),
  ...shells.map((name) => path.join(shellsTo, `${name}.html`)),
]) {
  const html = fs.readFileSync(file, "utf8");
  const page = inlineSmallImages(html, readSvg);
  if (page !== html) {
    fs.writeFileSync(file, page);
    inlined += 1;
  }
}

// Each page's policy meta, out of the page: the server sends it as the page's header.
const policies = movePoliciesOut(path.dirname(client));

// Pagefind's own index files (.pf_meta, .pf_index, .pf_fragment, .pagefind) are gzip already.
const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|map)$/;
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
  `postbuild: ${pruned} pages' icon sprites cut to their own icons, not-found pages in place (404.html${blogNotFound ? ", blog/404.html" : ""}), ` +
    `${shells.length} page shells in ${path.relative(process.cwd(), shellsTo)}, ` +
    `${inlined} pages with their favicon and small images inline, ` +
    `${indexed.length} pages in the search index, ${policies} pages' policies in page-policies.json, ` +
    `${count} files precompressed (br, gz), ` +
    `assistant knowledge: ${knowledge.passages} passages and ${knowledge.facts} facts ` +
    `(${Math.round(knowledge.bytes / 1024)} KB, ${path.relative(process.cwd(), knowledge.file)})`,
);
