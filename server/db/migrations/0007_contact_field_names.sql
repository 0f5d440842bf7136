-- Renamed, not dropped and added: the rows keep their data, and PostgreSQL rewrites the
-- search column's expression (and keeps its index) by itself.
ALTER TABLE "contact_inquiries" RENAME COLUMN "email_add" TO "email";--> statement-breakpoint
ALTER TABLE "contact_inquiries" RENAME COLUMN "phone_num" TO "phone";--> statement-breakpoint
ALTER TABLE "received_inquiries" RENAME COLUMN "email_add" TO "email";--> statement-breakpoint
ALTER TABLE "received_inquiries" RENAME COLUMN "phone_num" TO "phone";
