// The one error handler (server/app.ts registers it): every error thrown or refused anywhere in the
// server is logged here and answered here. The API's paths get JSON (or, for a form posted without
// JavaScript, or in its own words, what its route gives: the route's `refusal`), the site's a short
// text. A body or query that fails its route's zod schema is a 400 naming each field.
import { STATUS_CODES } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
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
     * A route's own answer to a refusal (a form's page for a form posted without JavaScript, Ask
     * Automatica's words), or undefined to answer as the API does. `fields`: each field's message
     * when the body or query failed the route's schema.
     */
    refusal?: (
      request: FastifyRequest,
      reply: FastifyReply,
      said: StatusMessage,
      fields: Record<string, string> | undefined,
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

/** A request's path without its query string, which can carry what a visitor typed (a search). */
const pathOf = (url: string) => url.split("?", 1)[0];

/** Seconds until the client may try again, for a refusal that knows. */
const retryAfterOf = (error: unknown) =>
  error instanceof DatabaseUnavailableError || error instanceof RateLimitedError
    ? error.retryAfter
    : undefined;

/** The first message of each field a route's zod schema refused: `{ question: "…" }`. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.split("/").filter(Boolean)[0] ?? "body";
    errors[field] ??= issue.message ?? "Invalid value";
  }
  return errors;
}

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
    request.log.error({ err: safeError(error), url: pathOf(request.url) }, "request failed");
  else
    request.log.info(
      { url: pathOf(request.url), statusCode: status, code: errorFields(error).code },
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
  const fields = fieldErrors(error);
  const own = request.routeOptions.config.refusal?.(request, reply, said, fields);
  if (own) return own;
  if (fields) return reply.send({ errors: fields });
  // JSON: our messages for 413, 429 and 5xx (the framework's or a driver's say too much or too
  // little), the error's own for the rest.
  const ownMessage = String(errorFields(error).message || "Bad Request");
  return reply.send({
    error: status === 413 || status === 429 || status >= 500 ? said.message : ownMessage,
    ...(status === 429 ? { retryAfter } : {}),
  });
}
