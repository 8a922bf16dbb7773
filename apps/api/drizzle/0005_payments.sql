CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"provider_order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" text;--> statement-breakpoint
UPDATE "payments" SET "receipt" = 'legacy_' || "id" WHERE "receipt" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "enquiries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tenure_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_unique" UNIQUE("receipt");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_number_unique" UNIQUE("invoice_number");