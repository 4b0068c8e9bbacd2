CREATE TABLE "regulation_acceptances" (
	"user_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulation_acceptances_regulation_id_user_id_pk" PRIMARY KEY("regulation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepted_regulation_id" integer;--> statement-breakpoint
ALTER TABLE "regulation_acceptances" ADD CONSTRAINT "regulation_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_acceptances" ADD CONSTRAINT "regulation_acceptances_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regulations_version_key" ON "regulations" USING btree (lower("version"));--> statement-breakpoint
CREATE INDEX "regulations_published_idx" ON "regulations" USING btree ("published_at");--> statement-breakpoint
-- Every admin change to the regulations is in the audit trail (migration 0010); acceptances are the members' own records.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON regulations FOR EACH ROW EXECUTE FUNCTION klub_audit();
