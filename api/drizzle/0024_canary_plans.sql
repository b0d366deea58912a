CREATE TABLE "canary_plans" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"stages" jsonb NOT NULL,
	"step_minutes" double precision NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"step_started_at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canary_plans_remote_version_pk" PRIMARY KEY("remote","version")
);
