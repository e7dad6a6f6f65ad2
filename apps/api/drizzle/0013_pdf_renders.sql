CREATE TABLE "pdf_renders" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"cache_key" text NOT NULL,
	"body" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pdf_renders" ADD CONSTRAINT "pdf_renders_post_id_generated_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."generated_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_renders_rendered_at_index" ON "pdf_renders" USING btree ("rendered_at");