ALTER TYPE "public"."otp_purpose" ADD VALUE 'maid_login';--> statement-breakpoint
ALTER TYPE "public"."review_status" ADD VALUE 'paused';--> statement-breakpoint
CREATE TABLE "helper_refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"helper_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "helper_refresh_tokens" ADD CONSTRAINT "helper_refresh_tokens_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "helper_refresh_tokens_hash_idx" ON "helper_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "helper_refresh_tokens_live_family_idx" ON "helper_refresh_tokens" USING btree ("family_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "helper_refresh_tokens_live_helper_idx" ON "helper_refresh_tokens" USING btree ("helper_id") WHERE revoked_at is null;