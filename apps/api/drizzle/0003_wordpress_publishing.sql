CREATE TABLE "post_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"site_url" text NOT NULL,
	"remote_id" integer NOT NULL,
	"link" text NOT NULL,
	"status" text NOT NULL,
	"media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordpress_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"site_url" text NOT NULL,
	"api_root" text NOT NULL,
	"username" text NOT NULL,
	"password_cipher" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_publications" ADD CONSTRAINT "post_publications_post_id_generated_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."generated_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD CONSTRAINT "wordpress_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_publications_post_site" ON "post_publications" USING btree ("post_id","site_url");