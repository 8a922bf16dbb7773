CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "token_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "client_address" text NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_phone_idx" ON "login_failures" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_address_idx" ON "otp_codes" USING btree ("client_address","created_at");