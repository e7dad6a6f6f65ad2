ALTER TABLE "articles" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "ingestion_runs" ADD COLUMN "euc_kr_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingestion_runs" ADD COLUMN "robots_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingestion_runs" ADD COLUMN "canonical_duplicates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_source_url_index" ON "articles" USING btree ("source_url");