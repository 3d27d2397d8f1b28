// The headers every answer carries (server/app.ts registers it): helmet's, the
// Permissions-Policy, HSTS over HTTPS, each answer's Content-Security-Policy (a page of the build
// sends its own, server/csp.ts; the rest the strict one), and with HTTPS_REDIRECT the redirect of
// plain HTTP to the site's https origin.
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { STRICT_POLICY } from "../csp.ts";
import { redirectToHttps } from "../https-redirect.ts";

/** helmet has no option for Permissions-Policy: the onRequest hook below sets it. */
const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()";

/**
 * Sent only on answers over HTTPS (the onRequest hook below): over plain HTTP a browser ignores it
 * (RFC 6797 §8.1), and a server reached over HTTP only would tell nobody anything true.
 */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * helmet, told to send exactly these: X-Content-Type-Options: nosniff, Referrer-Policy:
 * strict-origin-when-cross-origin, X-Frame-Options: DENY, Cross-Origin-Resource-Policy: same-origin
 * (no other site may embed the site's files, scripts or images; a CORS request, which the API
 * allows from CORS_ORIGINS, is not affected). HSTS is ours: helmet would send it over plain HTTP
 * too, and so is Cross-Origin-Opener-Policy: only the staff pages send it (STAFF_PAGES).
 */
const helmetOptions = {
  // Not helmet's: one policy for every response would not do (each page allows its own inline
  // scripts by hash). server/csp.ts gives each response its own.
  contentSecurityPolicy: false,
  xContentTypeOptions: true,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
  crossOriginOpenerPolicy: false,
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
 * The staff pages (issue 36): what they show depends on who is signed in. They alone send
 * Cross-Origin-Opener-Policy: same-origin, so that no window of another site can hold a reference
 * to them (no `window.opener`, no counting their frames). The public pages are the same for every
 * visitor and send none: the header moves a page opened from a new tab or another site into a
 * browsing context group of its own, and that swap was a third of a public page's main-thread work
 * (issue 33; docs/measured.md, "The opener policy, the policy meta", item 1).
 */
export const STAFF_PAGES = /^\/staff(\/|$)/;

export interface SecurityHeadersOptions {
  /** The https origin a request over plain HTTP is redirected to (HTTPS_REDIRECT); none by default. */
  httpsRedirect?: string | undefined;
}

async function securityHeaders(app: FastifyInstance, { httpsRedirect }: SecurityHeadersOptions) {
  await app.register(fastifyHelmet, helmetOptions);

  // Right after helmet's headers, before anything else looks at the request (a health check is
  // answered where it is asked: a load balancer probes the instance over plain HTTP).
  if (httpsRedirect) app.addHook("onRequest", redirectToHttps(httpsRedirect, { probes: true }));

  // Each page of the build has its own policy (server/plugins/static.ts); the rest, the strict one.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", STRICT_POLICY);
    }
    return payload;
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    const pathname = request.url.split("?", 1)[0] ?? "/";
    if (STAFF_PAGES.test(pathname)) reply.header("Cross-Origin-Opener-Policy", "same-origin");
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  });
}

/** Not encapsulated: every answer of the server carries them. */
export const securityHeadersPlugin = fastifyPlugin(securityHeaders, { name: "security-headers" });
