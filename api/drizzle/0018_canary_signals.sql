CREATE TABLE "ignored_reports" (
	"remote" text NOT NULL,
	"reason" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ignored_reports_remote_reason_pk" PRIMARY KEY("remote","reason")
);
--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "source" text;