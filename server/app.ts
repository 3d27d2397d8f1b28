import fs from "node:fs";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController } from "fastify";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import { allowedMethods } from "./allowed-methods.ts";
import { apiPlugin } from "./api.ts";
import type { ApiOptions } from "./api.ts";
import { readPolicies, STRICT_POLICY } from "./csp.ts";
import { createFileCache } from "./file-cache.ts";
import { errorHandler, isApiPath } from "./error-handler.ts";
import { statusOf } from "./errors.ts";
import { safeError } from "./log-safe.ts";
import { isRecord } from "./json-body.ts";
import { loadFormPages } from "./pages.ts";

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

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith("/_astro/") || PAGEFIND_HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/** helmet has no option for Permissions-Policy: the onRequest hook below sets it. */
const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()";

/**
 * Sent only on answers over HTTPS (the onRequest hook below): over plain HTTP a browser ignores it
 * (RFC 6797 §8.1), and a server reached over HTTP only would tell nobody anything true.
 */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * How long the server waits for a client (README, "Deploying"). Node checks the header and request
 * deadlines every `checkEveryMs` (its default, 30 s, let a slow header trickle on for 60 s + 30 s).
 * - headersMs: the request line and headers must arrive within 10 s of the connection or of the
 *   previous answer (a slowloris holds a socket by never finishing them).
 * - requestMs: the whole request, headers and body, within 10 s: the forms' bodies are a few KB,
 *   sent in one go by any real client; a body that trickles in or stalls is cut with a 408.
 * - keepAliveMs: an idle keep-alive socket is closed after 5 s (Node's default; browsers reopen
 *   at once). Behind a load balancer with a longer idle timeout, it retries the closed socket.
 * - idleMs: a socket with no traffic either way for 30 s (a client that stopped reading an
 *   answer) is destroyed.
 */
export const TIMEOUTS = Object.freeze({
  headersMs: 10_000,
  requestMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 30_000,
  checkEveryMs: 1_000,
});

/**
 * helmet, told to send exactly these: X-Content-Type-Options: nosniff, Referrer-Policy:
 * strict-origin-when-cross-origin, X-Frame-Options: DENY, Cross-Origin-Opener-Policy: same-origin,
 * Cross-Origin-Resource-Policy: same-origin (no other site may embed the site's files, scripts or
 * images; a CORS request, which the API allows from CORS_ORIGINS, is not affected). HSTS is ours:
 * helmet would send it over plain HTTP too.
 */
const helmetOptions = {
  // Not helmet's: one policy for every response would not do (each page allows its own inline
  // scripts by hash). server/csp.ts gives each response its own.
  contentSecurityPolicy: false,
  xContentTypeOptions: true,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Which prerendered not-found page answers an unknown path: a blog slug gets the blog's
 * 'Post not found' view, everything else the site's 404 page. Both are sent with status 404.
 * (Without a blog/404.html in the build, the site's 404 page answers for the blog too.)
 */
export function notFoundPageFor(pathname: string): string {
  return /^\/blog\/[^/]+\/?$/.test(pathname) ? "blog/404.html" : "404.html";
}

/** A not-found page of the build in one encoding (none: the file itself). */
interface Variant {
  body: Buffer;
  encoding?: string | undefined;
}

/** A not-found page: its variants, best encoding first, and its policy. */
interface NotFoundPage {
  variants: Variant[];
  policy?: string | undefined;
}

/**
 * Addresses that answer with another file of the build, as if requested under its own name:
 * today's sitemap is @astrojs/sitemap's index; /sitemap.xml, its old address, stays valid.
 */
export const ALIASES = new Map([["/sitemap.xml", "/sitemap-index.xml"]]);

/** @param url the request target, path and query */
const resolveAlias = (url: string) => {
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

/** @param url the request target, path and query */
const isDecodable = (url: string) => {
  try {
    decodeURIComponent(url.split("?", 1)[0] ?? "");
    return true;
  } catch {
    return false;
  }
};

export { isApiPath };

/**
 * Fastify's request log, one line per request instead of two (no "incoming request"): at info for
 * the API's requests, and at debug only (LOG_LEVEL=debug) for the site's files, which made nine
 * lines in ten at info (122 MB of logs for 317k requests). A response that fails is logged at
 * error, and the error handler below logs every error, at any level. The path only: a query
 * string can carry what a visitor typed.
 */
/** A logger that can say whether a level is written (pino's can; Fastify's stand-in cannot). */
interface LevelAware {
  isLevelEnabled: (level: string) => boolean;
}
const isLevelAware = (log: FastifyBaseLogger): log is FastifyBaseLogger & LevelAware =>
  "isLevelEnabled" in log && typeof log.isLevelEnabled === "function";

class AccessLog extends LogController {
  incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const level = error ? "error" : isApiPath(request.url) ? "info" : "debug";
    // (Fastify's stand-in without a logger has no isLevelEnabled, and writes nothing anyway.)
    if (isLevelAware(reply.log) && !reply.log.isLevelEnabled(level)) return;
    reply.log[level](
      {
        method: request.method,
        url: request.url.split("?", 1)[0],
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        ...(error ? { err: safeError(error) } : {}),
      },
      error ? "request errored" : "request completed",
    );
  }
}

/**
 * Where a request over plain HTTP is sent with HTTPS_REDIRECT: the same path on `origin` (the
 * site's own https origin, never the request's Host, which the client writes: no open redirect, and
 * one canonical address). An absolute-form target (`GET http://x/ HTTP/1.1`) keeps only its path.
 * @param target the request's original target
 */
export const httpsLocation = (origin: string, target: string): string => {
  // `origin` has no trailing slash: even `//elsewhere/` stays a path on it.
  if (target.startsWith("/")) return origin + target;
  try {
    const url = new URL(target);
    return origin + url.pathname + url.search;
  } catch {
    return `${origin}/`;
  }
};

/** Timeouts that differ from TIMEOUTS (shorter ones in tests). */
export type Timeouts = Partial<Record<keyof typeof TIMEOUTS, number>>;

/** Fastify's and Node's settings for TIMEOUTS (shorter ones in tests). */
const serverTimeouts = (timeouts?: Timeouts) => {
  const limits = { ...TIMEOUTS, ...timeouts };
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    http: {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
  };
};

/** The health checks (server/api.ts), answered over plain HTTP too: a load balancer asks there. */
const HEALTH_PATHS = ["/api/health", "/api/health/live"];

/**
 * HTTPS_REDIRECT's onRequest hook: a request that came over plain HTTP gets a 308 (which keeps the
 * method and the body) to the same path on `origin`.
 * @param origin the site's https origin
 * @param options probes: /api/health and /api/health/live are answered over plain HTTP too, where a
 *   load balancer asks them
 */
const redirectToHttps =
  (origin: string, { probes }: { probes: boolean }) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const probe = probes && HEALTH_PATHS.includes(request.url.split("?", 1)[0] ?? "");
    if (request.protocol === "https" || probe) return;
    return reply
      .code(308)
      .header("Location", httpsLocation(origin, request.originalUrl))
      .header("Cache-Control", "no-store")
      .send();
  };

/** Headers of an answer that belong to its own connection, not to what it says. */
const HOP_HEADERS = ["connection", "keep-alive", "transfer-encoding", "content-length", "date"];

/**
 * The plain-HTTP side of a server that speaks HTTPS itself (TLS_CERT_FILE with HTTPS_REDIRECT):
 * every request is sent to the site's https origin, with the same timeouts as the site, but
 * /api/health and /api/health/live, where a load balancer probes over plain HTTP: those are
 * answered by `site` itself, whose handlers know the database and the outbox (this app has
 * neither), as it would answer them over HTTPS (without HSTS: it is plain HTTP).
 */
export function createRedirectApp({
  httpsRedirect,
  site,
  timeouts,
}: {
  httpsRedirect: string;
  site?: FastifyInstance;
  timeouts?: Timeouts;
}) {
  const app = Fastify({ ...serverTimeouts(timeouts), logger: false });
  app.addHook("onRequest", redirectToHttps(httpsRedirect, { probes: Boolean(site) }));
  if (site) {
    for (const url of HEALTH_PATHS) {
      app.all(url, async (request, reply) => {
        const answer = await site.inject({ method: request.method, url });
        const headers = Object.entries(answer.headers).filter(
          ([name]) => !HOP_HEADERS.includes(name),
        );
        return reply
          .code(answer.statusCode)
          .headers(Object.fromEntries(headers))
          .send(answer.rawPayload);
      });
    }
  }
  return app;
}

export interface AppOptions {
  dir: string;
  logger?: FastifyServerOptions["logger"];
  /** How many proxies stand in front, or which (TRUST_PROXY, server/config.ts); none by default. */
  trustProxy?: false | number | string;
  /** The https origin a request over plain HTTP is redirected to (HTTPS_REDIRECT); none by default. */
  httpsRedirect?: string | undefined;
  /** The key and certificate to serve HTTPS with (TLS_KEY_FILE, TLS_CERT_FILE); plain HTTP by default. */
  tls?: { key: string | Buffer; cert: string | Buffer } | undefined;
  /** Shorter ones in tests. */
  timeouts?: Timeouts;
  api?: Omit<ApiOptions, "pages">;
}

/**
 * The production server: the static build with precompressed files, caching, security headers and
 * the prerendered not-found pages, and with `api` the form API (server/api.ts). Call `listen` on it
 * (or `inject` in a test).
 */
export function createApp({
  dir,
  logger = false,
  trustProxy = false,
  httpsRedirect,
  tls,
  api,
  timeouts,
}: AppOptions) {
  const policies = readPolicies(dir);
  const files = createFileCache();
  const app = Fastify({
    logger,
    logController: new AccessLog(),
    ...serverTimeouts(timeouts),
    // TLS_CERT_FILE and TLS_KEY_FILE: the server speaks HTTPS itself (no TLS proxy in front).
    ...(tls ? { https: tls } : {}),
    // A hop count as the function Fastify's types ask for. proxy-addr walks from the connection's
    // peer (hop 0) leftwards through X-Forwarded-For while the function says "trusted": with N
    // proxies, hops 0 to N-1 are theirs and the next address is the client's.
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    // A malformed escape sequence (/%E0%A4%A) is simply an unknown page, as any other: route it
    // to the not-found page instead of the router's JSON 400. Must not throw (it runs unguarded).
    // Aliases (ALIASES) are served as the file they stand for.
    rewriteUrl: (req) => (isDecodable(req.url ?? "/") ? resolveAlias(req.url ?? "/") : "/404"),
  });

  // 405 for a method a path does not answer (server/allowed-methods.ts): every route is noted.
  const checkMethod = allowedMethods(app);
  app.setErrorHandler(errorHandler);

  app.register(fastifyHelmet, helmetOptions);

  // Right after helmet's headers, before anything else looks at the request (a health check is
  // answered where it is asked: a load balancer probes the instance over plain HTTP).
  if (httpsRedirect) app.addHook("onRequest", redirectToHttps(httpsRedirect, { probes: true }));

  // Each page of the build has its own policy (setHeaders, sendNotFound); the rest, the strict one.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", STRICT_POLICY);
    }
    return payload;
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    // Pages are only read: any other method is 405 before any body parsing, and so is a method an
    // API path does not answer. (An unknown API path is a JSON 404 instead.)
    checkMethod(request);
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

  // The site's files, from memory once @fastify/static has sent them (server/file-cache.ts).
  app.addHook("onRequest", async (request, reply) => {
    if (files.answer(request, reply)) return reply;
  });
  // Not awaited: the answer is out, and reading the file for later ones keeps nobody waiting.
  app.addHook("onResponse", (request, reply, done) => {
    files.learn(request, reply);
    done();
  });

  // Under /api: its CORS preflight answers the API's paths alone.
  if (api) app.register(apiPlugin, { ...api, pages: loadFormPages(dir), prefix: "/api" });

  // The site's files, in a plugin of their own for the one refusal it takes back (below).
  app.register(async (site) => {
    // @fastify/send answers 416 to a suffix range longer than the file (bytes=-500 on 100 bytes),
    // which RFC 9110 §14.1.2 defines as the whole file: ask it again for all of it. Any other error
    // goes on to the one error handler (server/error-handler.ts).
    site.setErrorHandler((error, request, reply) => {
      const file = isRecord(request.params) ? request.params["*"] : undefined;
      if (
        statusOf(error) === 416 &&
        SUFFIX_RANGE.test(request.headers.range ?? "") &&
        typeof file === "string"
      ) {
        request.raw.headers.range = "bytes=0-";
        return reply.code(200).sendFile(`/${file}`);
      }
      throw error;
    });
    await site.register(fastifyStatic, {
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
        files.noteFile(res, filePath);
        const pathname = "/" + path.relative(dir, filePath).split(path.sep).join("/");
        const file = pathname.replace(/\.(br|gz)$/, "");
        res.setHeader("Cache-Control", cacheControlFor(file));
        res.setHeader("Vary", "Accept-Encoding");
        const policy = policies.forFile(file);
        if (policy) res.setHeader("Content-Security-Policy", policy);
      },
    });
  });

  const notFoundPages = new Map<string, NotFoundPage>();
  /** The not-found page's variants, best encoding first, and its policy. */
  const readNotFound = (file: string): NotFoundPage => {
    const known = notFoundPages.get(file);
    if (known) return known;
    const full = path.join(dir, file);
    const variants = [
      { suffix: ".br", encoding: "br" },
      { suffix: ".gz", encoding: "gzip" },
      { suffix: "", encoding: undefined },
    ]
      .filter(({ suffix }) => fs.existsSync(full + suffix))
      .map(({ suffix, encoding }) => ({ body: fs.readFileSync(full + suffix), encoding }));
    const page = variants.length
      ? { variants, policy: policies.forFile(`/${file}`) }
      : file === "404.html"
        ? { variants: [{ body: Buffer.from("Not Found") }] }
        : readNotFound("404.html");
    notFoundPages.set(file, page);
    return page;
  };

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).header("Cache-Control", "no-store").send({ error: "Not Found" });
    }
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const { variants, policy } = readNotFound(notFoundPageFor(request.url.split("?", 1)[0] ?? "/"));
    const chosen =
      variants.find((variant) => variant.encoding && accepted.includes(variant.encoding)) ??
      variants.find((variant) => !variant.encoding) ??
      variants[0];
    if (!chosen) throw new Error("a not-found page without a file");
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

  return app;
}
