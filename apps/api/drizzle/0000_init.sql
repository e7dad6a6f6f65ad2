CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32),
	"target_id" varchar(64),
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer,
	"url" text NOT NULL,
	"outlet" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"category" varchar(8) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"simhash" bigint,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "copy_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"keyword_id" integer,
	"title" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"image_1_url" text,
	"image_2_url" text,
	"image_3_url" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" varchar(32) DEFAULT 'offline' NOT NULL,
	"status" varchar(16) DEFAULT 'success' NOT NULL,
	"error_message" text,
	"is_generated" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_articles" (
	"keyword_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "keyword_articles_keyword_id_article_id_pk" PRIMARY KEY("keyword_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "keyword_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword_id" integer NOT NULL,
	"user_id" integer,
	"hour_bucket" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_key" varchar(128) NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(8) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"trend_score" double precision DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keywords_story_key_unique" UNIQUE("story_key")
);
--> statement-breakpoint
CREATE TABLE "maintenance_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task" varchar(64) NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"url" text NOT NULL,
	"category_hint" varchar(8),
	"is_active" boolean DEFAULT true NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_sources_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "oauth_callback_results" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"result" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" varchar(128) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"code_verifier" varchar(128),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"model" varchar(128) NOT NULL,
	"purpose" varchar(32) DEFAULT 'post' NOT NULL,
	"ok" boolean NOT NULL,
	"latency_ms" integer NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" varchar(8) NOT NULL,
	"user_id" integer,
	"admin_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_user_id" varchar(128) NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_interests" (
	"user_id" integer NOT NULL,
	"category" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_interests_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254),
	"nickname" varchar(20),
	"provider" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_nickname_unique" UNIQUE("nickname")
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_source_id_news_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."news_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_log" ADD CONSTRAINT "copy_log_post_id_generated_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."generated_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_log" ADD CONSTRAINT "copy_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD CONSTRAINT "generated_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD CONSTRAINT "generated_posts_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_articles" ADD CONSTRAINT "keyword_articles_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_articles" ADD CONSTRAINT "keyword_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_clicks" ADD CONSTRAINT "keyword_clicks_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_clicks" ADD CONSTRAINT "keyword_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_callback_results" ADD CONSTRAINT "oauth_callback_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_index" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "articles_category_published_at_index" ON "articles" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "articles_content_hash_index" ON "articles" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "copy_log_post_id_index" ON "copy_log" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "generated_posts_user_id_created_at_index" ON "generated_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generated_posts_keyword_id_created_at_index" ON "generated_posts" USING btree ("keyword_id","created_at");--> statement-breakpoint
CREATE INDEX "generated_posts_created_at_index" ON "generated_posts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_posts_one_per_member_keyword" ON "generated_posts" USING btree ("user_id","keyword_id") WHERE "generated_posts"."user_id" is not null and "generated_posts"."is_active";--> statement-breakpoint
CREATE INDEX "keyword_articles_article_id_index" ON "keyword_articles" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_clicks_once_an_hour" ON "keyword_clicks" USING btree ("keyword_id","user_id","hour_bucket");--> statement-breakpoint
CREATE INDEX "keyword_clicks_created_at_index" ON "keyword_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "keywords_active_collected" ON "keywords" USING btree ("is_active","collected_at");--> statement-breakpoint
CREATE INDEX "keywords_active_clicks" ON "keywords" USING btree ("is_active","click_count");--> statement-breakpoint
CREATE INDEX "keywords_active_trend" ON "keywords" USING btree ("is_active","trend_score");--> statement-breakpoint
CREATE INDEX "keywords_created_at_index" ON "keywords" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "oauth_callback_results_expires_at_index" ON "oauth_callback_results" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_index" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "provider_calls_created_at_index" ON "provider_calls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_at_index" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_provider_uid" ON "social_identities" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE INDEX "social_identities_user_id_index" ON "social_identities" USING btree ("user_id");