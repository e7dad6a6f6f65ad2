DROP TABLE "oauth_callback_results" CASCADE;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;