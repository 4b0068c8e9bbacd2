CREATE TABLE "member_distributors" (
	"user_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_distributors_user_id_distributor_id_pk" PRIMARY KEY("user_id","distributor_id")
);
--> statement-breakpoint
ALTER TABLE "member_distributors" ADD CONSTRAINT "member_distributors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_distributors" ADD CONSTRAINT "member_distributors_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_distributors_distributor_idx" ON "member_distributors" USING btree ("distributor_id","user_id");--> statement-breakpoint
CREATE INDEX "member_points_balance_idx" ON "member_points" USING btree ("balance","user_id");--> statement-breakpoint
CREATE INDEX "points_ledger_promotions_idx" ON "points_ledger" USING btree ("created_at") WHERE "points_ledger"."source" in (3, 104);--> statement-breakpoint
CREATE INDEX "stats_member_days_active_idx" ON "stats_member_days" USING btree ("day","user_id") WHERE "stats_member_days"."codes" > 0 or "stats_member_days"."orders" > 0;--> statement-breakpoint
-- Admins set a member's distributors on the member form: audited like the member (entity id: the member).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON member_distributors FOR EACH ROW EXECUTE FUNCTION klub_audit();
