CREATE TABLE "stats_member_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_member_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_member_package_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"package_id" integer NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_member_package_days_user_id_day_package_id_pk" PRIMARY KEY("user_id","day","package_id")
);
--> statement-breakpoint
CREATE INDEX "stats_member_days_day_idx" ON "stats_member_days" USING btree ("day");--> statement-breakpoint
-- The statistics rollups' triggers (hand-written; drizzle-kit does not model triggers). One statement
-- per ledger statement: a redemption adds one row to each table, an import a few per member and day.
-- Ledger sources are spelled as numbers (packages/contracts LEDGER_SOURCES): 4 and 5 refunds of an
-- order and an element, 102 expiry, 103 an order. Rows are applied in key order, so two statements
-- never wait on each other in opposite orders. `klub_stats_add` is the one definition of what ledger
-- rows add (sign +1) or take away (-1); the trigger hands it the statement's rows as arrays: the new
-- ones for an insert, the old ones subtracted and the new ones added for an update (only tests move
-- ledger rows in time), the old ones subtracted for a delete.
CREATE FUNCTION klub_stats_add(
  user_ids integer[], days date[], code_ids bigint[], amounts integer[], sources smallint[], earning boolean[], signs integer[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT * FROM unnest(user_ids, days, code_ids, amounts, sources, earning, signs) AS x(user_id, day, code_id, amount, source, earns, s)
  ), m AS (
    INSERT INTO stats_member_days AS t (user_id, day, codes, earned, spent, refunded, expired, orders)
    SELECT user_id, day,
      sum(s * (code_id IS NOT NULL AND amount > 0)::int)::int,
      sum(CASE WHEN earns AND amount > 0 THEN s * amount ELSE 0 END)::int,
      sum(CASE WHEN source = 103 THEN -s * amount ELSE 0 END)::int,
      sum(CASE WHEN source IN (4, 5) THEN s * amount ELSE 0 END)::int,
      sum(CASE WHEN source = 102 THEN -s * amount ELSE 0 END)::int,
      sum(s * (source = 103)::int)::int
    FROM d GROUP BY user_id, day ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET codes = t.codes + excluded.codes, earned = t.earned + excluded.earned,
      spent = t.spent + excluded.spent, refunded = t.refunded + excluded.refunded,
      expired = t.expired + excluded.expired, orders = t.orders + excluded.orders
  )
  INSERT INTO stats_member_package_days AS t (user_id, day, package_id, codes, points)
  SELECT d.user_id, d.day, c.package_id, sum(d.s)::int, sum(d.s * d.amount)::int
  FROM d JOIN codes c ON c.id = d.code_id WHERE d.amount > 0
  GROUP BY d.user_id, d.day, c.package_id ORDER BY d.user_id, d.day, c.package_id
  ON CONFLICT (user_id, day, package_id) DO UPDATE SET codes = t.codes + excluded.codes, points = t.points + excluded.points;
END $$;
--> statement-breakpoint
CREATE FUNCTION klub_stats_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM klub_stats_add(array_agg(r.user_id), array_agg((r.created_at AT TIME ZONE 'Europe/Warsaw')::date), array_agg(r.code_id),
      array_agg(r.amount), array_agg(r.source), array_agg(r.earns), array_agg(1))
    FROM new_rows r;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM klub_stats_add(array_agg(r.user_id), array_agg((r.created_at AT TIME ZONE 'Europe/Warsaw')::date), array_agg(r.code_id),
      array_agg(r.amount), array_agg(r.source), array_agg(r.earns), array_agg(r.s))
    FROM (SELECT n.*, 1 AS s FROM new_rows n UNION ALL SELECT o.*, -1 FROM old_rows o) r;
  ELSE
    PERFORM klub_stats_add(array_agg(r.user_id), array_agg((r.created_at AT TIME ZONE 'Europe/Warsaw')::date), array_agg(r.code_id),
      array_agg(r.amount), array_agg(r.source), array_agg(r.earns), array_agg(-1))
    FROM old_rows r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_ledger_insert AFTER INSERT ON points_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_ledger();
--> statement-breakpoint
CREATE TRIGGER stats_ledger_update AFTER UPDATE ON points_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_ledger();
--> statement-breakpoint
CREATE TRIGGER stats_ledger_delete AFTER DELETE ON points_ledger
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_ledger();
--> statement-breakpoint
-- What the ledger already holds.
INSERT INTO stats_member_days (user_id, day, codes, earned, spent, refunded, expired, orders)
SELECT user_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date,
  count(*) FILTER (WHERE code_id IS NOT NULL AND amount > 0),
  coalesce(sum(amount) FILTER (WHERE earns AND amount > 0), 0),
  coalesce(-sum(amount) FILTER (WHERE source = 103), 0),
  coalesce(sum(amount) FILTER (WHERE source IN (4, 5)), 0),
  coalesce(-sum(amount) FILTER (WHERE source = 102), 0),
  count(*) FILTER (WHERE source = 103)
FROM points_ledger GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO stats_member_package_days (user_id, day, package_id, codes, points)
SELECT l.user_id, (l.created_at AT TIME ZONE 'Europe/Warsaw')::date, c.package_id, count(*), sum(l.amount)
FROM points_ledger l JOIN codes c ON c.id = l.code_id WHERE l.amount > 0 GROUP BY 1, 2, 3;
