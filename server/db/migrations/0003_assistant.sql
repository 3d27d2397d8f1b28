CREATE TABLE "assistant_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation" text NOT NULL,
	"question" text NOT NULL,
	"status" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page" text,
	"mode" text DEFAULT 'retrieval' NOT NULL,
	"fallback" text,
	"proven" boolean DEFAULT false NOT NULL,
	"helpful" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_questions_status_check" CHECK ("assistant_questions"."status" in ('answered', 'unsure', 'refused')),
	CONSTRAINT "assistant_questions_mode_check" CHECK ("assistant_questions"."mode" in ('model', 'retrieval'))
);
--> statement-breakpoint
CREATE INDEX "assistant_questions_created_at_idx" ON "assistant_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assistant_questions_conversation_idx" ON "assistant_questions" USING btree ("conversation");