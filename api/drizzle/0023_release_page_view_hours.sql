CREATE TABLE "release_page_view_hours" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "release_page_view_hours_remote_version_hour_pk" PRIMARY KEY("remote","version","hour")
);
--> statement-breakpoint
CREATE INDEX "release_page_view_hours_hour_idx" ON "release_page_view_hours" USING btree ("hour");