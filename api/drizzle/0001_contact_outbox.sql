DROP INDEX "contact_submissions_status_idx";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "mail_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "mail_last_error" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_submissions_outbox_idx" ON "contact_submissions" USING btree ("next_attempt_at") WHERE "contact_submissions"."mail_status" = 'pending';--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_mail_status_check" CHECK ("contact_submissions"."mail_status" in ('pending', 'sent', 'off'));--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_mail_attempts_check" CHECK ("contact_submissions"."mail_attempts" >= 0);