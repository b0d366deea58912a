CREATE TABLE "release_records" (
	"id" text PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"released_by" text NOT NULL,
	"commit" text,
	"percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "release_records_remote_created_at_idx" ON "release_records" USING btree ("remote","created_at");