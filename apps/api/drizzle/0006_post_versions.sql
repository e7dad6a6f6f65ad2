DROP INDEX "generated_posts_one_per_member_keyword";--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "tone" varchar(16) DEFAULT 'haeyo' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "length" varchar(16) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "title_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "quality" jsonb;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "outlet_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_posts_member_keyword_version" ON "generated_posts" USING btree ("user_id","keyword_id","version") WHERE "generated_posts"."user_id" is not null and "generated_posts"."is_active";--> statement-breakpoint
UPDATE "keywords" SET "outlet_count" = greatest(1, (SELECT count(DISTINCT a."outlet") FROM "keyword_articles" ka JOIN "articles" a ON a."id" = ka."article_id" WHERE ka."keyword_id" = "keywords"."id"));
