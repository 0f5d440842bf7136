ALTER TABLE "contact_inquiries" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD COLUMN "owner_changed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD COLUMN "owner_to" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_owner_id_desk_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."desk_users"("id") ON DELETE set null ON UPDATE no action;