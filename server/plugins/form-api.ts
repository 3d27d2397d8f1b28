// The form API (server/app.ts registers it in the API's scope, /api): POST /api/enquiries,
// /api/contact, /api/invites and GET /api/challenge. JSON in, JSON out; a form posted without
// JavaScript (application/x-www-form-urlencoded) is answered with a redirect to its thank-you page,
// or the site's page saying what to fix (or, when it could not be stored, the form again with its
// values). Without the database (server/db/connection.ts) the forms answer 503 with a Retry-After.
// Every valid submission is stored with a spam verdict (server/spam/verdict.ts) and where it came
// from; only an ok one is sent on at once. The answer is the same whatever the verdict: a bot
// learns nothing. Each form route declares its body (the browser form's schema, formBody), the
// headers it reads and its answers as zod schemas: Fastify validates with them before the handler,
// and `npm run openapi` documents them.
import { randomUUID } from "node:crypto";
import fastifyFormbody from "@fastify/formbody";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { challengeEndpoint } from "../../src/shared/form-api.ts";
import { parseLeadSource, sourceFromPageUrl } from "../../src/shared/schemas/source.ts";
import { reasonOf } from "../db/connection.ts";
import type { Connection } from "../db/connection.ts";
import { assistantPlugin } from "../assistant/routes.ts";
import type { AssistantPluginOptions } from "../assistant/routes.ts";
import { staffPlugin } from "../staff/routes.ts";
import type { StaffPluginOptions } from "../staff/routes.ts";
import type { Db } from "../db/index.ts";
import {
  BODY_LIMIT,
  DatabaseUnavailableError,
  FORM_TYPE,
  IdempotencyConflictError,
  IdempotencyKeyError,
  JSON_TYPE,
  NotStoredError,
  RateLimitedError,
  UnsupportedMediaTypeError,
} from "../errors.ts";
import type { StatusMessage } from "../errors.ts";
import { isFormPost, isRecord, mediaType, strictJsonBodies } from "../json-body.ts";
import { safeError } from "../log-safe.ts";
import { formProblemPage, invalidSubmissionPage, retryFormPage, sendFormPage } from "../pages.ts";
import type { FormPages } from "../pages.ts";
import { clientKey, databaseRateLimitStore } from "../rate-limit-store.ts";
import type { Challenges } from "../spam/challenge.ts";
import { judge } from "../spam/verdict.ts";
import {
  CHALLENGE_FIELD,
  dispatchFor,
  ELAPSED_FIELD,
  forms,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  SOURCE_FIELD,
  submissionData,
} from "../submissions/forms.ts";
import type { FormDefinition } from "../submissions/forms.ts";
import type { Store } from "../submissions/store.ts";

/** Proof-of-work challenges one client may fetch in a minute, per submission it may make. */
export const CHALLENGES_PER_SUBMISSION = 6;
export { BODY_LIMIT };
/** Printable ASCII, 1 to 255 characters (a UUID fits, and so does any sane client's key). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** What the API needs of the database, there once it is. */
export interface ApiParts {
  store: Store;
  db: Db;
  /** Issues and checks the proof of work. */
  challenges: Challenges;
  /** The key of the rate limit's HMACs. */
  hashSecret: () => Promise<string>;
}

export interface ApiOptions {
  /** The database when it is there. */
  database: Connection<ApiParts>;
  corsOrigins: string[];
  rateLimitMax: number;
  confirmationsPerHour: number;
  webhook: boolean;
  pages?: FormPages | undefined;
  onStored?: () => void;
  /** Ask Automatica (server/assistant/routes.ts), registered in this scope. */
  assistant?: Omit<AssistantPluginOptions, "database" | "fromDatabase"> | undefined;
  /** The staff door (server/staff/routes.ts), registered in this scope. */
  staff?: Omit<StaffPluginOptions, "fromDatabase"> | undefined;
}

/**
 * The origin this request was made to (`http://localhost:3000`; behind TRUST_PROXY, as the proxy
 * was asked), normalised as a URL's origin is (no default port).
 */
const ownOrigin = (request: FastifyRequest) => {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return "";
  }
};

/**
 * The page's measured time to the submit (the time trap): a whole number of milliseconds, from JSON
 * or from a form field; undefined when absent or nonsense.
 */
const elapsedOf = (value: unknown) => {
  const number = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/**
 * A lead source sent as a form field: an object from JSON, or its JSON text from a form post (the
 * page that offers a failed form post again carries it so).
 */
const sentSource = (value: unknown) => {
  if (typeof value !== "string") return parseLeadSource(value);
  try {
    return parseLeadSource(JSON.parse(value));
  } catch {
    return undefined;
  }
};

/**
 * The Idempotency-Key of a post: the header, or (a form without JavaScript) the hidden field; a
 * malformed one is refused (400).
 */
const idempotencyKeyOf = (request: FastifyRequest, body: Record<string, unknown>) => {
  const header = request.headers["idempotency-key"];
  const key =
    (typeof header === "string" ? header : undefined) || body[IDEMPOTENCY_FIELD] || undefined;
  if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
    throw new IdempotencyKeyError();
  }
  return key;
};

/** Whether a form-filling bot filled the hidden field people leave empty. */
const isHoneypot = (body: Record<string, unknown>) => {
  const trap = body[HONEYPOT_FIELD];
  return typeof trap === "string" && trap.trim() !== "";
};

/** The headers a form route reads (any others are left alone). */
const formHeaders = z.looseObject({
  "idempotency-key": z.optional(
    z
      .string()
      .check(
        z.describe(
          "The same key again stores nothing twice and answers the first submission's id (1 to 255 printable ASCII characters; other values or another form: 422)",
        ),
      ),
  ),
});

/** A refusal in JSON: what went wrong. */
const refusedBody = (description: string) =>
  z.object({ error: z.string() }).check(z.describe(description));

/** The seconds to wait, as a header, on a 429 or a 503. */
const RETRY_AFTER = { "Retry-After": { type: "integer", description: "Seconds to wait" } };

/** 429: the seconds to wait, in the body too. */
const rateLimitedBody = (description: string) =>
  z
    .object({ error: z.string(), retryAfter: z.number() })
    .check(z.meta({ description, headers: RETRY_AFTER }));

/** 503: the database is away, full or read-only. */
const unavailableBody = (description: string) =>
  z.object({ error: z.string() }).check(z.meta({ description, headers: RETRY_AFTER }));

/**
 * What a form route answers, in JSON; a form posted without JavaScript gets a 303 to its thank-you
 * page, or the site's page saying the same as the JSON would (docs/form-api.md).
 */
const formResponses = (form: FormDefinition) => ({
  201: z
    .object({ id: z.string().check(z.describe("The submission's id (a UUID)")) })
    .check(z.describe(`Stored (JSON): ${form.what}'s id`)),
  303: z.null().check(
    z.meta({
      description: `Stored (form post, no body): to the thank-you page, ${form.thanksPath}`,
      headers: { Location: { type: "string", description: "The thank-you page" } },
    }),
  ),
  400: z
    .union([
      z.object({
        errors: z
          .record(z.string(), z.string())
          .check(z.describe("Each field's first message, in the form's order")),
      }),
      z.object({ error: z.string() }),
    ])
    .check(
      z.describe(
        "A field refused (errors), or the body (error: broken JSON, a byte-order mark, not UTF-8, a malformed Idempotency-Key). A form post gets a page listing what to fix",
      ),
    ),
  413: refusedBody("Over 16 KB"),
  415: refusedBody("Neither JSON nor a urlencoded form, or JSON in a charset other than UTF-8"),
  422: refusedBody("The Idempotency-Key was used before for other values or another form"),
  429: rateLimitedBody("More than RATE_LIMIT_MAX posts a minute from one client to this form"),
  500: refusedBody("Not stored: a form post gets its form back with every value"),
  503: unavailableBody(
    "The database is away, full or read-only: a form post gets its form back with every value",
  ),
});

export async function formApiPlugin(
  app: FastifyInstance,
  {
    database,
    corsOrigins,
    rateLimitMax,
    confirmationsPerHour,
    webhook,
    pages,
    onStored,
    assistant,
    staff,
  }: ApiOptions,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const allowedOrigins = new Set(corsOrigins);
  /** A path of the API as a route of this plugin, registered under its prefix (/api). */
  const local = (url: string) => {
    if (!url.startsWith(`${app.prefix}/`)) throw new Error(`${url} is not under ${app.prefix}/`);
    return url.slice(app.prefix.length);
  };

  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  /**
   * Where the lead came from: what the page sent, or (without JavaScript) the form page's own
   * address from the Referer, when it is a page of this site.
   */
  const sourceOf = (request: FastifyRequest, body: Record<string, unknown>) => {
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
   */
  const fromDatabase = (error: unknown) =>
    error instanceof DatabaseUnavailableError || !database.failed(error)
      ? error
      : new DatabaseUnavailableError(reasonOf(error), database.status().retryAfter);

  strictJsonBodies(app);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so every instance sharing it counts together; without it, a 503.
    store: databaseRateLimitStore(() => database.get(), fromDatabase),
    // After the body is read: a post refused for want of the database gets its values back. (The
    // forms count theirs a step earlier, before their schema: an invalid post counts too.)
    hook: "preHandler",
    // request.ip: the connection's peer, or with TRUST_PROXY=N the address the outermost of the N
    // proxies saw (server/config.ts): a client cannot choose it by writing X-Forwarded-For. An
    // IPv6 client is its /64 (clientKey).
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  /**
   * A form posted from the site on another origin (PUBLIC_API_ORIGIN, allowed by CORS) goes back to
   * that origin's pages; from this one, to ours.
   */
  const siteOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin && allowedOrigins.has(origin) ? origin : "";
  };

  /** A submission's answer: 303 to the thank-you page for a form post, 201 with the id in JSON. */
  const accepted = (
    form: FormDefinition,
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
  ) =>
    isFormPost(request)
      ? reply
          .code(303)
          .header("Location", siteOf(request) + form.thanksPath)
          .send()
      : reply.code(201).send({ id });

  /**
   * The body as the visitor sent it, before its schema normalised it: the form again with every
   * value as typed, when it could not be stored.
   */
  const sentBodies = new WeakMap<FastifyRequest, Record<string, unknown>>();

  /**
   * A form route's page for a refusal of a form posted without JavaScript (JSON otherwise): when
   * the body failed its schema, what to fix, field by field; when it was not stored, the form again
   * with every value the visitor typed, to send once more; otherwise what went wrong, with the way
   * back to the form.
   */
  const refusal =
    (form: FormDefinition) =>
    (
      request: FastifyRequest,
      reply: FastifyReply,
      said: StatusMessage,
      fields: Record<string, string> | undefined,
    ) => {
      if (!isFormPost(request)) return undefined;
      if (fields) {
        return sendFormPage(
          reply,
          invalidSubmissionPage({
            ...form,
            formPath: siteOf(request) + form.formPath,
            errors: fields,
            pages,
          }),
        );
      }
      const values = sentBodies.get(request) ?? request.body;
      if ((reply.statusCode === 500 || reply.statusCode === 503) && isRecord(values)) {
        const key = values[IDEMPOTENCY_FIELD];
        const elapsed = elapsedOf(values[ELAPSED_FIELD]);
        const source = sourceOf(request, values);
        return sendFormPage(
          reply,
          retryFormPage({
            ...said,
            form,
            values,
            hidden: {
              // The same key for every try: a second click stores it once.
              [IDEMPOTENCY_FIELD]:
                typeof key === "string" && IDEMPOTENCY_KEY.test(key) ? key : randomUUID(),
              ...(elapsed === undefined ? {} : { [ELAPSED_FIELD]: String(elapsed) }),
              ...(source ? { [SOURCE_FIELD]: JSON.stringify(source) } : {}),
            },
            pages,
          }),
        );
      }
      return sendFormPage(reply, formProblemPage({ ...said, formPath: form.formPath, pages }));
    };

  /** 415 unless the body is JSON or a urlencoded form: checked before the body is read. */
  const requireFormOrJson = async (request: FastifyRequest) => {
    const type = mediaType(request);
    if (type !== JSON_TYPE && type !== FORM_TYPE) {
      throw new UnsupportedMediaTypeError();
    }
  };

  /**
   * What happens to a form's post between the rate limit and its schema (it runs after the limit's
   * own preValidation hook: below): a malformed Idempotency-Key is refused, and a bot that filled
   * the honeypot gets its success whatever else it sent, so it learns nothing from our messages.
   */
  const screen = (form: FormDefinition) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = isRecord(request.body) ? request.body : {};
    sentBodies.set(request, body);
    idempotencyKeyOf(request, body);
    if (isHoneypot(body) && !form.body.safeParse(request.body).success) {
      return accepted(form, request, reply, randomUUID());
    }
    return undefined;
  };

  // Each form's screen goes after the rate limit's hook, which @fastify/rate-limit's own onRoute hook
  // (registered above) appends to the route's preValidation: every post is counted first.
  const formAt = new Map(Object.values(forms).map((form) => [form.endpoint, form]));
  app.addHook("onRoute", (route) => {
    const form = route.method === "POST" ? formAt.get(route.url) : undefined;
    if (!form) return;
    const hooks = route.preValidation;
    route.preValidation = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), screen(form)];
  });

  for (const form of Object.values(forms)) {
    typed.post(
      local(form.endpoint),
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          summary: `Send ${form.what}`,
          tags: ["forms"],
          consumes: [JSON_TYPE, FORM_TYPE],
          headers: formHeaders,
          body: form.body,
          response: formResponses(form),
        },
        config: {
          // After the body is read (a form post refused for want of the database gets its values
          // back) and before its schema (an invalid post counts too).
          rateLimit: { max: rateLimitMax, timeWindow: 60_000, hook: "preValidation" },
          refusal: refusal(form),
        },
        onRequest: requireFormOrJson,
      },
      async (request, reply) => {
        const body = request.body;
        const data = submissionData(form, body);
        const key = idempotencyKeyOf(request, body);
        const honeypot = isHoneypot(body);
        const id = randomUUID();
        try {
          const { store, challenges } = database.get();
          const check = await challenges.check(body[CHALLENGE_FIELD]);
          const challenge =
            check.state === "solved" && !(await store.spendChallenge(check.id, check.expiresAt))
              ? "reused"
              : check.state;
          const { verdict, reasons } = judge({
            data,
            honeypot,
            challenge,
            elapsedMs: elapsedOf(body[ELAPSED_FIELD]),
          });
          const source = sourceOf(request, body);
          const stored = await store.submit({
            id,
            kind: form.kind,
            data,
            idempotencyKey: key,
            verdict,
            reasons,
            source,
            ...dispatchFor(form, data, { webhook, confirmationsPerHour }),
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
          return accepted(form, request, reply, stored.id);
        } catch (error) {
          if (error instanceof IdempotencyConflictError) throw error;
          // Away, full or read-only: a 503 (the log says so once, server/db/connection.ts).
          const failure = fromDatabase(error);
          if (failure instanceof DatabaseUnavailableError) throw failure;
          // The submission's id, its form and what went wrong: nothing the visitor typed.
          request.log.error(
            { submission: id, kind: form.kind, err: safeError(error, Object.values(data)) },
            "a submission could not be stored",
          );
          throw new NotStoredError();
        }
      },
    );
  }

  // Ask Automatica (issue 35): in this scope, with its bodies, headers, rate limit and database.
  if (assistant) await app.register(assistantPlugin, { ...assistant, database, fromDatabase });
  // The staff door (issue 36): in this scope, with its bodies, headers and database.
  if (staff) await app.register(staffPlugin, { ...staff, fromDatabase });

  // A new proof-of-work challenge for a form (server/spam/challenge.ts), never cached. Each costs
  // a key derivation: limited (30 a minute by default), so nobody can spend the server's CPU on
  // them. A visitor needs one per form they start and one per submission.
  typed.get(
    local(challengeEndpoint),
    {
      schema: {
        summary: "A new proof-of-work challenge for a form",
        tags: ["forms"],
        response: {
          200: z
            .object({
              parameters: z
                .unknown()
                .check(z.describe("Its algorithm, nonce, salt, cost, key length and key prefix")),
              codeChallenge: z.optional(z.unknown()),
              signature: z.optional(z.string()),
            })
            .check(z.describe("An ALTCHA challenge (v2): solve it and send it as altcha")),
          429: rateLimitedBody("More than 6 × RATE_LIMIT_MAX challenges a minute from one client"),
          503: unavailableBody("The database is away, full or read-only"),
        },
      },
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
}
