CREATE TABLE "ignored_vitals" (
	"remote" text NOT NULL,
	"reason" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ignored_vitals_remote_reason_pk" PRIMARY KEY("remote","reason")
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"lane" text NOT NULL,
	"metric" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"histogram" integer[] NOT NULL,
	CONSTRAINT "web_vitals_remote_version_lane_metric_hour_pk" PRIMARY KEY("remote","version","lane","metric","hour")
);
--> statement-breakpoint
CREATE INDEX "web_vitals_hour_idx" ON "web_vitals" USING btree ("hour");