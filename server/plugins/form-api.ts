// The form API (server/app.ts registers it in the API's scope, /api): POST /api/enquiries,
// /api/contact, /api/invites and GET /api/challenge. JSON in, JSON out; a form posted without
// JavaScript (application/x-www-form-urlencoded) is answered with a redirect to its thank-you page,
// or the site's page saying what to fix (or, when it could not be stored, the form again with its
// values). Without the database (server/db/connection.ts) the forms answer 503 with a Retry-After.
// Every valid submission is stored with a spam verdict (server/spam/verdict.ts) and where it came
// from; only an ok one is sent on at once. The answer is the same whatever the verdict: a bot
// learns nothing.
import { randomUUID } from "node:crypto";
import fastifyFormbody from "@fastify/formbody";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
  validateSubmission,
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
    // After the body is read: a form post refused for want of the database gets its values back.
    hook: "preHandler",
    // request.ip: the connection's peer, or with TRUST_PROXY=N the address the outermost of the N
    // proxies saw (server/config.ts): a client cannot choose it by writing X-Forwarded-For. An
    // IPv6 client is its /64 (clientKey).
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  /**
   * A form route's page for a refusal of a form posted without JavaScript (JSON otherwise): when
   * it was not stored, the form again with every value the visitor typed, to send once more;
   * otherwise what went wrong, with the way back to the form.
   */
  const refusal =
    (form: FormDefinition) =>
    (request: FastifyRequest, reply: FastifyReply, said: StatusMessage) => {
      if (!isFormPost(request)) return undefined;
      const values = request.body;
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

  for (const form of Object.values(forms)) {
    app.post(
      local(form.endpoint),
      {
        bodyLimit: BODY_LIMIT,
        config: {
          rateLimit: { max: rateLimitMax, timeWindow: 60_000 },
          refusal: refusal(form),
        },
        onRequest: requireFormOrJson,
      },
      async (request, reply) => {
        const html = isFormPost(request);
        const body = isRecord(request.body) ? request.body : {};
        // A form posted from the site on another origin (PUBLIC_API_ORIGIN, allowed by CORS) goes
        // back to that origin's pages; from this one, to ours.
        const origin = request.headers.origin;
        const site = origin && allowedOrigins.has(origin) ? origin : "";
        const accepted = (id: string) =>
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
          throw new IdempotencyKeyError();
        }

        const result = validateSubmission(form, body);
        if (!result.ok) {
          // A bot that filled the honeypot learns nothing from our messages either.
          if (honeypot) return accepted(randomUUID());
          reply.code(400);
          return html
            ? sendFormPage(
                reply,
                invalidSubmissionPage({
                  ...form,
                  formPath: site + form.formPath,
                  errors: result.errors,
                  pages,
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
          if (error instanceof IdempotencyConflictError) throw error;
          // Away, full or read-only: a 503 (the log says so once, server/db/connection.ts).
          const failure = fromDatabase(error);
          if (failure instanceof DatabaseUnavailableError) throw failure;
          // The submission's id, its form and what went wrong: nothing the visitor typed.
          request.log.error(
            { submission: id, kind: form.kind, err: safeError(error, Object.values(result.data)) },
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
  app.get(
    local(challengeEndpoint),
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
}
