CREATE TABLE "training_movies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience_roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"audience_gold" boolean DEFAULT false NOT NULL,
	"audience_premium" boolean DEFAULT false NOT NULL,
	"audience_regions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"audience_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_movies_status_check" CHECK ("training_movies"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE INDEX "training_movies_publish_idx" ON "training_movies" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every change to a film is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON training_movies FOR EACH ROW EXECUTE FUNCTION klub_audit();
