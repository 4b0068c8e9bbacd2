CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer,
	"topic" text NOT NULL,
	"body" text NOT NULL,
	"reply_to_id" integer,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_direction_check" CHECK ("messages"."direction" in ('TO_MEMBER', 'FROM_MEMBER'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","direction","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_direction_idx" ON "messages" USING btree ("direction","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every message written or read is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON messages FOR EACH ROW EXECUTE FUNCTION klub_audit();
