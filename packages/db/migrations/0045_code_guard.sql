CREATE TABLE "guard_batch_members" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guard_batch_members_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "guard_ip_members" (
	"ip" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guard_ip_members_ip_user_id_pk" PRIMARY KEY("ip","user_id")
);
--> statement-breakpoint
CREATE TABLE "guard_member_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"hour_codes" integer NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_codes" integer NOT NULL,
	"early_codes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_codes" (
	"code_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"bonuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" text[] NOT NULL,
	"source" smallint NOT NULL,
	"actor_id" integer,
	"reason" text NOT NULL,
	"group_name" text,
	"expires_at" timestamp with time zone,
	"ip" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"ledger_id" bigint,
	CONSTRAINT "held_codes_status_check" CHECK ("held_codes"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "held_codes_points_nonneg" CHECK ("held_codes"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "held_codes" ADD CONSTRAINT "held_codes_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_codes" ADD CONSTRAINT "held_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_codes" ADD CONSTRAINT "held_codes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_codes" ADD CONSTRAINT "held_codes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_codes" ADD CONSTRAINT "held_codes_ledger_id_points_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guard_batch_members_recent_idx" ON "guard_batch_members" USING btree ("batch_id","last_at");--> statement-breakpoint
CREATE INDEX "guard_ip_members_recent_idx" ON "guard_ip_members" USING btree ("ip","last_at");--> statement-breakpoint
CREATE INDEX "held_codes_queue_idx" ON "held_codes" USING btree ("status","held_at","code_id");--> statement-breakpoint
CREATE INDEX "held_codes_member_idx" ON "held_codes" USING btree ("user_id") WHERE "held_codes"."status" = 'PENDING';--> statement-breakpoint
-- A held code's decision (approved or rejected) is an admin's change: held_codes is in the audit trail
-- (migration 0010; a member's redemption writes its row without an acting admin, so that insert is not).
-- The guard's counters (guard_member_counts, guard_batch_members, guard_ip_members) are throttling
-- state like rate_limits, rewritten on every redemption while a rule is on: not audited.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON held_codes FOR EACH ROW EXECUTE FUNCTION klub_audit();
