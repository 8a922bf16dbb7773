-- A policy page's Malayalam translation beside its English (the seed fills it from
-- <slug>.ml.md); a page without one shows its English on Malayalam pages.
ALTER TABLE "content_pages" ADD COLUMN "title_ml" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "markdown_ml" text;