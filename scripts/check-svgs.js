// @ts-check
// Every SVG the site serves must be well-formed XML: a browser shows an invalid one (a bare `&` in
// a label, an unclosed tag) as a broken image although the server answers 200. Parses each `.svg`
// under a folder with a real XML parser (jsdom's DOMParser) and exits 1 on the first bad file.
// Usage: node scripts/check-svgs.js [DIR ...]   (default: build/client, BUILD_DIR honoured)
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error -- jsdom ships no type declarations (no @types/jsdom installed)
import { JSDOM } from "jsdom";

const { DOMParser } = new JSDOM("").window;
const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * Why `source` is not a valid standalone SVG document, or null when it is.
 * @param {string} source
 * @returns {string | null}
 */
export function svgError(source) {
  const doc = new DOMParser().parseFromString(source, "image/svg+xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) return `not well-formed XML: ${(error.textContent ?? "").trim()}`;
  const root = doc.documentElement;
  if (root.localName !== "svg" || root.namespaceURI !== SVG_NS)
    return `root element is <${root.nodeName}>, not an <svg> in the SVG namespace`;
  return null;
}

/** @param {string} dir @returns {string[]} */
const svgFilesUnder = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => path.join(dir, file));

/**
 * Every `.svg` under `dir` with what is wrong with it.
 * @param {string} dir
 */
export function checkSvgs(dir) {
  const files = svgFilesUnder(dir);
  const problems = files.flatMap((file) => {
    const error = svgError(fs.readFileSync(file, "utf8"));
    return error ? [{ file: path.relative(process.cwd(), file), error }] : [];
  });
  return { files: files.length, problems };
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) dirs.push(path.resolve(process.env.BUILD_DIR ?? "build", "client"));
  let failed = false;
  for (const dir of dirs) {
    const { files, problems } = checkSvgs(dir);
    console.log(
      `svgs: ${files} files under ${path.relative(process.cwd(), dir) || "."}, ${problems.length} invalid`,
    );
    for (const { file, error } of problems) console.error(`  ${file}: ${error}`);
    if (problems.length || !files) failed = true;
  }
  process.exit(failed ? 1 : 0);
}
