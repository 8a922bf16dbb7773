-- A policy page's Malayalam translation beside its English, with the English it translates
-- (the seed fills it from <slug>.ml.md); a page without a current one shows its English on
-- Malayalam pages.
ALTER TABLE "content_pages" ADD COLUMN "title_ml" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "markdown_ml" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "translated_from" text;