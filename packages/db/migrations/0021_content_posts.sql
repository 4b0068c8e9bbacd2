CREATE TABLE "post_reads" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience_roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"audience_gold" boolean DEFAULT false NOT NULL,
	"audience_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_kind_check" CHECK ("posts"."kind" in ('NEWS', 'ARTICLE')),
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_kind_publish_idx" ON "posts" USING btree ("kind","publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every admin change to news and articles is in the audit trail (migration 0010); reads are not.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION klub_audit();
