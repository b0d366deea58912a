CREATE TABLE "deploy_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "deploy_tokens_token_hash_unique" UNIQUE("token_hash")
);
