ALTER TABLE "registry_remotes" ALTER COLUMN "entry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registry_remotes" ADD COLUMN "base_paths" jsonb;