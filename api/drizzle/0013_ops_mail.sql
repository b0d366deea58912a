CREATE TABLE "ops_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_sent_at" timestamp with time zone,
	"mail_last_error" text
);
--> statement-breakpoint
CREATE INDEX "ops_mail_outbox_idx" ON "ops_mail" USING btree ("next_attempt_at") WHERE "ops_mail"."mail_status" = 'pending';