CREATE TABLE "registry_remotes" (
	"remote" text PRIMARY KEY NOT NULL,
	"entry" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
