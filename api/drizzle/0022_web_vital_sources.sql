CREATE TABLE "web_vital_sources" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"lane" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "web_vital_sources_remote_version_lane_hour_source_pk" PRIMARY KEY("remote","version","lane","hour","source")
);
--> statement-breakpoint
CREATE INDEX "web_vital_sources_hour_idx" ON "web_vital_sources" USING btree ("hour");