DROP INDEX "helpers_approved_search_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_district_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_constituency_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_experience_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_district_experience_idx";--> statement-breakpoint
DROP INDEX "helpers_approved_constituency_experience_idx";--> statement-breakpoint
CREATE INDEX "helpers_approved_search_idx" ON "helpers" USING btree ("id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_district_idx" ON "helpers" USING btree ("district_id","id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_constituency_idx" ON "helpers" USING btree ("constituency_id","id","caste_id","shift_id","language_id","gender","date_of_birth","experience_years","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_experience_idx" ON "helpers" USING btree ("experience_years","id","caste_id","shift_id","language_id","gender","date_of_birth","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_district_experience_idx" ON "helpers" USING btree ("district_id","experience_years","id","caste_id","shift_id","language_id","gender","date_of_birth","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_constituency_experience_idx" ON "helpers" USING btree ("constituency_id","experience_years","id","caste_id","shift_id","language_id","gender","date_of_birth","category_ids") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "helpers" DROP COLUMN "age";