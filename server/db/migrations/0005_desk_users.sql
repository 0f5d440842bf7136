CREATE TABLE "desk_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "desk_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"inquiry_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "desk_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "desk_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "desk_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "desk_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "inquiry_delivery_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_delivery_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" text NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"error" text,
	"by_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"inquiry_id" text NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"status_from" text,
	"status_to" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "contact_inquiries"."full_name" || ' ' || "contact_inquiries"."email_add" || ' ' || translate("contact_inquiries"."email_add", '@.+_-', '     ') || ' ' || "contact_inquiries"."company" || ' ' || "contact_inquiries"."subject" || ' ' || "contact_inquiries"."message")) STORED;--> statement-breakpoint
ALTER TABLE "desk_invites" ADD CONSTRAINT "desk_invites_invited_by_desk_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."desk_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_sessions" ADD CONSTRAINT "desk_sessions_user_id_desk_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."desk_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_delivery_events" ADD CONSTRAINT "inquiry_delivery_events_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_author_id_desk_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."desk_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_audit_at_idx" ON "desk_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "desk_sessions_user_idx" ON "desk_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "desk_sessions_expires_idx" ON "desk_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "desk_sign_in_throttle_updated_idx" ON "desk_sign_in_throttle" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "inquiry_delivery_events_inquiry_idx" ON "inquiry_delivery_events" USING btree ("inquiry_id","at");--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_idx" ON "inquiry_notes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_search_idx" ON "contact_inquiries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at");