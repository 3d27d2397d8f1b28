// @ts-check
// Small images a page loads at once go into the page itself (issue 33), run by scripts/postbuild.js
// on every built page, when each is one of the site's SVG files of at most `INLINE_LIMIT` bytes
// (Vite draws the same line for its assets; our largest such file is 3.5 KB):
// - the favicon (`<link rel="icon">`) becomes a `data:` URL (`img-src 'self' data:`, src/lib/csp.ts),
//   so Chromium no longer asks for it while the page loads;
// - every `<img>` that is not `loading="lazy"` (the first screen's illustrations in both themes,
//   covers, logos, and those just below it that Chromium would fetch at once anyway: /blog's grid,
//   /solutions' industries, /integrations' first logos) becomes the `<svg>` element itself, its
//   ids made the page's own: it paints in the page's first frame, with no request and no SVG
//   document of its own to parse and lay out.
// Without it, the first screen's largest image came one request after the page, and Lighthouse
// counted the favicon into the largest paint (docs/measured.md, "Small images in the page").
// Lazy images stay files: they load only when they come near the window.
import fs from "node:fs";
import path from "node:path";

/** The largest file inlined, in bytes. */
export const INLINE_LIMIT = 4096;

/**
 * An SVG as a `data:` URL fit for a double-quoted HTML attribute: percent-encoded, except the
 * characters a data URL and the attribute both take as they are (shorter than base64). Its quotes
 * stay `%22`: a text's quotes are not an attribute's.
 * @param {string} svg
 */
export function svgDataUrl(svg) {
  const encoded = encodeURIComponent(svg.trim().replace(/\s+/g, " "))
    .replace(/%20/g, " ")
    .replace(/%3D/g, "=")
    .replace(/%3A/g, ":")
    .replace(/%2F/g, "/")
    .replace(/%2C/g, ",")
    .replace(/%3B/g, ";");
  return `data:image/svg+xml,${encoded}`;
}

/** @param {string} tag @param {string} name the attribute's raw (still escaped) value */
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The `<img>` attributes the element keeps: how it is laid out and styled. */
const KEPT = ["class", "width", "height", "style"];

/**
 * An `<img>` of an SVG file as the `<svg>` element: its ids prefixed (`prefix`), so that two
 * images (a light and a dark version) cannot take each other's gradients; its size and classes
 * those of the `<img>`, with `data-image` (its file), which src/app.css lays out as an `<img>`;
 * named by the `alt` (`role="img"`), or, when the `alt` is empty, hidden from assistive technology
 * and without a title of its own, as the `<img>` was; `object-cover` kept by slicing.
 * Undefined when the file is not a plain drawing (a style sheet, a script, foreign content).
 * @param {string} svg the file
 * @param {string} img the `<img>` tag
 * @param {string} prefix
 */
export function svgElement(svg, img, prefix) {
  const match = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/i.exec(svg);
  if (!match || /<(?:style|script|foreignObject)\b|\son\w+=/i.test(svg)) return undefined;
  const [, rootAttributes = "", body = ""] = match;
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id ?? "");
  let inner = body;
  for (const id of ids) {
    inner = inner
      .split(`id="${id}"`)
      .join(`id="${prefix}${id}"`)
      .split(`url(#${id})`)
      .join(`url(#${prefix}${id})`)
      .split(`href="#${id}"`)
      .join(`href="#${prefix}${id}"`);
  }
  const alt = attribute(img, "alt") ?? "";
  if (alt === "") inner = inner.replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  // The file's own size only when the <img> gave none.
  const sized = attribute(img, "width") !== undefined;
  const own = [...rootAttributes.matchAll(/\s([\w:-]+)="([^"]*)"/g)]
    .filter(
      ([, name]) =>
        /^(xmlns(:\w+)?|viewBox|preserveAspectRatio|fill|stroke)$/.test(name ?? "") ||
        (!sized && /^(width|height)$/.test(name ?? "")),
    )
    .map(([whole]) => whole);
  const kept = KEPT.flatMap((name) => {
    const value = attribute(img, name);
    return value === undefined ? [] : [` ${name}="${value}"`];
  });
  const slice =
    /(?:^|\s)object-cover(?:\s|$)/.test(attribute(img, "class") ?? "") &&
    !own.some((part) => part.includes("preserveAspectRatio"))
      ? [` preserveAspectRatio="xMidYMid slice"`]
      : [];
  const name = alt === "" ? [` aria-hidden="true"`] : [` role="img" aria-label="${alt}"`];
  // `data-image`: which file it was, and the base style that sizes it as an <img> (src/app.css).
  const source = [` data-image="${attribute(img, "src")}"`];
  return `<svg${[...own, ...slice, ...kept, ...source, ...name].join("")}>${inner}</svg>`;
}

/**
 * The page with its favicon as a `data:` URL and its images that load at once as `<svg>`
 * elements, where each is a site SVG of at most `INLINE_LIMIT` bytes; anything else is left as
 * it is.
 * @param {string} html a built page
 * @param {(url: string) => string | undefined} readSvg an SVG file's text by its path on the site
 *   (undefined when there is no such file)
 */
export function inlineSmallImages(html, readSvg) {
  /** @param {string | undefined} url */
  const small = (url) => {
    if (!url || !/^\/[^?#]*\.svg$/.test(url)) return undefined;
    const svg = readSvg(url);
    return svg === undefined || Buffer.byteLength(svg) > INLINE_LIMIT ? undefined : svg;
  };
  let count = 0;
  return html
    .replace(/<img\b[^>]*>/gi, (tag) => {
      if (attribute(tag, "loading")?.toLowerCase() === "lazy") return tag;
      const svg = small(attribute(tag, "src"));
      const element = svg === undefined ? undefined : svgElement(svg, tag, `img${count}-`);
      if (element === undefined) return tag;
      count += 1;
      return element;
    })
    .replace(/<link\b[^>]*>/gi, (tag) => {
      if (attribute(tag, "rel")?.toLowerCase() !== "icon") return tag;
      const url = attribute(tag, "href");
      const svg = small(url);
      return svg === undefined ? tag : tag.replace(`href="${url}"`, `href="${svgDataUrl(svg)}"`);
    });
}

/**
 * Reads a site SVG from the build's client directory, never outside it.
 * @param {string} client the build's client directory
 */
export const svgReader = (client) => (/** @type {string} */ url) => {
  const file = path.join(client, decodeURIComponent(url));
  if (!file.startsWith(client + path.sep) || !fs.existsSync(file)) return undefined;
  return fs.readFileSync(file, "utf8");
};
