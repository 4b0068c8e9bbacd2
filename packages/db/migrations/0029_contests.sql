CREATE TABLE "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text,
	"receipt_number" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"reject_reason" text,
	"is_winner" boolean DEFAULT false NOT NULL,
	"accepted_credit_id" bigint,
	"winner_credit_id" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_status_check" CHECK ("contest_entries"."status" in ('SUBMITTED', 'ACCEPTED', 'REJECTED')),
	CONSTRAINT "contest_entries_winner_check" CHECK (not "contest_entries"."is_winner" or "contest_entries"."status" = 'ACCEPTED')
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"rules" text NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ask_text" boolean DEFAULT true NOT NULL,
	"max_photos" smallint DEFAULT 0 NOT NULL,
	"ask_receipt" boolean DEFAULT false NOT NULL,
	"points_accepted" integer DEFAULT 0 NOT NULL,
	"points_winner" integer DEFAULT 0 NOT NULL,
	"entries_per_member" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience_roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"audience_gold" boolean DEFAULT false NOT NULL,
	"audience_premium" boolean DEFAULT false NOT NULL,
	"audience_regions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"audience_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_status_check" CHECK ("contests"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "contests_ends_check" CHECK ("contests"."ends_at" > "contests"."starts_at"),
	CONSTRAINT "contests_points_check" CHECK ("contests"."points_accepted" >= 0 and "contests"."points_winner" >= 0),
	CONSTRAINT "contests_entries_check" CHECK ("contests"."entries_per_member" between 1 and 100 and "contests"."max_photos" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_accepted_credit_id_points_ledger_id_fk" FOREIGN KEY ("accepted_credit_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_winner_credit_id_points_ledger_id_fk" FOREIGN KEY ("winner_credit_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_entries_contest_idx" ON "contest_entries" USING btree ("contest_id","status","id");--> statement-breakpoint
CREATE INDEX "contest_entries_user_idx" ON "contest_entries" USING btree ("user_id","contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_accepted_credit_key" ON "contest_entries" USING btree ("accepted_credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_winner_credit_key" ON "contest_entries" USING btree ("winner_credit_id");--> statement-breakpoint
CREATE INDEX "contests_ends_idx" ON "contests" USING btree ("ends_at","id");--> statement-breakpoint
-- Every change to a contest and to its entries (a member's entry, an admin's review) is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contests FOR EACH ROW EXECUTE FUNCTION klub_audit();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contest_entries FOR EACH ROW EXECUTE FUNCTION klub_audit();
