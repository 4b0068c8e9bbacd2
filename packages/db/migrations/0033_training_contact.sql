CREATE TABLE "training_contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"training_id" integer,
	"message" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_contact_requests_status_check" CHECK ("training_contact_requests"."status" in ('NEW', 'DONE')),
	CONSTRAINT "training_contact_requests_topic_check" CHECK ("training_contact_requests"."topic" in ('COMPANY', 'QUESTION', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "training_contact_requests" ADD CONSTRAINT "training_contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_contact_requests" ADD CONSTRAINT "training_contact_requests_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_contact_requests" ADD CONSTRAINT "training_contact_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_contact_requests_created_idx" ON "training_contact_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_contact_requests_user_idx" ON "training_contact_requests" USING btree ("user_id");--> statement-breakpoint
-- Every request to the trainers and its handling is in the audit trail (migration 0010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON training_contact_requests FOR EACH ROW EXECUTE FUNCTION klub_audit();
