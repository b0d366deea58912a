CREATE TABLE "render_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "render_jobs_waiting_idx" ON "render_jobs" USING btree ("id") WHERE "render_jobs"."done_at" is null;