CREATE TABLE "mailing_recipients" (
	"mailing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mailing_recipients_mailing_id_user_id_pk" PRIMARY KEY("mailing_id","user_id"),
	CONSTRAINT "mailing_recipients_status_check" CHECK ("mailing_recipients"."status" in ('PENDING', 'CLAIMED', 'SENDING', 'SENT', 'FAILED', 'UNCERTAIN', 'NO_EMAIL'))
);
--> statement-breakpoint
CREATE TABLE "mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"request_key" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"channels" text NOT NULL,
	"segment" jsonb NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailings_channels_check" CHECK ("mailings"."channels" in ('INBOX', 'EMAIL', 'BOTH')),
	CONSTRAINT "mailings_status_check" CHECK ("mailings"."status" in ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "mailing_id" integer;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_mailing_id_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_recipients_pending_idx" ON "mailing_recipients" USING btree ("mailing_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mailings_request_key" ON "mailings" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "mailings_created_idx" ON "mailings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- A mailing an admin sends or cancels is in the audit trail (migration 0010); its recipients' delivery states are not (mailing_recipients: the sending's own ledger).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON mailings FOR EACH ROW EXECUTE FUNCTION klub_audit();
