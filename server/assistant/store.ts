/**
 * Ask Automatica's questions in the database (server/db/assistant-schema.ts): each answer's record,
 * the thumbs on it, whether its conversation solved a proof of work, the purge, and what the gaps
 * report reads. PGlite and PostgreSQL alike.
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { AssistantAnswer } from "./answer.ts";
import { assistantQuestions, type AssistantStatus } from "../db/assistant-schema.ts";
import { redact } from "./redact.ts";

// The database as the rest of the server types it (server/db/index.js).
type Db = import("../db/index.js").Db;

const DAY = 86_400_000;

export interface QuestionRecord {
  id: string;
  conversation: string;
  question: string;
  answer: Pick<AssistantAnswer, "status" | "citations">;
  page?: string;
  mode: "model" | "retrieval";
  fallback?: string;
  proven: boolean;
  now?: Date;
}

/** A question as the gaps report reads it. */
export interface AskedQuestion {
  question: string;
  status: AssistantStatus;
  helpful: boolean | null;
  /** Its conversation led to a lead (a lead's source names the conversation). */
  lead: boolean;
  citations: string[];
  createdAt: Date;
}

export function createAssistantStore(db: Db) {
  return {
    /** Stores a question and its answer: the question redacted, no IP, nothing of the client. */
    async record({
      id,
      conversation,
      question,
      answer,
      page,
      mode,
      fallback,
      proven,
      now,
    }: QuestionRecord) {
      await db.insert(assistantQuestions).values({
        id,
        conversation,
        question: redact(question),
        status: answer.status,
        citations: answer.citations.map(({ url, title }) => ({ url, title })),
        page: page ?? null,
        mode,
        fallback: fallback ?? null,
        proven,
        ...(now ? { createdAt: now } : {}),
      });
    },

    /** Records thumbs up or down on an answer; false when there is no such answer. */
    async feedback(id: string, helpful: boolean): Promise<boolean> {
      const rows = await db
        .update(assistantQuestions)
        .set({ helpful })
        .where(eq(assistantQuestions.id, id))
        .returning({ id: assistantQuestions.id });
      return rows.length > 0;
    },

    /** Whether a question of this conversation came with a solved proof of work. */
    async proven(conversation: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assistantQuestions.id })
        .from(assistantQuestions)
        .where(
          and(
            eq(assistantQuestions.conversation, conversation),
            eq(assistantQuestions.proven, true),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Deletes the questions older than `retentionDays`; returns how many went. */
    async purge({ now = new Date(), retentionDays }: { now?: Date; retentionDays: number }) {
      const gone = await db
        .delete(assistantQuestions)
        .where(lt(assistantQuestions.createdAt, new Date(now.getTime() - retentionDays * DAY)))
        .returning({ id: assistantQuestions.id });
      return gone.length;
    },

    /** The questions of the last `days` days, newest first, with whether each led to a lead. */
    async asked({ now = new Date(), days = 30 }: { now?: Date; days?: number } = {}): Promise<
      AskedQuestion[]
    > {
      const rows = await db
        .select({
          question: assistantQuestions.question,
          status: assistantQuestions.status,
          helpful: assistantQuestions.helpful,
          citations: assistantQuestions.citations,
          createdAt: assistantQuestions.createdAt,
          lead: sql<boolean>`exists (select 1 from submissions where submissions.source -> 'assistant' ->> 'conversation' = ${assistantQuestions.conversation})`,
        })
        .from(assistantQuestions)
        .where(gte(assistantQuestions.createdAt, new Date(now.getTime() - days * DAY)))
        .orderBy(desc(assistantQuestions.createdAt));
      return rows.map((row) => ({
        ...row,
        lead: Boolean(row.lead),
        citations: row.citations.map((citation) => citation.url),
      }));
    },
  };
}

export type AssistantStore = ReturnType<typeof createAssistantStore>;
