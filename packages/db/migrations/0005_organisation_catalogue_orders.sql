CREATE TABLE "contractor_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"services" text NOT NULL,
	"area" text NOT NULL,
	"description" text,
	"phone" text,
	"email" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nip" text,
	"email" text,
	"phone" text,
	"city" text,
	"post_code" text,
	"street" text,
	"region_id" integer,
	"is_authorized" boolean DEFAULT false NOT NULL,
	"authorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_id" integer NOT NULL,
	"subgroup_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_subgroups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_subgroups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "member_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"inserted_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"visibility" text DEFAULT 'PUBLIC' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"characteristic_id" integer,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_amount_positive" CHECK ("basket_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_prize_id_pk" PRIMARY KEY("user_id","prize_id")
);
--> statement-breakpoint
CREATE TABLE "order_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"prize_id" integer,
	"characteristic_id" integer,
	"prize_name" text NOT NULL,
	"characteristic_name" text,
	"amount" integer NOT NULL,
	"unit_points" integer NOT NULL,
	"shop_number" integer,
	"is_sent" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"partner_ordered_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "order_elements_amount_positive" CHECK ("order_elements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"total_points" integer NOT NULL,
	"delivery_name" text NOT NULL,
	"delivery_street" text NOT NULL,
	"delivery_post_code" text NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_phone" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_number" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_shops_shop_number_unique" UNIQUE("shop_number")
);
--> statement-breakpoint
CREATE TABLE "prize_characteristics" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"pos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"parent_id" integer,
	"image" text,
	"pos" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_thresholds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_points" integer NOT NULL,
	"max_points" integer,
	"pos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prize_thresholds_band" CHECK ("prize_thresholds"."min_points" >= 0 and ("prize_thresholds"."max_points" is null or "prize_thresholds"."max_points" >= "prize_thresholds"."min_points"))
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_price" integer NOT NULL,
	"pln_price" numeric(12, 2),
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"shop_number" integer,
	"pos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_stock_nonneg" CHECK ("prizes"."stock" >= 0),
	CONSTRAINT "prizes_points_price_positive" CHECK ("prizes"."points_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gold_subgroup_id" integer;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "order_element_id" integer;--> statement-breakpoint
ALTER TABLE "contractor_websites" ADD CONSTRAINT "contractor_websites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_websites" ADD CONSTRAINT "contractor_websites_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_docs" ADD CONSTRAINT "gold_docs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_docs" ADD CONSTRAINT "gold_docs_subgroup_id_gold_subgroups_id_fk" FOREIGN KEY ("subgroup_id") REFERENCES "public"."gold_subgroups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_characteristic_id_prize_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."prize_characteristics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_elements" ADD CONSTRAINT "order_elements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_elements" ADD CONSTRAINT "order_elements_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_elements" ADD CONSTRAINT "order_elements_characteristic_id_prize_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."prize_characteristics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_characteristics" ADD CONSTRAINT "prize_characteristics_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_groups" ADD CONSTRAINT "prize_groups_parent_id_prize_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."prize_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_group_id_prize_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prize_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_shop_number_partner_shops_shop_number_fk" FOREIGN KEY ("shop_number") REFERENCES "public"."partner_shops"("shop_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contractor_websites_user_key" ON "contractor_websites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contractor_websites_status_idx" ON "contractor_websites" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_nip_key" ON "distributors" USING btree ("nip") WHERE "distributors"."nip" is not null;--> statement-breakpoint
CREATE INDEX "distributors_authorized_name_idx" ON "distributors" USING btree ("is_authorized","name");--> statement-breakpoint
CREATE INDEX "gold_docs_subgroup_idx" ON "gold_docs" USING btree ("subgroup_id");--> statement-breakpoint
CREATE INDEX "member_imports_status_idx" ON "member_imports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_key" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_line_key" ON "basket_items" USING btree ("user_id","prize_id",coalesce("characteristic_id", 0));--> statement-breakpoint
CREATE INDEX "order_elements_order_idx" ON "order_elements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "prize_characteristics_prize_idx" ON "prize_characteristics" USING btree ("prize_id","pos");--> statement-breakpoint
CREATE INDEX "prize_groups_parent_idx" ON "prize_groups" USING btree ("parent_id","pos");--> statement-breakpoint
CREATE INDEX "prizes_group_idx" ON "prizes" USING btree ("group_id","pos");--> statement-breakpoint
CREATE INDEX "prizes_points_price_idx" ON "prizes" USING btree ("points_price");--> statement-breakpoint
CREATE INDEX "prizes_shop_idx" ON "prizes" USING btree ("shop_number");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_element_id_order_elements_id_fk" FOREIGN KEY ("order_element_id") REFERENCES "public"."order_elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_source_key" ON "points_ledger" USING btree ("order_id","source") WHERE "points_ledger"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_element_refund_key" ON "points_ledger" USING btree ("order_element_id") WHERE "points_ledger"."order_element_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gold_subgroup_id_gold_subgroups_id_fk" FOREIGN KEY ("gold_subgroup_id") REFERENCES "public"."gold_subgroups"("id");
