ALTER TABLE "payments" DROP CONSTRAINT "payments_helper_id_helpers_id_fk";
--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "privacy_policy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_pincode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_policy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_created_idx" ON "login_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_created_idx" ON "otp_codes" USING btree ("created_at");