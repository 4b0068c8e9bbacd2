CREATE TABLE "texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "texts_status_check" CHECK ("texts"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "texts_key_key" ON "texts" USING btree ("key");--> statement-breakpoint
-- Every admin change to a text is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON texts FOR EACH ROW EXECUTE FUNCTION klub_audit();
