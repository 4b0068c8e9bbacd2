CREATE TABLE "training_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "training_signups_status_check" CHECK ("training_signups"."status" in ('CONFIRMED', 'WAITING', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"place" text DEFAULT '' NOT NULL,
	"online_url" text,
	"region_id" integer,
	"capacity" integer NOT NULL,
	"signup_deadline" timestamp with time zone,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience_roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"audience_gold" boolean DEFAULT false NOT NULL,
	"audience_premium" boolean DEFAULT false NOT NULL,
	"audience_regions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"audience_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_status_check" CHECK ("trainings"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "trainings_capacity_check" CHECK ("trainings"."capacity" > 0),
	CONSTRAINT "trainings_ends_check" CHECK ("trainings"."ends_at" is null or "trainings"."ends_at" > "trainings"."starts_at"),
	CONSTRAINT "trainings_deadline_check" CHECK ("trainings"."signup_deadline" is null or "trainings"."signup_deadline" <= "trainings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "training_signups" ADD CONSTRAINT "training_signups_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_signups" ADD CONSTRAINT "training_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_signups_training_user_key" ON "training_signups" USING btree ("training_id","user_id");--> statement-breakpoint
CREATE INDEX "training_signups_queue_idx" ON "training_signups" USING btree ("training_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "training_signups_user_idx" ON "training_signups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trainings_starts_idx" ON "trainings" USING btree ("starts_at","id");--> statement-breakpoint
-- Every change to a training and to its sign-ups is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON trainings FOR EACH ROW EXECUTE FUNCTION klub_audit();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON training_signups FOR EACH ROW EXECUTE FUNCTION klub_audit();
