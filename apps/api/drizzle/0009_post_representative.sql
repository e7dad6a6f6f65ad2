ALTER TABLE "generated_posts" ADD COLUMN "worked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
UPDATE "generated_posts" SET "worked_at" = "updated_at" WHERE "edited" OR EXISTS (SELECT 1 FROM "post_publications" WHERE "post_publications"."post_id" = "generated_posts"."id");
