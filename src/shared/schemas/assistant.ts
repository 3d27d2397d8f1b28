import { z } from "zod/mini";
import { sitePath } from "./source.ts";
import { multiLineText } from "./text.ts";

/**
 * Ask Automatica's API (issue 35, point 4): what `POST /api/assistant`, its feedback and its
 * suggestions take, for the panel, the /ask form and the server alike. A question is one line or a
 * few, 1 to 500 characters once trimmed; the conversation so far is at most six earlier questions
 * with their answers, oldest first.
 */
export const QUESTION_MAX = 500;
export const HISTORY_MAX = 6;
/** The longest earlier answer sent back as history (the panel cuts longer ones). */
export const HISTORY_ANSWER_MAX = 4000;
/** A conversation id: what the panel makes (crypto.randomUUID), or anything of the kind. */
export const CONVERSATION_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** The longest page path taken (as a lead source's). */
const PAGE_MAX = 200;

export const assistantMessages = {
  question: `Please type a question of 1 to ${QUESTION_MAX} characters`,
  questionControls: "Please remove control characters from your question",
  history: `The conversation so far must be at most ${HISTORY_MAX} earlier questions, each with its answer (up to ${HISTORY_ANSWER_MAX} characters)`,
  page: "The page must be a path on this site, such as /pricing",
  conversation: "The conversation id must be 8 to 64 letters, digits, - or _",
  altcha:
    "Solve a proof of work (GET /api/challenge) and send it as altcha with the first question of a conversation",
  id: "The answer's id must be the id it came with",
  helpful: "Say whether the answer helped: true or false",
} as const;

const m = assistantMessages;

const turn = z.object({
  question: z.string().check(z.maxLength(QUESTION_MAX)),
  answer: z.string().check(z.maxLength(HISTORY_ANSWER_MAX)),
});

/**
 * The question's body: JSON from the panel, or the /ask form's post (its `question` field alone).
 * `conversation` ties the questions of one conversation together (and to the lead it leads to);
 * `altcha` is the proof of work a conversation's first question needs when a language model is
 * configured (none without one).
 */
export const assistantRequestSchema = z.object({
  question: z.string({ error: m.question }).check(
    z.overwrite(multiLineText),
    z.refine((value) => !/(?![\t\n])\p{Cc}/u.test(value), { error: m.questionControls }),
    z.minLength(1, m.question),
    z.maxLength(QUESTION_MAX, m.question),
  ),
  history: z.optional(
    z.array(turn, { error: m.history }).check(z.maxLength(HISTORY_MAX, m.history)),
  ),
  page: z.optional(
    z.string({ error: m.page }).check(
      z.maxLength(PAGE_MAX, m.page),
      z.refine((value) => value === "" || sitePath(value) !== undefined, { error: m.page }),
    ),
  ),
  conversation: z.optional(
    z.string({ error: m.conversation }).check(z.regex(CONVERSATION_ID, m.conversation)),
  ),
  altcha: z.optional(z.string({ error: m.altcha }).check(z.maxLength(4000, m.altcha))),
});

export type AssistantQuestion = z.output<typeof assistantRequestSchema>;

/** The thumbs on an answer: its id, and whether it helped. */
export const assistantFeedbackSchema = z.object({
  id: z.string({ error: m.id }).check(z.regex(/^[0-9a-f-]{36}$/i, m.id)),
  helpful: z.boolean({ error: m.helpful }),
});

/** GET /api/assistant/suggestions?page=/pricing */
export const assistantSuggestionsQuery = z.object({
  page: z.optional(
    z.string({ error: m.page }).check(
      z.maxLength(PAGE_MAX, m.page),
      z.refine((value) => sitePath(value) !== undefined, { error: m.page }),
    ),
  ),
});
