// The one error handler (server/app.ts registers it): every error thrown or refused anywhere in the
// server is logged here and answered here. The API's paths get JSON (or, for a form posted without
// JavaScript, the page its route gives: the route's `refusalPage`), the site's a short text.
import { STATUS_CODES } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errorFields } from "./db/error-fields.ts";
import {
  DatabaseUnavailableError,
  MethodNotAllowedError,
  messageFor,
  NotStoredError,
  RateLimitedError,
  statusOf,
} from "./errors.ts";
import type { StatusMessage } from "./errors.ts";
import { isRecord } from "./json-body.ts";
import { safeError } from "./log-safe.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A route's page for a refusal (the form API's, for a form posted without JavaScript), or
     * undefined to answer in JSON.
     */
    refusalPage?: (
      request: FastifyRequest,
      reply: FastifyReply,
      said: StatusMessage,
    ) => FastifyReply | undefined;
  }
}

/** The API's own paths (not /api itself: that is the API reference page). */
export const isApiPath = (url: string) => url.startsWith("/api/");

/** Response headers of a file that must not stay on an error answered in its place. */
const FILE_HEADERS = [
  "content-security-policy",
  "content-encoding",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
];

/** Seconds until the client may try again, for a refusal that knows. */
const retryAfterOf = (error: unknown) =>
  error instanceof DatabaseUnavailableError || error instanceof RateLimitedError
    ? error.retryAfter
    : undefined;

/**
 * No error inside one request stops the server: it is logged and answered (if the response has not
 * started; if it has, Fastify cuts that one response off).
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  // Never the error itself (server/log-safe.ts): a parser's message quotes the body, a driver's
  // the values. The database's comings and goings are logged once each (server/db/connection.ts),
  // and a submission that could not be stored where it failed, not per request.
  if (
    status >= 500 &&
    !(error instanceof DatabaseUnavailableError || error instanceof NotStoredError)
  )
    request.log.error({ err: safeError(error), url: request.url }, "request failed");
  else
    request.log.info(
      { url: request.url, statusCode: status, code: errorFields(error).code },
      "request refused",
    );
  for (const name of FILE_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
  const retryAfter = retryAfterOf(error);
  if (retryAfter) reply.header("Retry-After", String(retryAfter));
  if (error instanceof MethodNotAllowedError) reply.header("Allow", error.allow);
  reply.code(status).header("Cache-Control", "no-store");

  if (!isApiPath(request.url)) {
    // @fastify/send's 416 says the file's length in its Content-Range.
    const headers = isRecord(error) ? error.headers : undefined;
    const contentRange = isRecord(headers) ? headers["Content-Range"] : undefined;
    if (status === 416 && typeof contentRange === "string" && contentRange)
      reply.header("Content-Range", contentRange);
    return reply.type("text/plain; charset=utf-8").send(STATUS_CODES[status] ?? "Error");
  }

  const said = messageFor(status);
  const page = request.routeOptions.config.refusalPage?.(request, reply, said);
  if (page) return page;
  // JSON: our messages for 413, 429 and 5xx (the framework's or a driver's say too much or too
  // little), the error's own for the rest.
  const ownMessage = String(errorFields(error).message || "Bad Request");
  return reply.send({
    error: status === 413 || status === 429 || status >= 500 ? said.message : ownMessage,
    ...(status === 429 ? { retryAfter } : {}),
  });
}
