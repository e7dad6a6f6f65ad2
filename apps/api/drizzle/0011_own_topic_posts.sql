ALTER TABLE "generated_posts" ADD COLUMN "topic" varchar(200);--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "topic_category" varchar(8);