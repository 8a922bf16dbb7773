ALTER TYPE "public"."otp_purpose" ADD VALUE 'maid_login';--> statement-breakpoint
ALTER TYPE "public"."review_status" ADD VALUE 'paused';--> statement-breakpoint
ALTER TYPE "public"."review_status" ADD VALUE 'deleted';--> statement-breakpoint
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
CREATE INDEX "helper_refresh_tokens_live_helper_idx" ON "helper_refresh_tokens" USING btree ("helper_id") WHERE revoked_at is null;--> statement-breakpoint
-- A helper downloads her data and deletes her listing herself now: the privacy policy says so,
-- in English and in its Malayalam (while that translates the English as it is). A policy an
-- admin rewrote is left as it is.
UPDATE "content_pages" SET
  "markdown" = replace(replace("markdown",
    '**Download my data** in your profile gives it to you at once as a file;',
    '**Download my data** in your profile (a helper: on her own page, **For helpers**) gives it to you at once as a file;'),
    'closes your account at once; for a helper''s listing, write to us.',
    'closes your account at once; a helper deletes her listing on her own page (she confirms with a one-time code).'),
  "markdown_ml" = CASE WHEN "translated_from" = "markdown" THEN replace(replace("markdown_ml",
    'നിങ്ങളുടെ പ്രൊഫൈലിലെ **എന്റെ വിവരങ്ങൾ ഡൗൺലോഡ് ചെയ്യുക** എന്നതിൽ',
    'നിങ്ങളുടെ പ്രൊഫൈലിലെ (സഹായിക്ക്, തന്റെ സ്വന്തം പേജിൽ) **എന്റെ വിവരങ്ങൾ ഡൗൺലോഡ് ചെയ്യുക** എന്നതിൽ'),
    'നിങ്ങളുടെ അക്കൗണ്ട് ഉടൻ അവസാനിപ്പിക്കും; സഹായിയുടെ സൈറ്റിലെ പ്രൊഫൈലിനായി ഞങ്ങൾക്ക് എഴുതുക.',
    'നിങ്ങളുടെ അക്കൗണ്ട് ഉടൻ അവസാനിപ്പിക്കും; സഹായിക്ക് തന്റെ സ്വന്തം പേജിൽ ലിസ്റ്റിംഗ് നീക്കം ചെയ്യാം (OTP നൽകി ഉറപ്പാക്കണം).') ELSE "markdown_ml" END,
  "translated_from" = CASE WHEN "translated_from" = "markdown" THEN replace(replace("markdown",
    '**Download my data** in your profile gives it to you at once as a file;',
    '**Download my data** in your profile (a helper: on her own page, **For helpers**) gives it to you at once as a file;'),
    'closes your account at once; for a helper''s listing, write to us.',
    'closes your account at once; a helper deletes her listing on her own page (she confirms with a one-time code).') ELSE "translated_from" END,
  "updated_at" = now()
WHERE "slug" = 'privacy-policy' AND position('closes your account at once; for a helper''s listing, write to us.' in "markdown") > 0;
