CREATE TABLE "helper_profile_views" (
	"helper_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "helper_profile_views_helper_id_day_pk" PRIMARY KEY("helper_id","day")
);
--> statement-breakpoint
ALTER TABLE "helper_profile_views" ADD CONSTRAINT "helper_profile_views_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;