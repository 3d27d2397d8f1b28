// 405s from one mechanism: every route the server declares is noted as it is added (an onRoute
// hook), and a request for a known path with a method it does not have is refused with 405 and an
// Allow header naming the ones it has, before its body is read. The site's pages are files, only
// read: any path that is no route answers GET and HEAD alone. The API's paths also answer a CORS
// preflight (OPTIONS), and an unknown API path is a JSON 404 whatever the method.
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { isApiPath } from "./error-handler.ts";
import { MethodNotAllowedError } from "./errors.ts";

/** The order Allow lists methods in. */
const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** What a page of the site (a file of the build) answers. */
const SITE_METHODS = ["GET", "HEAD"];

const pathOf = (url: string) => url.split("?", 1)[0] ?? "/";

/**
 * Notes the routes of the server registered after it, and refuses, in an onRequest hook, a method
 * the request's path does not answer (MethodNotAllowedError). Routes with a wildcard or a
 * parameter are not noted: they answer any path under them.
 */
async function allowedMethods(app: FastifyInstance) {
  const routes = new Map<string, Set<string>>();
  app.addHook("onRoute", ({ url, method }) => {
    if (/[*:]/.test(url)) return;
    const methods = routes.get(url) ?? new Set<string>();
    for (const each of Array.isArray(method) ? method : [method]) methods.add(each);
    // Fastify answers HEAD wherever it answers GET.
    if (methods.has("GET")) methods.add("HEAD");
    routes.set(url, methods);
  });
  app.addHook("onRequest", async (request) => {
    const path = pathOf(request.url);
    const api = isApiPath(path);
    const known = routes.get(path);
    if (api && !known) return;
    const allow = ORDER.filter(
      (method) =>
        (known ? known.has(method) : SITE_METHODS.includes(method)) ||
        (api && method === "OPTIONS"),
    );
    if (!allow.includes(request.method)) throw new MethodNotAllowedError(allow);
  });
}

/** Not encapsulated: it notes and checks the whole server's routes. */
export const allowedMethodsPlugin = fastifyPlugin(allowedMethods, { name: "allowed-methods" });
