CREATE TABLE "known_devices" (
	"id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_id_user_id_pk" PRIMARY KEY("id","user_id")
);
--> statement-breakpoint
CREATE INDEX "known_devices_expires_at_idx" ON "known_devices" USING btree ("expires_at");