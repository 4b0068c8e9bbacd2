CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "districts_region_name_key" ON "districts" USING btree ("region_id","name");--> statement-breakpoint
CREATE INDEX "districts_region_idx" ON "districts" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "users_list_name_idx" ON "users" USING btree ("lastname","firstname","id");--> statement-breakpoint
CREATE INDEX "users_list_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");