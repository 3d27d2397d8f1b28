import Fastify, { LogController } from "fastify";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { allowedMethodsPlugin } from "./allowed-methods.ts";
import { errorHandler, isApiPath } from "./error-handler.ts";
import { HEALTH_PATHS, redirectToHttps } from "./https-redirect.ts";
import { safeError } from "./log-safe.ts";
import { loadFormPages } from "./pages.ts";
import { corsPlugin } from "./plugins/cors.ts";
import { formApiPlugin } from "./plugins/form-api.ts";
import type { ApiOptions } from "./plugins/form-api.ts";
import { healthPlugin } from "./plugins/health.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { staticPlugin } from "./plugins/static.ts";

export { httpsLocation } from "./https-redirect.ts";
export { cacheControlFor, notFoundPageFor } from "./plugins/static.ts";

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

/** Where the API's paths start. */
export const API_PREFIX = "/api";

/**
 * The API's scope, to register under API_PREFIX: CORS for the site's origins, then one line per
 * plugin. `npm run openapi` documents the same scope (server/openapi.ts).
 */
export const apiPlugin =
  (api: Omit<ApiOptions, "pages"> & { dir: string }) => async (scope: FastifyInstance) => {
    // Every API route declares its schemas in zod (src/shared/schemas/ where the browser reads them
    // too): they validate its input, type its handler, check its answers and make the OpenAPI
    // document.
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    await scope.register(corsPlugin, { origins: api.corsOrigins });
    await scope.register(formApiPlugin, { ...api, pages: loadFormPages(api.dir) });
    await scope.register(healthPlugin, { database: api.database });
  };

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
 * The production server, a short list of plugins (server/plugins/): the security headers, the 405s
 * (server/allowed-methods.ts), with `api` the API's scope under /api (CORS, the form API, health:
 * another API plugin is one more line there), and the site's static files with the prerendered
 * not-found pages. One error handler answers for all of them (server/error-handler.ts). Call
 * `listen` on it (or `inject` in a test).
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

  // Every error of every plugin is logged and answered here (server/error-handler.ts).
  app.setErrorHandler(errorHandler);

  app.register(securityHeadersPlugin, { httpsRedirect });
  // Pages are only read: any other method is 405 before any body parsing, and so is a method an
  // API path does not answer (an unknown API path is a JSON 404 instead). Notes every route after it.
  app.register(allowedMethodsPlugin);
  // The API's paths: CORS for the site's origins, then one line per plugin.
  if (api) app.register(apiPlugin({ ...api, dir }), { prefix: API_PREFIX });
  app.register(staticPlugin, { dir });

  return app;
}
