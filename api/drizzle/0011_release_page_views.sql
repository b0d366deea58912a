CREATE TABLE "release_page_views" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_page_views_remote_version_pk" PRIMARY KEY("remote","version")
);
