// HTTPS_REDIRECT: a request that came over plain HTTP is sent to the same path on the site's
// https origin (server/plugins/security-headers.ts, and the plain-HTTP side in server/app.ts).
import type { FastifyReply, FastifyRequest } from "fastify";

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

/** The health checks (server/plugins/health.ts), answered over plain HTTP too: a load balancer asks there. */
export const HEALTH_PATHS = ["/api/health", "/api/health/live"];

/**
 * HTTPS_REDIRECT's onRequest hook: a request that came over plain HTTP gets a 308 (which keeps the
 * method and the body) to the same path on `origin`.
 * @param origin the site's https origin
 * @param options probes: /api/health and /api/health/live are answered over plain HTTP too, where a
 *   load balancer asks them
 */
export const redirectToHttps =
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
