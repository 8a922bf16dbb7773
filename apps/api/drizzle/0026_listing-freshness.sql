DROP INDEX "helpers_approved_search_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_district_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_constituency_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_experience_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_district_experience_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_constituency_experience_idx";--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "availability_confirmed_on" date DEFAULT (now() at time zone 'Asia/Kolkata')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "availability_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "availability_link_used_at" timestamp with time zone;--> statement-breakpoint
-- Before this, approval was the only time a helper said she was available. Counting from it
-- would take every listing approved more than 60 days ago out of search the moment this runs,
-- before anyone was asked: each starts at her approval day, or 30 days back when that is
-- older, so the monthly SMS asks her at once and she has 30 days to answer (decision 045).
UPDATE "helpers" SET "availability_confirmed_on" = greatest(
  (coalesce("reviewed_at", "created_at") at time zone 'Asia/Kolkata')::date,
  (now() at time zone 'Asia/Kolkata')::date - 30
);--> statement-breakpoint
CREATE INDEX "helpers_approved_confirmed_idx" ON "helpers" USING btree ("availability_confirmed_on","id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_district_confirmed_idx" ON "helpers" USING btree ("district_id","availability_confirmed_on","id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_constituency_confirmed_idx" ON "helpers" USING btree ("constituency_id","availability_confirmed_on","id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_search_idx" ON "helpers" USING btree ("id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids","availability_confirmed_on") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_district_idx" ON "helpers" USING btree ("district_id","id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids","availability_confirmed_on") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_constituency_idx" ON "helpers" USING btree ("constituency_id","id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids","availability_confirmed_on") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_experience_idx" ON "helpers" USING btree ("experience_years","id","caste_id","shift_id","language_id","gender","date_of_birth","category_ids","availability_confirmed_on") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_district_experience_idx" ON "helpers" USING btree ("district_id","experience_years","id","caste_id","shift_id","language_id","gender","date_of_birth","category_ids","availability_confirmed_on") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_constituency_experience_idx" ON "helpers" USING btree ("constituency_id","experience_years","id","caste_id","shift_id","language_id","gender","date_of_birth","category_ids","availability_confirmed_on") WHERE "helpers"."status" = 'approved';