ALTER TABLE "member_imports" RENAME TO "csv_imports";--> statement-breakpoint
ALTER TABLE "csv_imports" DROP CONSTRAINT "member_imports_created_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "member_imports_status_idx";--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "kind" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_imports_status_idx" ON "csv_imports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "csv_imports_kind_idx" ON "csv_imports" USING btree ("kind","id");