CREATE TABLE "auth_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(16) NOT NULL,
	"key" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_failures_scope_key_created_at_index" ON "auth_failures" USING btree ("scope","key","created_at");