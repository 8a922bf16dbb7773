CREATE TYPE "public"."listing_change_kind" AS ENUM('details', 'photo', 'gallery');--> statement-breakpoint
CREATE TYPE "public"."listing_change_outcome" AS ENUM('approved', 'rejected', 'seen');--> statement-breakpoint
CREATE TABLE "helper_listing_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"helper_id" integer NOT NULL,
	"kind" "listing_change_kind" NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"outcome" "listing_change_outcome",
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "helper_listing_changes" ADD CONSTRAINT "helper_listing_changes_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_listing_changes" ADD CONSTRAINT "helper_listing_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helper_listing_changes_waiting_idx" ON "helper_listing_changes" USING btree ("created_at") WHERE reviewed_at is null;--> statement-breakpoint
CREATE INDEX "helper_listing_changes_helper_idx" ON "helper_listing_changes" USING btree ("helper_id","created_at");