CREATE INDEX "helpers_approved_district_idx" ON "helpers" USING btree ("district_id","id") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_constituency_idx" ON "helpers" USING btree ("constituency_id","id") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_caste_idx" ON "helpers" USING btree ("caste_id","id") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_shift_idx" ON "helpers" USING btree ("shift_id","id") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_language_idx" ON "helpers" USING btree ("language_id","id") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_gender_idx" ON "helpers" USING btree ("gender","id") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_age_idx" ON "helpers" USING btree ("age","id") WHERE "helpers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "helpers_approved_experience_idx" ON "helpers" USING btree ("experience_years","id") WHERE "helpers"."status" = 'approved';