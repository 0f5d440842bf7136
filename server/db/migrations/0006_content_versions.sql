CREATE TABLE "content_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"revision" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_versions_applied_idx" ON "content_versions" USING btree ("applied_at");