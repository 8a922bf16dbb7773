DROP INDEX "refresh_tokens_family_idx";--> statement-breakpoint
CREATE INDEX "refresh_tokens_live_family_idx" ON "refresh_tokens" USING btree ("family_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "refresh_tokens_live_user_idx" ON "refresh_tokens" USING btree ("user_id") WHERE revoked_at is null;