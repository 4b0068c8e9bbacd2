CREATE TABLE "training_gallery_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"caption" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_gallery_photos_position_check" CHECK ("training_gallery_photos"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "training_gallery_photos" ADD CONSTRAINT "training_gallery_photos_group_id_training_gallery_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."training_gallery_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_gallery_photos" ADD CONSTRAINT "training_gallery_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_gallery_groups_position_idx" ON "training_gallery_groups" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "training_gallery_photos_group_position_idx" ON "training_gallery_photos" USING btree ("group_id","position","id");--> statement-breakpoint
CREATE INDEX "training_gallery_photos_file_idx" ON "training_gallery_photos" USING btree ("file_id");--> statement-breakpoint
-- Every change to a gallery group or photo is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON training_gallery_groups FOR EACH ROW EXECUTE FUNCTION klub_audit();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON training_gallery_photos FOR EACH ROW EXECUTE FUNCTION klub_audit();
