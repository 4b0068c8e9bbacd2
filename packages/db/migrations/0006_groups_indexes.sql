CREATE INDEX "users_gold_idx" ON "users" USING btree ("id") WHERE "users"."is_gold";--> statement-breakpoint
CREATE INDEX "users_premium_idx" ON "users" USING btree ("id") WHERE "users"."is_premium";--> statement-breakpoint
CREATE INDEX "points_ledger_earned_idx" ON "points_ledger" USING btree ("created_at","user_id","amount") WHERE "points_ledger"."earns" and "points_ledger"."amount" > 0;