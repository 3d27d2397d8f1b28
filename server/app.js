// @ts-check
import fs from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { apiPlugin } from "./api.js";
import { readPolicies, STRICT_POLICY } from "./csp.js";
import { safeError } from "./log-safe.js";
import { findStylesheet } from "./pages.js";

/**
 * Astro's build assets (`/_astro/*`) are named by content hash and never change: cache them for a
 * year. Everything else revalidates.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Site search (Pagefind): its index files are fingerprinted (named by content hash), all but the
 * entry points pagefind.js, pagefind-worker.js, pagefind-entry.json and the wasm.*.pagefind files.
 * Its binary files (.pf_meta, .pf_index, .pf_fragment, .pagefind) have no registered MIME type and
 * get @fastify/static's default, application/octet-stream.
 */
const PAGEFIND_HASHED = /^\/pagefind\/(index\/|fragment\/|filter\/|pagefind\.[^/]+\.pf_meta$)/;

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return pathname.startsWith("/_astro/") || PAGEFIND_HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/** helmet has no option for Permissions-Policy: the onRequest hook below sets it. */
const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()";

/**
 * helmet, told to send exactly these: X-Content-Type-Options: nosniff, Referrer-Policy:
 * strict-origin-when-cross-origin, X-Frame-Options: DENY, Cross-Origin-Opener-Policy: same-origin,
 * Strict-Transport-Security: max-age=31536000; includeSubDomains.
 */
const helmetOptions = {
  // Not helmet's: one policy for every response would not do (each page allows its own inline
  // scripts by hash). server/csp.js gives each response its own.
  contentSecurityPolicy: false,
  xContentTypeOptions: true,
  referrerPolicy: { policy: /** @type {const} */ ("strict-origin-when-cross-origin") },
  xFrameOptions: { action: /** @type {const} */ ("deny") },
  crossOriginOpenerPolicy: { policy: /** @type {const} */ ("same-origin") },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true, preload: false },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Which prerendered not-found page answers an unknown path: a blog slug gets the blog's
 * 'Post not found' view, everything else the site's 404 page. Both are sent with status 404.
 * (Without a blog/404.html in the build, the site's 404 page answers for the blog too.)
 * @param {string} pathname
 */
export function notFoundPageFor(pathname) {
  return /^\/blog\/[^/]+\/?$/.test(pathname) ? "blog/404.html" : "404.html";
}

/**
 * Addresses that answer with another file of the build, as if requested under its own name:
 * today's sitemap is @astrojs/sitemap's index; /sitemap.xml, its old address, stays valid.
 */
export const ALIASES = new Map([["/sitemap.xml", "/sitemap-index.xml"]]);

/** @param {string} url the request target, path and query */
const resolveAlias = (url) => {
  const [pathname = "/", ...query] = url.split("?");
  const target = ALIASES.get(pathname);
  return target ? [target, ...query].join("?") : url;
};

/**
 * A byte-range request the server honours: `bytes=` and one or more `first-last`, `first-` or
 * `-suffix` (RFC 9110 §14.1.1). Anything else is ignored and the whole file sent, as RFC 9110 §14.2
 * allows (@fastify/send would answer 416).
 */
const RANGE_SPEC = String.raw`(\d+-\d*|-\d+)`;
const VALID_RANGE = new RegExp(String.raw`^bytes=\s*${RANGE_SPEC}(\s*,\s*${RANGE_SPEC})*\s*$`);
/** A lone suffix range with a non-zero length: `bytes=-500`. */
const SUFFIX_RANGE = /^bytes=\s*-0*[1-9]\d*\s*$/;

/** Response headers of a file that must not stay on an error answered in its place. */
const FILE_HEADERS = [
  "content-security-policy",
  "content-encoding",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
];

/** @param {string} url the request target, path and query */
const isDecodable = (url) => {
  try {
    decodeURIComponent(url.split("?", 1)[0] ?? "");
    return true;
  } catch {
    return false;
  }
};

/** The API's own paths (not /api itself: that is the API reference page). @param {string} url */
export const isApiPath = (url) => url.startsWith("/api/");

/**
 * The production server: the static build with precompressed files, caching, security headers and
 * the prerendered not-found pages, and with `api` the form API (server/api.js). Call `listen` on it
 * (or `inject` in a test).
 * @param {{
 *   dir: string,
 *   logger?: import("fastify").FastifyServerOptions["logger"],
 *   trustProxy?: false | number | string,
 *   api?: Omit<import("./api.js").ApiOptions, "stylesheet">,
 * }} options trustProxy: how many proxies stand in front, or which (TRUST_PROXY,
 *   server/config.js); none by default
 */
export function createApp({ dir, logger = false, trustProxy = false, api }) {
  const policies = readPolicies(dir);
  const app = Fastify({
    logger,
    // A hop count as the function Fastify's types ask for. proxy-addr walks from the connection's
    // peer (hop 0) leftwards through X-Forwarded-For while the function says "trusted": with N
    // proxies, hops 0 to N-1 are theirs and the next address is the client's.
    trustProxy:
      typeof trustProxy === "number"
        ? (/** @type {string} */ _address, /** @type {number} */ hop) => hop < trustProxy
        : trustProxy,
    // A malformed escape sequence (/%E0%A4%A) is simply an unknown page, as any other: route it
    // to the not-found page instead of the router's JSON 400. Must not throw (it runs unguarded).
    // Aliases (ALIASES) are served as the file they stand for.
    rewriteUrl: (req) => (isDecodable(req.url ?? "/") ? resolveAlias(req.url ?? "/") : "/404"),
  });

  app.register(fastifyHelmet, helmetOptions);

  // Each page of the build has its own policy (setHeaders, sendNotFound); the rest, the strict one.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", STRICT_POLICY);
    }
    return payload;
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // Pages are only read: any other method is 405 before any body parsing. (An unknown API path
    // is a JSON 404 instead.)
    if (
      request.is404 &&
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      !isApiPath(request.url)
    ) {
      return reply
        .code(405)
        .header("Allow", "GET, HEAD")
        .type("text/plain; charset=utf-8")
        .send("Method Not Allowed");
    }
    const range = request.headers.range;
    if (range === undefined) return;
    if (!VALID_RANGE.test(range)) {
      delete request.raw.headers.range;
    } else {
      // A range of a .br/.gz file is a range of compressed bytes, which no client can decode on
      // its own: a Range request is always served from the uncompressed file.
      delete request.raw.headers["accept-encoding"];
    }
  });

  if (api) app.register(apiPlugin, { ...api, stylesheet: findStylesheet(dir) });

  app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    // /pricing and /pricing/ serve pricing/index.html directly (no redirect), /index serves index.html.
    extensions: ["html"],
    redirect: false,
    // Cache-Control comes from cacheControlFor, not from @fastify/send's default.
    cacheControl: false,
    // No dotfiles but /.well-known/ (as sirv before it), and the .br/.gz siblings only in place of
    // their original, never under their own name.
    allowedPath: (pathname) =>
      !/(^|\/)\.(?!well-known(\/|$))/.test(pathname) && !/\.(br|gz)$/.test(pathname),
    setHeaders(res, filePath) {
      const pathname = "/" + path.relative(dir, filePath).split(path.sep).join("/");
      const file = pathname.replace(/\.(br|gz)$/, "");
      res.setHeader("Cache-Control", cacheControlFor(file));
      res.setHeader("Vary", "Accept-Encoding");
      const policy = policies.forFile(file);
      if (policy) res.setHeader("Content-Security-Policy", policy);
    },
  });

  /**
   * @typedef {{ body: Buffer, encoding?: string }} Variant
   * @typedef {{ variants: Variant[], policy?: string }} NotFoundPage
   */
  /** @type {Map<string, NotFoundPage>} */
  const notFoundPages = new Map();
  /** The not-found page's variants, best encoding first, and its policy. @param {string} file */
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
      notFoundPages.set(
        file,
        variants.length
          ? { variants, policy: policies.forFile(`/${file}`) }
          : file === "404.html"
            ? { variants: [{ body: Buffer.from("Not Found") }] }
            : readNotFound("404.html"),
      );
    }
    return /** @type {NotFoundPage} */ (notFoundPages.get(file));
  };

  /**
   * @param {import("fastify").FastifyRequest} request
   * @param {import("fastify").FastifyReply} reply
   */
  const sendNotFound = (request, reply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).header("Cache-Control", "no-store").send({ error: "Not Found" });
    }
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const { variants, policy } = readNotFound(notFoundPageFor(request.url.split("?", 1)[0] ?? "/"));
    const chosen =
      variants.find((variant) => variant.encoding && accepted.includes(variant.encoding)) ??
      variants.find((variant) => !variant.encoding) ??
      /** @type {Variant} */ (variants[0]);
    reply.code(404).headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      ...(chosen.encoding ? { "Content-Encoding": chosen.encoding } : {}),
      ...(policy ? { "Content-Security-Policy": policy } : {}),
    });
    return reply.send(chosen.body);
  };

  // The not-found pages themselves are never a 200.
  for (const page of ["/404", "/blog/404"]) {
    for (const suffix of ["", "/", ".html", ".html/"]) app.get(page + suffix, sendNotFound);
  }
  app.setNotFoundHandler(sendNotFound);

  // No error inside one request stops the server: it is logged and answered (if the response has
  // not started; if it has, Fastify cuts that one response off).
  app.setErrorHandler((error, request, reply) => {
    /** @type {{ statusCode?: unknown, headers?: Record<string, string> }} */
    const { statusCode, headers } = Object(error);
    const status =
      typeof statusCode === "number" && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
    // @fastify/send answers 416 to a suffix range longer than the file (bytes=-500 on 100 bytes),
    // which RFC 9110 §14.1.2 defines as the whole file: ask it again for all of it.
    const file = /** @type {Record<string, string | undefined>} */ (request.params ?? {})["*"];
    if (status === 416 && SUFFIX_RANGE.test(request.headers.range ?? "") && file !== undefined) {
      request.raw.headers.range = "bytes=0-";
      reply.code(200).sendFile(`/${file}`);
      return;
    }
    // Never the error itself (server/log-safe.js): a parser's or a driver's message quotes values.
    if (status >= 500)
      request.log.error({ err: safeError(error), url: request.url }, "request failed");
    else
      request.log.info(
        { url: request.url, statusCode: status, code: Object(error).code },
        "request refused",
      );
    for (const name of FILE_HEADERS) {
      reply.removeHeader(name);
      reply.raw.removeHeader(name);
    }
    if (status === 416 && headers?.["Content-Range"])
      reply.header("Content-Range", headers["Content-Range"]);
    reply
      .code(status)
      .header("Cache-Control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(STATUS_CODES[status] ?? "Error");
  });

  return app;
}
