CREATE TABLE "practice_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"group" text NOT NULL,
	"title" text NOT NULL,
	"full_name" text,
	"phone" text,
	"email" text,
	"hours" text,
	CONSTRAINT "practice_contacts_group_check" CHECK ("practice_contacts"."group" in ('leaders', 'executive-committee', 'medical-directors', 'clinical-leadership', 'educational-leadership', 'residency', 'breast-fellowship', 'msk-fellowship', 'careers', 'reading-rooms'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "billing_company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "billing_company_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "collections_company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "collections_company_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "collections_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "payment_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "residency_application_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "careers_video_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "careers_video_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "residency_video_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "residency_video_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "presentation_embed_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "presentation_url" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- A database seeded before this migration: the facts its pages showed from code until now, so an upgraded
-- site looks the same and staff can edit them. A new database has no settings row yet and gets them from
-- the seed instead (api/src/seed/data), which these lines repeat.
UPDATE "settings" SET
	"billing_company_name" = 'Larkspur Medical Billing Services',
	"billing_company_address" = 'PO Box 2210
Dayton, OH 45401-2210',
	"collections_company_name" = 'Stillwater Account Recovery',
	"collections_company_address" = 'PO Box 815
Troy, OH 45373-0815',
	"collections_phone" = '(937) 555-0145',
	"payment_url" = 'https://pay.larkspurbilling.example/riverbend',
	"residency_application_url" = 'https://residency.riverbendradiology.example/apply'
WHERE "id" = 1;--> statement-breakpoint
INSERT INTO "practice_contacts" ("position", "group", "title", "full_name", "phone", "email", "hours")
SELECT v.* FROM (VALUES
	(1, 'leaders', 'President', 'Alan Sutherland, MD', NULL, NULL, NULL),
	(2, 'leaders', 'Vice President and Chief Quality Officer', 'Amara Okafor, MD', NULL, NULL, NULL),
	(3, 'executive-committee', 'President', 'Alan Sutherland, MD', NULL, NULL, NULL),
	(4, 'executive-committee', 'Vice President', 'Amara Okafor, MD', NULL, NULL, NULL),
	(5, 'executive-committee', 'Secretary and Treasurer', 'Robert Lindgren, MD', NULL, NULL, NULL),
	(6, 'executive-committee', 'Member at Large', 'Marcus Bell, MD', NULL, NULL, NULL),
	(7, 'executive-committee', 'Member at Large', 'Fatima Haddad, MD', NULL, NULL, NULL),
	(8, 'executive-committee', 'Member at Large', 'Thomas Kessler, DO', NULL, NULL, NULL),
	(9, 'executive-committee', 'Chief Executive Officer (non-voting)', 'Diane Castellano, MBA', NULL, NULL, NULL),
	(10, 'medical-directors', 'Great Miami Regional Hospital', 'Marcus Bell, MD', NULL, NULL, NULL),
	(11, 'medical-directors', 'Clark Valley Regional Hospital', 'Priya Raghunathan, MD', NULL, NULL, NULL),
	(12, 'medical-directors', 'Stillwater Valley Medical Center', 'Robert Lindgren, MD', NULL, NULL, NULL),
	(13, 'medical-directors', 'Little Miami Community Hospital', 'Susan Whitaker, MD', NULL, NULL, NULL),
	(14, 'medical-directors', 'Southbrook Medical Center Breast Center', 'Fatima Haddad, MD', NULL, NULL, NULL),
	(15, 'medical-directors', 'Beavercreek Imaging Center', 'Samuel Adeyemi, DO', NULL, NULL, NULL),
	(16, 'medical-directors', 'Huber Heights Imaging Center', 'Lauren Fitch, MD', NULL, NULL, NULL),
	(17, 'medical-directors', 'Wolf Creek Imaging Center', 'Luis Carrillo, MD', NULL, NULL, NULL),
	(18, 'medical-directors', 'Mobile Mammography Program', 'Leticia Moreno, MD', NULL, NULL, NULL),
	(19, 'clinical-leadership', 'Chief, Body Imaging', 'Mei-Lin Zhou, MD', NULL, NULL, NULL),
	(20, 'clinical-leadership', 'Chief, Women’s Imaging', 'Rebecca Tran, MD', NULL, NULL, NULL),
	(21, 'clinical-leadership', 'Chief, Emergency Radiology', 'Kevin O''Rourke, MD', NULL, NULL, NULL),
	(22, 'clinical-leadership', 'Chief, Cardiovascular Imaging', 'Elena Vasquez-Hart, MD', NULL, NULL, NULL),
	(23, 'clinical-leadership', 'Chief, Interventional Radiology', 'Michael Harrington, MD', NULL, NULL, NULL),
	(24, 'clinical-leadership', 'Chief, Musculoskeletal Imaging', 'Isabel Ferreira, MD', NULL, NULL, NULL),
	(25, 'clinical-leadership', 'Chief, Neuroradiology', 'Ritu Malhotra, MD', NULL, NULL, NULL),
	(26, 'clinical-leadership', 'Chief, Nuclear Medicine & Molecular Imaging', 'Helen Achterberg, MD', NULL, NULL, NULL),
	(27, 'clinical-leadership', 'Lead Physician Assistant', 'Megan Schultz, PA-C', NULL, NULL, NULL),
	(28, 'educational-leadership', 'Program Director, Diagnostic Radiology Residency', 'Katherine Pruitt, MD', NULL, NULL, NULL),
	(29, 'educational-leadership', 'Associate Program Director, Diagnostic Radiology Residency', 'Derek Washington, MD', NULL, NULL, NULL),
	(30, 'educational-leadership', 'Director, Breast Imaging Fellowship', 'Leticia Moreno, MD', NULL, NULL, NULL),
	(31, 'educational-leadership', 'Director, Musculoskeletal Imaging Fellowship', 'Erin Callahan, MD', NULL, NULL, NULL),
	(32, 'educational-leadership', 'Director, Medical Student Education', 'Daniel Whitcomb, MD', NULL, NULL, NULL),
	(33, 'residency', 'Program Director', 'Katherine Pruitt, MD', '(937) 555-0141', 'residency.director@riverbendradiology.example', NULL),
	(34, 'residency', 'Associate Program Director', 'Derek Washington, MD', NULL, 'residency.associate@riverbendradiology.example', NULL),
	(35, 'residency', 'Program Coordinator', 'Lauren Pike', '(937) 555-0142', 'residency@riverbendradiology.example', NULL),
	(36, 'breast-fellowship', 'Fellowship Director', 'Leticia Moreno, MD', '(937) 555-0143', 'breast.director@riverbendradiology.example', NULL),
	(37, 'breast-fellowship', 'Fellowship Coordinator', 'Denise Harlow', '(937) 555-0144', 'breast.fellowship@riverbendradiology.example', NULL),
	(38, 'msk-fellowship', 'Program Director', 'Erin Callahan, MD', '(937) 555-0146', 'msk.director@riverbendradiology.example', NULL),
	(39, 'msk-fellowship', 'Program Coordinator', 'Angela Ostrowski', '(937) 555-0147', 'msk.fellowship@riverbendradiology.example', NULL),
	(40, 'careers', 'Physician Recruitment Coordinator', 'Rachel Summers', '(937) 555-0181', 'careers@riverbendradiology.example', NULL),
	(41, 'careers', 'Chief Executive Officer', 'Diane Castellano, MBA', '(937) 555-0182', 'dcastellano@riverbendradiology.example', NULL),
	(42, 'reading-rooms', 'Body Imaging', NULL, '(937) 555-0171', NULL, 'Weekdays, 7 a.m. to 7 p.m.'),
	(43, 'reading-rooms', 'Women''s Imaging', NULL, '(937) 555-0172', NULL, 'Weekdays, 7 a.m. to 5 p.m.'),
	(44, 'reading-rooms', 'Emergency Radiology', NULL, '(937) 555-0173', NULL, '24 hours, every day'),
	(45, 'reading-rooms', 'Cardiovascular Imaging', NULL, '(937) 555-0174', NULL, 'Weekdays, 7 a.m. to 5 p.m.'),
	(46, 'reading-rooms', 'Interventional Imaging', NULL, '(937) 555-0175', NULL, '24 hours, every day'),
	(47, 'reading-rooms', 'Musculoskeletal Imaging', NULL, '(937) 555-0176', NULL, 'Weekdays, 7 a.m. to 5 p.m.'),
	(48, 'reading-rooms', 'Neuroradiology', NULL, '(937) 555-0177', NULL, '24 hours, every day'),
	(49, 'reading-rooms', 'Nuclear Medicine & Molecular Imaging', NULL, '(937) 555-0178', NULL, 'Weekdays, 7 a.m. to 5 p.m.')
) AS v("position", "group", "title", "full_name", "phone", "email", "hours")
WHERE EXISTS (SELECT 1 FROM "settings");
