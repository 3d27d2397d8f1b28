// @ts-check
import fs from "node:fs";
import path from "node:path";
import sirv from "sirv";

/** Hashed build assets never change: cache them for a year. Everything else revalidates. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Site search (Pagefind): its index files are fingerprinted (named by content hash), all but the
 * entry points pagefind.js, pagefind-worker.js, pagefind-entry.json and the wasm.*.pagefind files.
 */
const PAGEFIND_HASHED = /^\/pagefind\/(index\/|fragment\/|filter\/|pagefind\.[^/]+\.pf_meta$)/;
/** Pagefind's gzip-packed binary files, which have no registered MIME type. */
const PAGEFIND_BINARY = /^\/pagefind\/.+\.(pf_meta|pf_index|pf_fragment|pf_filter|pagefind)$/;

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return pathname.startsWith("/assets/") || PAGEFIND_HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

/**
 * Which prerendered not-found page answers an unknown path: a blog slug gets the blog's
 * 'Post not found' view, everything else the site's 404 page. Both are sent with status 404.
 * @param {string} pathname
 */
export function notFoundPageFor(pathname) {
  return /^\/blog\/[^/]+\/?$/.test(pathname) ? "blog/404.html" : "404.html";
}

/**
 * A request handler serving the static build with precompressed files, caching and security headers.
 * @param {{ dir: string }} options
 */
export function createHandler({ dir }) {
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      // sirv passes its own (empty) Content-Type to writeHead, which wins over setHeader.
      if (PAGEFIND_BINARY.test(pathname)) {
        const writeHead = res.writeHead.bind(res);
        res.writeHead = /** @type {typeof res.writeHead} */ (
          (/** @type {number} */ status, /** @type {any} */ headers) =>
            writeHead(status, { ...headers, "Content-Type": "application/octet-stream" })
        );
      }
    },
  });
  /** @type {Map<string, { body: Buffer, encoding?: string }[]>} */
  const notFoundPages = new Map();
  /** The not-found page's variants, best encoding first. @param {string} file */
  const readNotFound = (file) => {
    if (!notFoundPages.has(file)) {
      const full = path.join(dir, file);
      const variants = [
        { suffix: ".br", encoding: "br" },
        { suffix: ".gz", encoding: "gzip" },
        { suffix: "", encoding: undefined },
      ]
        .filter(({ suffix }) => fs.existsSync(full + suffix))
        .map(({ suffix, encoding }) => ({ body: fs.readFileSync(full + suffix), encoding }));
      notFoundPages.set(file, variants.length ? variants : [{ body: Buffer.from("Not Found") }]);
    }
    return /** @type {{ body: Buffer, encoding?: string }[]} */ (notFoundPages.get(file));
  };
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} pathname
   */
  const sendNotFound = (req, res, pathname) => {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const variants = readNotFound(notFoundPageFor(pathname));
    const chosen =
      variants.find((variant) => variant.encoding && accepted.includes(variant.encoding)) ??
      variants.find((variant) => !variant.encoding) ??
      /** @type {{ body: Buffer, encoding?: string }} */ (variants[0]);
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Length": chosen.body.length,
      Vary: "Accept-Encoding",
      ...(chosen.encoding ? { "Content-Encoding": chosen.encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : chosen.body);
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return function handler(req, res) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }
    let pathname = "/";
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      // A malformed escape sequence is simply an unknown page.
    }
    // The not-found pages themselves are never a 200.
    if (/^\/(blog\/)?404(\.html)?\/?$/.test(pathname)) return sendNotFound(req, res, pathname);
    serve(req, res, () => sendNotFound(req, res, pathname));
  };
}
