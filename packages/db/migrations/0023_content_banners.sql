CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"pos" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience_roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"audience_gold" boolean DEFAULT false NOT NULL,
	"audience_premium" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_status_check" CHECK ("banners"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "banners_ends_check" CHECK ("banners"."ends_at" is null or "banners"."ends_at" > "banners"."publish_at")
);
--> statement-breakpoint
CREATE INDEX "banners_pos_idx" ON "banners" USING btree ("pos","id");--> statement-breakpoint
-- Every admin change to a banner is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON banners FOR EACH ROW EXECUTE FUNCTION klub_audit();
