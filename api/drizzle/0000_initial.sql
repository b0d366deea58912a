CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"comments" text NOT NULL,
	"client_address_hash" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frequently_called_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"url" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description_short" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro_text" text NOT NULL,
	"photo_small" text,
	"photo_large" text,
	"photo_large_caption" text,
	"published_date" date NOT NULL,
	"full_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"intro_text" text NOT NULL,
	"photo_small" text,
	"video" text,
	"link" text,
	"link_text" text
);
--> statement-breakpoint
CREATE TABLE "physicians" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"full_name" text NOT NULL,
	"last_name" text NOT NULL,
	"photo" text,
	"subspecialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"medical_school" text,
	"residency" text,
	"fellowship" text,
	"board_certified" text,
	"appointments_committees" text,
	"military" text,
	"bachelor_education" text,
	"masters_education" text,
	"pa_school" text,
	"nccpa_certified" text,
	"undergrad" text,
	"biography" text,
	"why_msk" text,
	"why_radiology" text,
	"what_did_you_like_dayton" text,
	"interests" text,
	"training_year" integer,
	CONSTRAINT "physicians_category_check" CHECK ("physicians"."category" in ('physician', 'physician_assistant', 'resident', 'fellow')),
	CONSTRAINT "physicians_training_year_check" CHECK ("physicians"."training_year" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "quick_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rotator_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"organization_name" text NOT NULL,
	"street_address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text NOT NULL,
	"email" text NOT NULL,
	"social_url" text NOT NULL,
	"social_name" text NOT NULL,
	"billing_phone" text NOT NULL,
	"billing_alert_text" text NOT NULL,
	"invoices_by_mail_date" date NOT NULL,
	"billing_company_since" date NOT NULL,
	"founded_year" integer NOT NULL,
	"physician_count" integer NOT NULL,
	"physician_assistant_count" integer NOT NULL,
	"analytics_endpoint" text DEFAULT '' NOT NULL,
	CONSTRAINT "settings_single_row_check" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "subspecialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description_short" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "news_published_date_idx" ON "news" USING btree ("published_date");--> statement-breakpoint
CREATE INDEX "physicians_category_idx" ON "physicians" USING btree ("category");