-- A household's shortlist: the helpers it is weighing up. Rows go with the account or the helper.
CREATE TABLE "shortlisted_helpers" (
	"user_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlisted_helpers_user_id_helper_id_pk" PRIMARY KEY("user_id","helper_id")
);
--> statement-breakpoint
ALTER TABLE "shortlisted_helpers" ADD CONSTRAINT "shortlisted_helpers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlisted_helpers" ADD CONSTRAINT "shortlisted_helpers_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The privacy policy names the shortlist among what is kept, in English and in its Malayalam
-- (while that translates the English as it is). A policy an admin rewrote is left as it is.
UPDATE "content_pages" SET
  "markdown" = replace("markdown", 'and which helpers you have revealed.', 'which helpers you have revealed, and the helpers you keep on your shortlist.'),
  "markdown_ml" = CASE WHEN "translated_from" = "markdown" THEN replace("markdown_ml", 'നിങ്ങൾ ഏതൊക്കെ സഹായികളുടെ നമ്പർ തുറന്നു കണ്ടു എന്നതും.', 'നിങ്ങൾ ഏതൊക്കെ സഹായികളുടെ നമ്പർ തുറന്നു കണ്ടു എന്നതും, നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ സൂക്ഷിക്കുന്ന സഹായികളും.') ELSE "markdown_ml" END,
  "translated_from" = CASE WHEN "translated_from" = "markdown" THEN replace("markdown", 'and which helpers you have revealed.', 'which helpers you have revealed, and the helpers you keep on your shortlist.') ELSE "translated_from" END,
  "updated_at" = now()
WHERE "slug" = 'privacy-policy' AND position('and which helpers you have revealed.' in "markdown") > 0;
