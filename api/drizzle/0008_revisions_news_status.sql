CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "billing_alert_starts_on" date;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "billing_alert_ends_on" date;--> statement-breakpoint
CREATE INDEX "revisions_entity_idx" ON "revisions" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "news_status_publish_at_idx" ON "news" USING btree ("status","publish_at");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_scheduled_publish_at_check" CHECK ("news"."status" <> 'scheduled' or "news"."publish_at" is not null);