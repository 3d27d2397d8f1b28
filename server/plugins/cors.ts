// The API's CORS (server/app.ts registers it in the API's scope, /api): only the site's own origins
// (SITE_URL's and CORS_ORIGINS) may read the answers, errors and 429s included, and nothing the
// API answers is cached. @fastify/cors answers the preflights; a thin hook before it answers an
// OPTIONS that is no preflight (204 with what the API's paths allow) and refuses a preflight from
// another origin with a 403, which the plugin cannot say (it answers a 404).
import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { ForeignOriginError } from "../errors.ts";

export interface CorsOptions {
  /** The origins whose pages may call the API. */
  origins: readonly string[];
}

async function cors(app: FastifyInstance, { origins }: CorsOptions) {
  const allowed = new Set(origins);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (request.method !== "OPTIONS") return;
    reply.header("Vary", "Origin");
    const origin = request.headers.origin;
    if (origin && !allowed.has(origin)) throw new ForeignOriginError();
    reply.header("Allow", "GET, HEAD, POST, OPTIONS");
    if (!origin) return reply.code(204).send();
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin));
    },
    methods: ["GET", "POST", "OPTIONS"],
    allowedHeaders: ["Content-Type", "Idempotency-Key"],
    exposedHeaders: ["Retry-After"],
    maxAge: 600,
    // A preflight without Access-Control-Request-Method is answered as one with it.
    strictPreflight: false,
  });
}

/** Not encapsulated: its hooks serve every plugin of the scope it is registered in. */
export const corsPlugin = fastifyPlugin(cors, { name: "api-cors" });
