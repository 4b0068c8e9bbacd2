ALTER TABLE "mailing_recipients" DROP CONSTRAINT "mailing_recipients_status_check";--> statement-breakpoint
ALTER TABLE "mailings" DROP CONSTRAINT "mailings_channels_check";--> statement-breakpoint
ALTER TABLE "mailing_recipients" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD COLUMN "gateway_id" text;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD COLUMN "parts" smallint;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "sender" text;--> statement-breakpoint
CREATE INDEX "mailing_recipients_gateway_idx" ON "mailing_recipients" USING btree ("gateway_id") WHERE "mailing_recipients"."gateway_id" is not null;--> statement-breakpoint
ALTER TABLE "mailing_recipients" ADD CONSTRAINT "mailing_recipients_status_check" CHECK ("mailing_recipients"."status" in ('PENDING', 'CLAIMED', 'SENDING', 'SENT', 'FAILED', 'UNCERTAIN', 'NO_EMAIL', 'NO_PHONE'));--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_channels_check" CHECK ("mailings"."channels" in ('INBOX', 'EMAIL', 'BOTH', 'SMS'));