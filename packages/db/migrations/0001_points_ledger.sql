CREATE TABLE "code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"count" integer NOT NULL,
	"origin" text NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"package_id" integer NOT NULL,
	"batch_id" integer,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"source" smallint,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_allocations" (
	"debit_id" bigint NOT NULL,
	"credit_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_allocations_debit_id_credit_id_pk" PRIMARY KEY("debit_id","credit_id"),
	CONSTRAINT "ledger_allocations_positive" CHECK ("ledger_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"earned_year" integer DEFAULT 0 NOT NULL,
	"earned_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_balance_nonneg" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"source" smallint NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"code_id" bigint,
	"group_name" text,
	"expires_at" timestamp with time zone,
	"earns" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_amount_nonzero" CHECK ("points_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "points_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"points" integer NOT NULL,
	"order_points" integer DEFAULT 0 NOT NULL,
	"expires_at" date,
	"is_not_actual" boolean DEFAULT false NOT NULL,
	"pos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_packages_points_nonneg" CHECK ("points_packages"."points" >= 0 and "points_packages"."order_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshots" (
	"day" date NOT NULL,
	"region_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ranking_snapshots_day_region_id_user_id_pk" PRIMARY KEY("day","region_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_package_id_points_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."points_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_package_id_points_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."points_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_batch_id_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_debit_id_points_ledger_id_fk" FOREIGN KEY ("debit_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_credit_id_points_ledger_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code_key" ON "codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "codes_redeemed_by_idx" ON "codes" USING btree ("redeemed_by","redeemed_at");--> statement-breakpoint
CREATE INDEX "codes_package_idx" ON "codes" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "codes_batch_idx" ON "codes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "ledger_allocations_credit_idx" ON "ledger_allocations" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "member_points_ranking_idx" ON "member_points" USING btree ("earned_year","earned_points");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_code_credit_key" ON "points_ledger" USING btree ("code_id") WHERE "points_ledger"."code_id" is not null;--> statement-breakpoint
CREATE INDEX "users_region_idx" ON "users" USING btree ("region_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "regions" ("name") VALUES ('dolnośląskie'), ('kujawsko-pomorskie'), ('lubelskie'), ('lubuskie'), ('łódzkie'), ('małopolskie'), ('mazowieckie'), ('opolskie'), ('podkarpackie'), ('podlaskie'), ('pomorskie'), ('śląskie'), ('świętokrzyskie'), ('warmińsko-mazurskie'), ('wielkopolskie'), ('zachodniopomorskie') ON CONFLICT DO NOTHING;
