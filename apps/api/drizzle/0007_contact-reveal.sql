CREATE TYPE "public"."contact_report_reason" AS ENUM('not_reachable', 'already_working', 'wrong_number');--> statement-breakpoint
CREATE TYPE "public"."contact_report_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "contact_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"reason" "contact_report_reason" NOT NULL,
	"note" text,
	"status" "contact_report_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"refunded_subscription_id" integer
);
--> statement-breakpoint
CREATE TABLE "contact_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"spent_enquiry" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_reports" ADD CONSTRAINT "contact_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reports" ADD CONSTRAINT "contact_reports_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reports" ADD CONSTRAINT "contact_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reports" ADD CONSTRAINT "contact_reports_refunded_subscription_id_subscriptions_id_fk" FOREIGN KEY ("refunded_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_reports_user_helper_idx" ON "contact_reports" USING btree ("user_id","helper_id");--> statement-breakpoint
CREATE INDEX "contact_reports_helper_idx" ON "contact_reports" USING btree ("helper_id","status","created_at");--> statement-breakpoint
CREATE INDEX "contact_reports_status_idx" ON "contact_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_reveals_user_idx" ON "contact_reveals" USING btree ("user_id","created_at");