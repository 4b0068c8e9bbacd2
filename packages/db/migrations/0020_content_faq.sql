CREATE TABLE "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"pos" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience_roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"audience_gold" boolean DEFAULT false NOT NULL,
	"audience_premium" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_status_check" CHECK ("faq"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_group_id_faq_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."faq_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_group_pos_idx" ON "faq" USING btree ("group_id","pos");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_groups_name_key" ON "faq_groups" USING btree (lower("name"));--> statement-breakpoint
-- Every admin change to the FAQ is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON faq_groups FOR EACH ROW EXECUTE FUNCTION klub_audit();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON faq FOR EACH ROW EXECUTE FUNCTION klub_audit();
