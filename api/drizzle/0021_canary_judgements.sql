CREATE TABLE "canary_judgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"canary_version" text NOT NULL,
	"stable_version" text NOT NULL,
	"percent" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"figures" jsonb NOT NULL,
	"judged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "canary_judgements_remote_judged_at_idx" ON "canary_judgements" USING btree ("remote","judged_at");