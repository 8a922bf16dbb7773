CREATE TYPE "public"."verification_kind" AS ENUM('id_document', 'police_clearance', 'reference');--> statement-breakpoint
CREATE TABLE "helper_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"helper_id" integer NOT NULL,
	"kind" "verification_kind" NOT NULL,
	"checked_on" date NOT NULL,
	"document_type" text,
	"document_last4" text,
	"police_station" text,
	"reference_name" text,
	"relationship" text,
	"note" text,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_verifications_last4_only" CHECK ("helper_verifications"."document_last4" is null or length("helper_verifications"."document_last4") = 4)
);
--> statement-breakpoint
ALTER TABLE "helper_verifications" ADD CONSTRAINT "helper_verifications_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_verifications" ADD CONSTRAINT "helper_verifications_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helper_verifications_helper_idx" ON "helper_verifications" USING btree ("helper_id","checked_on");