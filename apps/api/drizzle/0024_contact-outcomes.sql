-- Whether a household hired a helper it revealed, and each helper's public count of hires.
CREATE TYPE "public"."contact_outcome" AS ENUM('hired', 'not_hired');--> statement-breakpoint
CREATE TABLE "contact_outcomes" (
	"user_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"outcome" "contact_outcome" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_outcomes_user_id_helper_id_pk" PRIMARY KEY("user_id","helper_id")
);
--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "hired_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_outcomes" ADD CONSTRAINT "contact_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_outcomes" ADD CONSTRAINT "contact_outcomes_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_outcomes_helper_idx" ON "contact_outcomes" USING btree ("helper_id");--> statement-breakpoint
CREATE INDEX "purchased_helpers_created_idx" ON "purchased_helpers" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "helpers" ADD CONSTRAINT "helpers_hired_count_not_negative" CHECK ("helpers"."hired_count" >= 0);--> statement-breakpoint
-- The privacy policy names the answers among what is kept, and the count among what a helper's
-- public profile shows, in English and in its Malayalam (while that translates the English as it
-- is). A policy an admin rewrote is left as it is.
UPDATE "content_pages" SET
  "markdown" = replace(replace("markdown",
    'which helpers you have revealed, and the helpers',
    'which helpers you have revealed and whether you hired them, and the helpers'),
    '"About me" and gallery) is visible',
    '"About me", gallery, and how many households said they hired her through Sahayi) is visible'),
  "markdown_ml" = CASE WHEN "translated_from" = "markdown" THEN replace(replace("markdown_ml",
    'തുറന്നു കണ്ടു എന്നതും, നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ',
    'തുറന്നു കണ്ടു എന്നതും അവരെ ജോലിക്കെടുത്തോ എന്നതും, നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ'),
    '''എന്നെക്കുറിച്ച്'', ഗാലറി) ഞങ്ങളുടെ',
    '''എന്നെക്കുറിച്ച്'', ഗാലറി, Sahayi വഴി എത്ര വീട്ടുകാർ ജോലിക്കെടുത്തു എന്നത്) ഞങ്ങളുടെ') ELSE "markdown_ml" END,
  "translated_from" = CASE WHEN "translated_from" = "markdown" THEN replace(replace("markdown",
    'which helpers you have revealed, and the helpers',
    'which helpers you have revealed and whether you hired them, and the helpers'),
    '"About me" and gallery) is visible',
    '"About me", gallery, and how many households said they hired her through Sahayi) is visible') ELSE "translated_from" END,
  "updated_at" = now()
WHERE "slug" = 'privacy-policy' AND position('which helpers you have revealed, and the helpers' in "markdown") > 0;
