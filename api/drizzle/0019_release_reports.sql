CREATE TABLE "release_reports" (
	"release_id" text NOT NULL,
	"kind" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_reports_release_id_kind_pk" PRIMARY KEY("release_id","kind")
);
--> statement-breakpoint
ALTER TABLE "release_reports" ADD CONSTRAINT "release_reports_release_id_release_records_id_fk" FOREIGN KEY ("release_id") REFERENCES "release_records"("id") ON DELETE cascade ON UPDATE no action;