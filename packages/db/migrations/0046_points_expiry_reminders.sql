CREATE TABLE "points_expiry_reminders" (
	"credit_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"notified" boolean NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_credit_id_points_ledger_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_expiry_reminders_user_idx" ON "points_expiry_reminders" USING btree ("user_id","expires_at");