// @ts-check
// The form API: POST /api/enquiries, /api/contact, /api/invites, GET /api/challenge and
// GET /api/health and /api/health/live. JSON in, JSON out; a form posted without JavaScript
// (application/x-www-form-urlencoded) is answered with a redirect to its thank-you page, or a small
// HTML page saying what to fix (or, when it could not be stored, the form again with its values).
// Without the database (server/db/connection.js) the forms answer 503 with a Retry-After. Every valid submission is stored with a spam verdict
// (server/spam/verdict.js) and where it came from; only an ok one is sent on at once. The answer is
// the same whatever the verdict: a bot learns nothing.
import { randomUUID } from "node:crypto";
import fastifyFormbody from "@fastify/formbody";
import fastifyRateLimit from "@fastify/rate-limit";
import { challengeEndpoint } from "../src/shared/form-api.ts";
import { parseLeadSource, sourceFromPageUrl } from "../src/shared/schemas/source.ts";
import { submissionFailure } from "../src/shared/form-messages.ts";
import { DatabaseUnavailableError, reasonOf } from "./db/connection.js";
import { assistantPlugin } from "./assistant/routes.ts";
import { strictJsonBodies } from "./json-body.js";
import { safeError } from "./log-safe.js";
import { formProblemPage, invalidSubmissionPage, retryFormPage } from "./pages.js";
import { clientKey, databaseRateLimitStore } from "./rate-limit-store.js";
import { judge } from "./spam/verdict.js";
import {
  CHALLENGE_FIELD,
  dispatchFor,
  ELAPSED_FIELD,
  forms,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  SOURCE_FIELD,
  validateSubmission,
} from "./submissions/forms.js";
import { IdempotencyConflictError } from "./submissions/store.js";

/** Proof-of-work challenges one client may fetch in a minute, per submission it may make. */
export const CHALLENGES_PER_SUBMISSION = 6;
/** The largest request body accepted, in bytes. */
export const BODY_LIMIT = 16 * 1024;
const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
/** Printable ASCII, 1 to 255 characters (a UUID fits, and so does any sane client's key). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * @typedef {{
 *   store: import("./submissions/store.js").Store,
 *   db: import("./db/index.js").Db,
 *   challenges: import("./spam/challenge.js").Challenges,
 *   hashSecret: () => Promise<string>,
 * }} ApiParts what the API needs of the database, there once it is
 * @typedef {{
 *   database: import("./db/connection.js").Connection<ApiParts>,
 *   corsOrigins: string[],
 *   rateLimitMax: number,
 *   confirmationsPerHour: number,
 *   webhook: boolean,
 *   stylesheet?: string,
 *   onStored?: () => void,
 *   assistant?: Omit<import("./assistant/routes.ts").AssistantPluginOptions, "database" | "fromDatabase">,
 * }} ApiOptions
 *   database: the database when it is there (challenges: issues and checks the proof of work;
 *   hashSecret: the key of the rate limit's HMACs)
 * @typedef {import("fastify").FastifyRequest} Request
 * @typedef {import("fastify").FastifyReply} Reply
 */

/** @param {Request} request */
const mediaType = (request) =>
  String(request.headers["content-type"] ?? "")
    .split(";", 1)[0]
    ?.trim()
    .toLowerCase() ?? "";

/** A form posted by a browser without JavaScript: answered with pages, not JSON. @param {Request} request */
const isFormPost = (request) => mediaType(request) === FORM_TYPE;

/** @param {number} statusCode @param {string} message @param {Record<string, unknown>} [extra] */
const httpError = (statusCode, message, extra = {}) =>
  Object.assign(new Error(message), { statusCode, ...extra });

const MESSAGES = /** @type {Record<number, { title: string, message: string }>} */ ({
  400: { title: "Something went wrong", message: "The form could not be read. Please try again." },
  413: {
    title: "That is too much text",
    message: `The form was larger than ${BODY_LIMIT / 1024} KB. Please shorten it and send it again.`,
  },
  415: {
    title: "Unsupported form",
    message: `Send the form as ${JSON_TYPE} or ${FORM_TYPE}.`,
  },
  422: {
    title: "Already sent",
    message:
      "This form was already sent with different values. Please reload the form and send it again.",
  },
  429: {
    title: "Too many submissions",
    message:
      "You have sent this form several times in the last minute. Please wait a minute and try again.",
  },
  500: {
    title: "Something went wrong",
    message: "We could not save your submission. Please try again in a few minutes.",
  },
  // The database is away (or full, or read-only): the forms' own failure notice, as the site shows.
  503: { title: submissionFailure.title, message: submissionFailure.description },
});

/**
 * The origin this request was made to (`http://localhost:3000`; behind TRUST_PROXY, as the proxy
 * was asked), normalised as a URL's origin is (no default port).
 * @param {Request} request
 */
const ownOrigin = (request) => {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return "";
  }
};

/**
 * The page's measured time to the submit (the time trap): a whole number of milliseconds, from JSON
 * or from a form field; undefined when absent or nonsense.
 * @param {unknown} value
 */
const elapsedOf = (value) => {
  const number = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/**
 * A lead source sent as a form field: an object from JSON, or its JSON text from a form post (the
 * page that offers a failed form post again carries it so).
 * @param {unknown} value
 */
const sentSource = (value) => {
  if (typeof value !== "string") return parseLeadSource(value);
  try {
    return parseLeadSource(JSON.parse(value));
  } catch {
    return undefined;
  }
};

/**
 * @param {import("fastify").FastifyInstance} app
 * @param {ApiOptions} options
 */
export async function apiPlugin(
  app,
  {
    database,
    corsOrigins,
    rateLimitMax,
    confirmationsPerHour,
    webhook,
    stylesheet,
    onStored,
    assistant,
  },
) {
  const allowedOrigins = new Set(corsOrigins);

  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  /**
   * Where the lead came from: what the page sent, or (without JavaScript) the form page's own
   * address from the Referer, when it is a page of this site.
   * @param {Request} request
   * @param {Record<string, unknown>} body
   */
  const sourceOf = (request, body) => {
    const fromPage = sourceFromPageUrl(request.headers.referer, [
      ...allowedOrigins,
      ownOrigin(request),
    ]);
    const sent = sentSource(body[SOURCE_FIELD]);
    return sent ? { ...sent, page: sent.page ?? fromPage?.page } : fromPage;
  };

  /**
   * What an error of a call to the database becomes: when it says the database is away, full or
   * read-only, the database is marked lost and the error is a DatabaseUnavailableError (503, with
   * a Retry-After); any other stays itself (a bug, a 500). Only errors of database calls come here:
   * a client that resets its socket or cuts its body short (ECONNRESET too) is that request's 400.
   * @param {unknown} error
   */
  const fromDatabase = (error) =>
    error instanceof DatabaseUnavailableError || !database.failed(error)
      ? error
      : new DatabaseUnavailableError(reasonOf(error), database.status().retryAfter);

  strictJsonBodies(app);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so every instance sharing it counts together; without it, a 503.
    store: databaseRateLimitStore(() => database.get(), fromDatabase),
    // After the body is read: a form post refused for want of the database gets its values back.
    hook: "preHandler",
    // request.ip: the connection's peer, or with TRUST_PROXY=N the address the outermost of the N
    // proxies saw (server/config.js): a client cannot choose it by writing X-Forwarded-For. An
    // IPv6 client is its /64 (clientKey).
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      httpError(context.statusCode, MESSAGES[429]?.message ?? "Too Many Requests", {
        retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });

  // Nothing the API answers is cached. CORS: only the site's own origins may read the answers.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("Vary", "Origin");
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      reply.header("Access-Control-Allow-Origin", origin);
      reply.header("Access-Control-Expose-Headers", "Retry-After");
    }
  });

  app.setErrorHandler((error, request, reply) => {
    /** @type {{ statusCode?: unknown, message?: string, retryAfter?: number }} */
    const { statusCode } = Object(error);
    // The database away, full or read-only (in the handler or in the rate limit's count, which
    // made it so: fromDatabase): 503, try again. Nothing else, however it looks, says so.
    const unavailable = error instanceof DatabaseUnavailableError;
    const status = unavailable
      ? 503
      : typeof statusCode === "number" && statusCode >= 400 && statusCode < 600
        ? statusCode
        : 500;
    const retryAfter = unavailable ? database.status().retryAfter : Object(error).retryAfter;
    // Never the error itself: a parser's message quotes the body, a driver's the values. The
    // database's comings and goings are logged once each (server/db/connection.js), not per request.
    if (status >= 500 && !unavailable && !Object(error).logged) {
      request.log.error({ err: safeError(error), url: request.url }, "API request failed");
    } else
      request.log.info(
        { url: request.url, statusCode: status, code: Object(error).code },
        "API request refused",
      );
    const known = MESSAGES[status] ?? (status >= 500 ? MESSAGES[500] : MESSAGES[400]);
    if ((status === 429 || status === 503) && retryAfter)
      reply.header("Retry-After", String(retryAfter));
    reply.code(status);
    if (isFormPost(request)) {
      const form = Object.values(forms).find(
        (entry) => entry.endpoint === request.routeOptions.url,
      );
      const body = request.body;
      // Not stored: the form again, with every value the visitor typed, to send once more.
      if (form && (status === 500 || status === 503) && body && typeof body === "object") {
        const values = /** @type {Record<string, unknown>} */ (body);
        const key = values[IDEMPOTENCY_FIELD];
        const elapsed = elapsedOf(values[ELAPSED_FIELD]);
        const source = sourceOf(request, values);
        return reply.type("text/html; charset=utf-8").send(
          retryFormPage({
            title: known?.title ?? "Something went wrong",
            message: known?.message ?? "Please try again.",
            form,
            values,
            hidden: {
              // The same key for every try: a second click stores it once.
              [IDEMPOTENCY_FIELD]:
                typeof key === "string" && IDEMPOTENCY_KEY.test(key) ? key : randomUUID(),
              ...(elapsed === undefined ? {} : { [ELAPSED_FIELD]: String(elapsed) }),
              ...(source ? { [SOURCE_FIELD]: JSON.stringify(source) } : {}),
            },
            stylesheet,
          }),
        );
      }
      return reply.type("text/html; charset=utf-8").send(
        formProblemPage({
          title: known?.title ?? "Something went wrong",
          message: known?.message ?? "Please try again.",
          formPath: form?.formPath,
          stylesheet,
        }),
      );
    }
    // JSON: our messages for 413, 429 and 5xx (the framework's or a driver's say too much or too
    // little), the error's own for the rest.
    const own = String(Object(error).message || "Bad Request");
    return reply.send({
      error: known && (status === 413 || status === 429 || status >= 500) ? known.message : own,
      ...(status === 429 ? { retryAfter } : {}),
    });
  });

  // CORS preflight for any API path.
  app.options("/api/*", async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && !allowedOrigins.has(origin)) {
      return reply.code(403).send({ error: "This origin may not use the API" });
    }
    reply.header("Allow", "GET, HEAD, POST, OPTIONS");
    if (origin) {
      reply.header("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
      reply.header("Access-Control-Allow-Headers", "Content-Type, Idempotency-Key");
      reply.header("Access-Control-Max-Age", "600");
    }
    return reply.code(204).send();
  });

  /**
   * 415 unless the body is JSON or a urlencoded form: checked before the body is read.
   * @param {Request} request
   */
  const requireFormOrJson = async (request) => {
    const type = mediaType(request);
    if (type !== JSON_TYPE && type !== FORM_TYPE) {
      throw httpError(415, `Content-Type must be ${JSON_TYPE} or ${FORM_TYPE}`);
    }
  };

  /** @param {string} allow */
  const methodNotAllowed =
    (allow) => async (/** @type {Request} */ _request, /** @type {Reply} */ reply) =>
      reply.code(405).header("Allow", allow).send({ error: "Method Not Allowed" });

  for (const form of Object.values(forms)) {
    app.post(
      form.endpoint,
      {
        bodyLimit: BODY_LIMIT,
        config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } },
        onRequest: requireFormOrJson,
      },
      async (request, reply) => {
        const html = isFormPost(request);
        const body = /** @type {Record<string, unknown>} */ (
          request.body && typeof request.body === "object" ? request.body : {}
        );
        // A form posted from the site on another origin (PUBLIC_API_ORIGIN, allowed by CORS) goes
        // back to that origin's pages; from this one, to ours.
        const origin = request.headers.origin;
        const site = origin && allowedOrigins.has(origin) ? origin : "";
        /** @param {string} id */
        const accepted = (id) =>
          html
            ? reply
                .code(303)
                .header("Location", site + form.thanksPath)
                .send()
            : reply.code(201).send({ id });

        const trap = body[HONEYPOT_FIELD];
        const honeypot = typeof trap === "string" && trap.trim() !== "";

        const header = request.headers["idempotency-key"];
        const key =
          (typeof header === "string" ? header : undefined) || body[IDEMPOTENCY_FIELD] || undefined;
        if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
          throw httpError(400, "Idempotency-Key must be 1 to 255 printable ASCII characters");
        }

        const result = validateSubmission(form, body);
        if (!result.ok) {
          // A bot that filled the honeypot learns nothing from our messages either.
          if (honeypot) return accepted(randomUUID());
          reply.code(400);
          return html
            ? reply.type("text/html; charset=utf-8").send(
                invalidSubmissionPage({
                  ...form,
                  formPath: site + form.formPath,
                  errors: result.errors,
                  stylesheet,
                }),
              )
            : reply.send({ errors: result.errors });
        }

        const id = randomUUID();
        try {
          const { store, challenges } = database.get();
          const check = await challenges.check(body[CHALLENGE_FIELD]);
          const challenge =
            check.state === "solved" && !(await store.spendChallenge(check.id, check.expiresAt))
              ? "reused"
              : check.state;
          const { verdict, reasons } = judge({
            data: result.data,
            honeypot,
            challenge,
            elapsedMs: elapsedOf(body[ELAPSED_FIELD]),
          });
          const source = sourceOf(request, body);
          const stored = await store.submit({
            id,
            kind: form.kind,
            data: result.data,
            idempotencyKey: key,
            verdict,
            reasons,
            source,
            ...dispatchFor(form, result.data, { webhook, confirmationsPerHour }),
          });
          if (!stored.duplicate) {
            if (verdict !== "ok") {
              request.log.info(
                { submission: id, kind: form.kind, verdict, reasons },
                "submission held",
              );
            }
            if (stored.confirmation === "address" || stored.confirmation === "hourly") {
              request.log.info(
                { submission: id, kind: form.kind },
                stored.confirmation === "hourly"
                  ? `confirmation skipped: ${confirmationsPerHour} confirmations went out in the last hour`
                  : "confirmation skipped: this address had one in the last 24 hours",
              );
            }
            if (verdict === "ok") onStored?.();
          }
          return accepted(stored.id);
        } catch (error) {
          if (error instanceof IdempotencyConflictError) throw httpError(422, error.message);
          // Away, full or read-only: a 503 (the log says so once, server/db/connection.js).
          const failure = fromDatabase(error);
          if (failure instanceof DatabaseUnavailableError) throw failure;
          // The submission's id, its form and what went wrong: nothing the visitor typed.
          request.log.error(
            { submission: id, kind: form.kind, err: safeError(error, Object.values(result.data)) },
            "a submission could not be stored",
          );
          throw Object.assign(new Error("the submission could not be stored"), {
            statusCode: 500,
            logged: true,
          });
        }
      },
    );
    app.route({
      method: ["GET", "PUT", "PATCH", "DELETE"],
      url: form.endpoint,
      handler: methodNotAllowed("POST, OPTIONS"),
    });
  }

  // Ask Automatica (issue 35): in this scope, with its bodies, headers, rate limit and database.
  if (assistant) await app.register(assistantPlugin, { ...assistant, database, fromDatabase });

  // A new proof-of-work challenge for a form (server/spam/challenge.js), never cached. Each costs
  // a key derivation: limited (30 a minute by default), so nobody can spend the server's CPU on
  // them. A visitor needs one per form they start and one per submission.
  app.get(
    challengeEndpoint,
    {
      config: {
        rateLimit: { max: rateLimitMax * CHALLENGES_PER_SUBMISSION, timeWindow: 60_000 },
      },
    },
    async () => {
      try {
        return await database.get().challenges.issue();
      } catch (error) {
        throw fromDatabase(error);
      }
    },
  );
  app.route({
    method: ["POST", "PUT", "PATCH", "DELETE"],
    url: challengeEndpoint,
    handler: methodNotAllowed("GET, HEAD"),
  });

  // Health that tells the truth: a write (rolled back) must go through, so a full disk or a
  // read-only store is a 503 with the reason; and how the outbox is doing.
  app.get("/api/health", async (request, reply) => {
    try {
      const { store } = database.get();
      await database.probe();
      return {
        database: "ok",
        ...(await store.outboxCounts()),
        oldestPendingSeconds: await store.oldestPendingSeconds(),
      };
    } catch (error) {
      if (!database.failed(error)) {
        request.log.error({ err: safeError(error) }, "health: the database does not answer");
      }
      const { reason, retryAfter } = database.status();
      if (retryAfter) reply.header("Retry-After", String(retryAfter));
      return reply.code(503).send({
        database: "unavailable",
        reason: reason ?? reasonOf(error),
        pending: null,
        failed: null,
        oldestPendingSeconds: null,
      });
    }
  });
  // The process runs (and serves the site), database or not.
  app.get("/api/health/live", async () => ({ status: "live" }));
  app.route({
    method: ["POST", "PUT", "PATCH", "DELETE"],
    url: "/api/health",
    handler: methodNotAllowed("GET, HEAD"),
  });
  app.route({
    method: ["POST", "PUT", "PATCH", "DELETE"],
    url: "/api/health/live",
    handler: methodNotAllowed("GET, HEAD"),
  });
}
