-- The language each person's messages (SMS and e-mail) go in: the site's language when they
-- signed up, registered or last logged in. Everyone before it had English.
ALTER TABLE "helpers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;