ALTER TABLE "payments" DROP CONSTRAINT "payments_invoice_number_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_year" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_year","invoice_number");--> statement-breakpoint
-- data migration (hand-written)
-- Invoices already issued keep their numbers, now read within the financial year (1 April to
-- 31 March, India's time) they were paid in; each year's counter goes on after its highest.
UPDATE "payments" SET "invoice_year" = EXTRACT(YEAR FROM (COALESCE("paid_at", "created_at") AT TIME ZONE 'Asia/Kolkata') - INTERVAL '3 months')::smallint WHERE "invoice_number" IS NOT NULL;--> statement-breakpoint
INSERT INTO "counters" ("name", "value") SELECT 'invoice-' || "invoice_year", max("invoice_number") FROM "payments" WHERE "invoice_year" IS NOT NULL GROUP BY "invoice_year" ON CONFLICT ("name") DO UPDATE SET "value" = GREATEST("counters"."value", EXCLUDED."value");--> statement-breakpoint
DELETE FROM "counters" WHERE "name" = 'invoice';--> statement-breakpoint
-- The policy pages said prices include GST while checkout adds it: pages seeded before are
-- corrected where they still carry the old words (a page an admin rewrote is left alone).
UPDATE "content_pages" SET "markdown" = replace("markdown", 'Prices include CGST and SGST at 9 % each.', 'GST is added to the price at checkout: CGST and SGST at 9 % each (18 % GST). Every price on Sahayi shows the total you pay, with the price and the GST beside it.'), "updated_at" = now() WHERE "slug" = 'terms-and-conditions' AND position('Prices include CGST and SGST at 9 % each.' in "markdown") > 0;--> statement-breakpoint
UPDATE "content_pages" SET "markdown" = replace("markdown", E'No cancellations & Refunds are entertained\n', E'No cancellations & Refunds are entertained\n\nGST is added to the price shown for a plan or the registration fee: checkout adds CGST and SGST at 9 % each (18 % GST), shows the total before you pay, and your GST invoice lists both.\n'), "updated_at" = now() WHERE "slug" = 'cancellation-and-refund' AND position('18 % GST' in "markdown") = 0;
