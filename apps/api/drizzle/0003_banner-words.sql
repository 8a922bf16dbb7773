ALTER TABLE "banners" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button_label" text;