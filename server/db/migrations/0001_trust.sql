CREATE TABLE "confirmation_grants" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_channel_check";--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "verdict" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "confirmation_grants_granted_at_idx" ON "confirmation_grants" USING btree ("granted_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_at_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "submissions_verdict_created_at_idx" ON "submissions" USING btree ("verdict","created_at");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_submission_check" CHECK (("deliveries"."submission_id" is null) = ("deliveries"."channel" = 'suspect_digest'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_channel_check" CHECK ("deliveries"."channel" in ('business_email', 'thank_you_email', 'webhook', 'suspect_digest'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_verdict_check" CHECK ("submissions"."verdict" in ('ok', 'suspect', 'spam'));