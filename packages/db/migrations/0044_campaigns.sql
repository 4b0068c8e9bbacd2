CREATE TABLE "campaign_credits" (
	"campaign_id" integer NOT NULL,
	"code_id" bigint NOT NULL,
	"version_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ledger_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_credits_campaign_id_code_id_pk" PRIMARY KEY("campaign_id","code_id"),
	CONSTRAINT "campaign_credits_points_positive" CHECK ("campaign_credits"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_member_bonus" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"last_given" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_member_bonus_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "campaign_member_bonus_nonneg" CHECK ("campaign_member_bonus"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"version" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"package_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"group_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"audience_gold" boolean DEFAULT false NOT NULL,
	"audience_premium" boolean DEFAULT false NOT NULL,
	"audience_regions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"audience_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"multiplier" numeric(4, 2) DEFAULT '1' NOT NULL,
	"fixed_bonus" integer DEFAULT 0 NOT NULL,
	"member_cap" integer,
	"budget" integer,
	"superseded_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_versions_window" CHECK ("campaign_versions"."ends_on" >= "campaign_versions"."starts_on"),
	CONSTRAINT "campaign_versions_multiplier" CHECK ("campaign_versions"."multiplier" >= 1 and "campaign_versions"."multiplier" <= 10),
	CONSTRAINT "campaign_versions_fixed_bonus" CHECK ("campaign_versions"."fixed_bonus" >= 0),
	CONSTRAINT "campaign_versions_reward" CHECK ("campaign_versions"."multiplier" > 1 or "campaign_versions"."fixed_bonus" > 0),
	CONSTRAINT "campaign_versions_member_cap" CHECK ("campaign_versions"."member_cap" is null or "campaign_versions"."member_cap" > 0),
	CONSTRAINT "campaign_versions_budget" CHECK ("campaign_versions"."budget" is null or "campaign_versions"."budget" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"last_given" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('DRAFT', 'ACTIVE', 'PAUSED', 'ENDED')),
	CONSTRAINT "campaigns_spent_nonneg" CHECK ("campaigns"."spent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_version_id_campaign_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."campaign_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_ledger_id_points_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_member_bonus" ADD CONSTRAINT "campaign_member_bonus_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_member_bonus" ADD CONSTRAINT "campaign_member_bonus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_versions" ADD CONSTRAINT "campaign_versions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_versions" ADD CONSTRAINT "campaign_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_credits_campaign_day_idx" ON "campaign_credits" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_versions_campaign_version_key" ON "campaign_versions" USING btree ("campaign_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_versions_current_key" ON "campaign_versions" USING btree ("campaign_id") WHERE "campaign_versions"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status");--> statement-breakpoint
-- A campaign and each version of its terms are in the audit trail (migration 0010). What a redemption
-- writes for a campaign is not: each bonus is an audited points_ledger row; campaign_credits (which
-- code and version gave it) and campaign_member_bonus (a member's sum, against the cap) derive from them.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON campaigns FOR EACH ROW EXECUTE FUNCTION klub_audit();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON campaign_versions FOR EACH ROW EXECUTE FUNCTION klub_audit();
