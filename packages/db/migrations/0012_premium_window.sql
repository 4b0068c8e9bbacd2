-- UNLOGGED (hand-edited; drizzle-kit does not model it): derived from points_ledger, no WAL to
-- write on every credit or rebuild; a crash empties both tables, and the next read rebuilds them.
CREATE UNLOGGED TABLE "premium_earned" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"earned" integer NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "premium_window" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"months" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "premium_window_one_row" CHECK ("premium_window"."id")
);
--> statement-breakpoint
-- The premium window's triggers (hand-written; drizzle-kit does not model triggers). One statement
-- per ledger statement, whatever its size: a redemption adds one row, an import thousands in one
-- aggregate. Only credits (earns, amount > 0) dated from the window's start count; with no window
-- row yet (nobody has read the lists) they do nothing, and the first read builds it.
-- Rows are applied in user order, so two statements never wait on each other in opposite orders.
CREATE FUNCTION klub_premium_earned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO premium_earned (user_id, earned)
    SELECT n.user_id, sum(n.amount)::int FROM new_rows n JOIN premium_window w ON n.created_at >= w.window_start
    WHERE n.earns AND n.amount > 0
    GROUP BY n.user_id ORDER BY n.user_id
    ON CONFLICT (user_id) DO UPDATE SET earned = premium_earned.earned + excluded.earned;
  ELSIF TG_OP = 'UPDATE' THEN
    -- The ledger itself never updates or deletes rows (tests move credits back in time):
    -- the old rows go out, the new ones come in.
    INSERT INTO premium_earned (user_id, earned)
    SELECT d.user_id, sum(d.amount)::int FROM (
      SELECT n.user_id, n.amount FROM new_rows n JOIN premium_window w ON n.created_at >= w.window_start
      WHERE n.earns AND n.amount > 0
      UNION ALL
      SELECT o.user_id, -o.amount FROM old_rows o JOIN premium_window w ON o.created_at >= w.window_start
      WHERE o.earns AND o.amount > 0
    ) d
    GROUP BY d.user_id ORDER BY d.user_id
    ON CONFLICT (user_id) DO UPDATE SET earned = premium_earned.earned + excluded.earned;
  ELSE
    UPDATE premium_earned e SET earned = e.earned - d.amount
    FROM (
      SELECT o.user_id, sum(o.amount)::int AS amount FROM old_rows o JOIN premium_window w ON o.created_at >= w.window_start
      WHERE o.earns AND o.amount > 0 GROUP BY o.user_id ORDER BY o.user_id
    ) d
    WHERE e.user_id = d.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER premium_earned_insert AFTER INSERT ON points_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_premium_earned();
--> statement-breakpoint
CREATE TRIGGER premium_earned_update AFTER UPDATE ON points_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_premium_earned();
--> statement-breakpoint
CREATE TRIGGER premium_earned_delete AFTER DELETE ON points_ledger
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_premium_earned();
