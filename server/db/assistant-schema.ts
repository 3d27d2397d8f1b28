/**
 * Ask Automatica's questions (issue 35, point 7): each question asked, as the site keeps it to learn
 * what visitors ask and where its pages fall short. No IP address and no client key; e-mail
 * addresses and phone numbers are redacted before a question is stored (server/assistant/redact.ts).
 * Kept ASSISTANT_RETENTION_DAYS (90 by default), purged by the daily job. Whether a question led to
 * a lead is read from the leads themselves: a lead handed over by the assistant carries the
 * conversation's id in its source (`source.assistant.conversation`).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const ASSISTANT_STATUSES = ["answered", "unsure", "refused"] as const;
export type AssistantStatus = (typeof ASSISTANT_STATUSES)[number];
/** Who wrote the answer: the model, or the assistant without one (the default, and the fallback). */
export const ASSISTANT_MODES = ["model", "retrieval"] as const;

export const assistantQuestions = pgTable(
  "assistant_questions",
  {
    /** The answer's id, as the API gave it (the thumbs name it). */
    id: uuid("id").primaryKey().$defaultFn(randomUUID),
    /** The conversation's id, as the browser keeps it for the tab (or one of the server's). */
    conversation: text("conversation").notNull(),
    /** The question, with e-mail addresses and phone numbers redacted. */
    question: text("question").notNull(),
    status: text("status").$type<AssistantStatus>().notNull(),
    /** The cited pages, in order: [{ url, title }]. */
    citations: jsonb("citations").$type<{ url: string; title: string }[]>().notNull().default([]),
    /** The page it was asked from (a path), when the browser said. */
    page: text("page"),
    mode: text("mode").$type<(typeof ASSISTANT_MODES)[number]>().notNull().default("retrieval"),
    /** Why the model did not write it, when one is configured and it did not. */
    fallback: text("fallback"),
    /** The conversation had solved a proof of work (one per conversation, with a model). */
    proven: boolean("proven").notNull().default(false),
    /** Thumbs up (true) or down (false); null until the visitor says. */
    helpful: boolean("helpful"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("assistant_questions_created_at_idx").on(table.createdAt),
    index("assistant_questions_conversation_idx").on(table.conversation),
    check(
      "assistant_questions_status_check",
      sql`${table.status} in ('answered', 'unsure', 'refused')`,
    ),
    check("assistant_questions_mode_check", sql`${table.mode} in ('model', 'retrieval')`),
  ],
);
