CREATE TABLE "member_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "member_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "audience_regions" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "audience_groups" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "faq" ADD COLUMN "audience_regions" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "faq" ADD COLUMN "audience_groups" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience_regions" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience_groups" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_group_members" ADD CONSTRAINT "member_group_members_group_id_member_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."member_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_group_members" ADD CONSTRAINT "member_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_group_members_user_idx" ON "member_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_groups_name_key" ON "member_groups" USING btree (lower("name"));--> statement-breakpoint
-- Every admin change to a member group and its members is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON member_groups FOR EACH ROW EXECUTE FUNCTION klub_audit();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON member_group_members FOR EACH ROW EXECUTE FUNCTION klub_audit();
