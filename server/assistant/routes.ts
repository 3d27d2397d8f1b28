/**
 * Ask Automatica's HTTP API (issue 35, point 4), a plugin inside the form API's scope (server/api.js):
 * it shares its strict JSON and form bodies, its CORS and no-store headers, its rate limit counted in
 * the database, and its 503 when the database is away.
 *
 * - POST /api/assistant: `{ question, history?, page?, conversation?, altcha? }` → the answer object
 *   with its `id`, as JSON; with `Accept: text/event-stream`, as server-sent events (`citations`,
 *   `delta`s, maybe `reset`, then `done` with the whole object); a form post (`question`, no
 *   JavaScript) → the built /ask page with the answer in it. ASSISTANT_RATE_LIMIT questions a
 *   minute per client (429 with Retry-After). With a model configured, the first question of a
 *   conversation needs a solved proof of work (`altcha`, from GET /api/challenge): 400 naming
 *   `altcha` without one. A form post is answered without the model, and needs none.
 * - GET /api/assistant/suggestions?page=/pricing → `{ suggestions }`: never limited.
 * - POST /api/assistant/feedback `{ id, helpful }` → 204 (404 for an unknown id).
 * A bad field is a 400 `{ errors: { field: message } }`, as the forms answer. No log line carries
 * the question.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type OpenAI from "openai";
import {
  assistantFeedbackSchema,
  assistantMessages,
  assistantRequestSchema,
  assistantSuggestionsQuery,
  type AssistantQuestion,
} from "../../src/shared/schemas/assistant.ts";
import { assistantApi } from "../../src/shared/assistant-api.ts";
import { sitePath } from "../../src/shared/schemas/source.ts";
import { readPolicies } from "../csp.ts";
import {
  AssistantUnavailableError,
  FORM_TYPE,
  JSON_TYPE,
  JsonOnlyError,
  UnsupportedMediaTypeError,
} from "../errors.ts";
import type { StatusMessage } from "../errors.ts";
import { isFormPost, mediaType } from "../json-body.ts";
import { safeError } from "../log-safe.ts";
import { answer, suggestionsFor, type AssistantAnswer, type AssistantRequest } from "./answer.ts";
import type { Knowledge } from "./knowledge.ts";
import { databaseBudget } from "./budget.ts";
import { streamAnswer, type AssistantEvent, type TokenBudget } from "./model.ts";
import { ANSWER_MARKER, answerHtml, fillShell } from "./page.ts";
import type { AssistantConfig } from "./settings.ts";
import { createAssistantStore } from "./store.ts";

/** The built /ask page, whose form posts here without JavaScript. */
export const ASK_PAGE_FILE = `${assistantApi.page.slice(1)}/index.html`;
/** A question's body: six turns of history, each up to 4,000 characters, fit with room to spare. */
export const ASSISTANT_BODY_LIMIT = 64 * 1024;

type Db = import("../db/index.ts").Db;
type ChallengeCheck = import("../spam/challenge.ts").ChallengeCheck;

/** What the assistant needs of the database when it is there (server/service.js's parts). */
export interface AssistantParts {
  db: Db;
  store: { spendChallenge(id: string, expiresAt: Date): Promise<boolean> };
  challenges: { check(solution: unknown): Promise<ChallengeCheck> };
}

export interface AssistantPluginOptions {
  /** The database when it is there: `get()` throws DatabaseUnavailableError (a 503) when not. */
  database: { get(): AssistantParts };
  /** What a failed database call becomes (server/api.js: a 503 when the database is away). */
  fromDatabase: (error: unknown) => unknown;
  config: AssistantConfig;
  /** The build's client directory (its /ask page). */
  dir: string;
  /** The knowledge, or how to load it (at start); without it the routes answer 503. */
  knowledge: Knowledge | (() => Knowledge);
  /** The day's token budget for the model (counted in the shared database by default). */
  budget?: TokenBudget;
  /** A model client instead of one made from the settings (tests). */
  client?: OpenAI;
  clock?: () => Date;
}

/** The /ask page's stand-in, for a build without it (the strict policy applies). */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ask Automatica</title></head><body><main>${ANSWER_MARKER}<p><a href="/">Automatica</a></p></main></body></html>`;

const wantsStream = (request: FastifyRequest) =>
  String(request.headers.accept ?? "").includes("text/event-stream");

/** One server-sent event. */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function assistantPlugin(
  parent: FastifyInstance,
  options: AssistantPluginOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, fromDatabase, config, dir, client } = options;
  const clock = options.clock ?? (() => new Date());

  let knowledge: Knowledge | undefined;
  try {
    knowledge = typeof options.knowledge === "function" ? options.knowledge() : options.knowledge;
  } catch (error) {
    // The site is served without it (a build without the assistant's knowledge): the routes 503.
    parent.log.warn({ err: safeError(error) }, "Ask Automatica is off: no knowledge");
  }
  if (knowledge && config.model) {
    parent.log.info({ model: config.model.model }, "Ask Automatica answers with a language model");
  }

  /**
   * The built /ask page and its policy, read at start. A build without it (or without its marker)
   * is told at start; its form posts are then answered with a bare page holding the answer.
   */
  let shell: { html: string; policy?: string | undefined } = { html: BARE_PAGE };
  if (knowledge) {
    try {
      const html = fs.readFileSync(path.join(dir, ASK_PAGE_FILE), "utf8");
      fillShell(html, "");
      shell = { html, policy: readPolicies(dir).forFile(`/${ASK_PAGE_FILE}`) };
    } catch (error) {
      parent.log.warn(
        { err: safeError(error) },
        `Ask Automatica: no usable ${ASK_PAGE_FILE} in the build: questions posted without JavaScript get a bare page`,
      );
    }
  }
  const askPage = () => shell;

  /** The /ask page with `html` where its answer goes. */
  const sendPage = (reply: FastifyReply, html: string) => {
    const page = askPage();
    if (page.policy) reply.header("Content-Security-Policy", page.policy);
    return reply.type("text/html; charset=utf-8").send(fillShell(page.html, html));
  };

  const knowledgeOrFail = () => {
    if (!knowledge) throw new AssistantUnavailableError();
    return knowledge;
  };

  const parts = () => {
    try {
      return database.get();
    } catch (error) {
      throw fromDatabase(error);
    }
  };

  /** An address of src/shared/assistant-api.ts as a route of this scope (under /api). */
  const local = (url: string) => {
    if (!url.startsWith(parent.prefix)) throw new Error(`${url} is outside ${parent.prefix}`);
    return url.slice(parent.prefix.length);
  };

  /**
   * The question route's own answer to a refusal (server/error-handler.ts answers everything else
   * and sets the status and Retry-After): a question posted without JavaScript gets the /ask page
   * saying what happened, with the question as text; a 429 or 503 in JSON is said in the
   * assistant's words, not the forms'.
   */
  const refusal = (
    request: FastifyRequest,
    reply: FastifyReply,
    _said: StatusMessage,
    fields: Record<string, string> | undefined,
  ) => {
    if (!knowledge) return undefined;
    const copy = knowledge.copy.askPage;
    const status = reply.statusCode;
    if (isFormPost(request)) {
      const body: unknown = request.body;
      const asked =
        body && typeof body === "object" && "question" in body ? body.question : undefined;
      const notice = fields
        ? Object.values(fields).join(" ")
        : status === 429
          ? copy.tooMany
          : status >= 500
            ? copy.unavailable
            : undefined;
      if (notice === undefined) return undefined;
      return sendPage(reply, answerHtml(copy, typeof asked === "string" ? asked : "", { notice }));
    }
    if (status === 429) {
      const retryAfter = Number(reply.getHeader("Retry-After")) || 60;
      return reply.send({ error: copy.tooMany, retryAfter });
    }
    if (status === 503) return reply.send({ error: copy.unavailable });
    return undefined;
  };

  const rateLimit = { max: config.rateLimit, timeWindow: 60_000 };

  /** 415 unless the body is JSON or a urlencoded form: before it is read. */
  const requireFormOrJson = async (request: FastifyRequest) => {
    const type = mediaType(request);
    if (type !== JSON_TYPE && type !== FORM_TYPE) {
      throw new UnsupportedMediaTypeError();
    }
  };

  /**
   * With a model, a conversation's first question must come with a solved proof of work; later
   * ones ride on it. Whether this one is (or was) proven.
   */
  const proveConversation = async (
    body: AssistantQuestion,
    conversation: string,
    { db, store, challenges }: AssistantParts,
  ): Promise<boolean> => {
    const questions = createAssistantStore(db);
    if (await questions.proven(conversation)) return true;
    if (body.altcha !== undefined) {
      const check = await challenges.check(body.altcha);
      if (check.state === "solved" && (await store.spendChallenge(check.id, check.expiresAt))) {
        return true;
      }
    }
    return false;
  };

  app.post(
    local(assistantApi.ask),
    {
      bodyLimit: ASSISTANT_BODY_LIMIT,
      onRequest: requireFormOrJson,
      config: { rateLimit, refusal },
      schema: { summary: "Ask a question", tags: ["assistant"], body: assistantRequestSchema },
    },
    async (request, reply) => {
      const known = knowledgeOrFail();
      const body = request.body;
      const now = clock();
      const page = body.page ? sitePath(body.page) : undefined;
      const asked: AssistantRequest = { question: body.question, history: body.history, page };
      const conversation = body.conversation ?? randomUUID();
      const id = randomUUID();
      const formPost = isFormPost(request);
      // Without JavaScript no proof of work can be solved: the form is answered without a model.
      const model = formPost ? null : config.model;

      let db: Db;
      let proven = false;
      try {
        const found = parts();
        db = found.db;
        if (model) proven = await proveConversation(body, conversation, found);
      } catch (error) {
        throw fromDatabase(error);
      }
      if (model && !proven) {
        reply.code(400);
        return reply.send({ errors: { altcha: assistantMessages.altcha } });
      }

      const record = async (
        result: AssistantAnswer,
        mode: "model" | "retrieval",
        fallback?: string,
      ) => {
        try {
          await createAssistantStore(db).record({
            id,
            conversation,
            question: body.question,
            answer: result,
            page,
            mode,
            fallback,
            proven,
            now,
          });
        } catch (error) {
          // The visitor still gets the answer; the log says one question went unrecorded.
          request.log.error(
            { answer: id, err: safeError(error) },
            "a question could not be stored",
          );
        }
        request.log.info(
          { answer: id, status: result.status, mode, ...(fallback ? { fallback } : {}) },
          "assistant answered",
        );
      };

      if (formPost) {
        const result = answer(known, asked, { now });
        await record(result, "retrieval");
        return sendPage(reply, answerHtml(known.copy.askPage, body.question, result));
      }

      // Closing the connection stops the work (the request to the model is aborted).
      const controller = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const events = streamAnswer(known, asked, {
        settings: model,
        budget:
          options.budget ??
          (model?.dailyTokens != null ? databaseBudget(db, model.dailyTokens) : undefined),
        signal: controller.signal,
        now,
        client,
      });

      if (!wantsStream(request)) {
        for await (const event of events) {
          if (event.type === "done") {
            await record(event.answer, event.mode, event.fallback);
            return reply.send({ ...event.answer, id });
          }
        }
        // Aborted: the client has gone, nobody reads an answer.
        return reply.code(499).send();
      }

      async function* stream(): AsyncGenerator<string> {
        try {
          for await (const event of events as AsyncGenerator<AssistantEvent>) {
            if (event.type === "citations") yield sse("citations", { citations: event.citations });
            else if (event.type === "delta") yield sse("delta", { text: event.text });
            else if (event.type === "reset") yield sse("reset", {});
            else {
              await record(event.answer, event.mode, event.fallback);
              yield sse("done", { ...event.answer, id });
            }
          }
        } catch (error) {
          request.log.error({ answer: id, err: safeError(error) }, "the answer failed");
          yield sse("error", { error: "The answer failed" });
        }
      }
      return reply
        .header("Content-Type", "text/event-stream; charset=utf-8")
        .header("X-Accel-Buffering", "no")
        .send(Readable.from(stream()));
    },
  );

  app.get(
    local(assistantApi.suggestions),
    {
      schema: {
        summary: "Questions to suggest on a page",
        tags: ["assistant"],
        querystring: assistantSuggestionsQuery,
      },
    },
    async (request) => ({
      suggestions: suggestionsFor(knowledgeOrFail(), sitePath(request.query.page) ?? "/"),
    }),
  );

  app.post(
    local(assistantApi.feedback),
    {
      onRequest: async (request) => {
        if (mediaType(request) !== JSON_TYPE) {
          throw new JsonOnlyError();
        }
      },
      config: { rateLimit },
      schema: {
        summary: "Say whether an answer helped",
        tags: ["assistant"],
        body: assistantFeedbackSchema,
      },
    },
    async (request, reply) => {
      let found: boolean;
      try {
        found = await createAssistantStore(parts().db).feedback(
          request.body.id,
          request.body.helpful,
        );
      } catch (error) {
        throw fromDatabase(error);
      }
      if (!found) return reply.code(404).send({ error: "No such answer" });
      request.log.info(
        { answer: request.body.id, helpful: request.body.helpful },
        "assistant feedback",
      );
      return reply.code(204).send();
    },
  );
}
