CREATE TABLE "stats_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"expired" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_days_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "stats_expiry_months" (
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_expiry_months_month_shard_pk" PRIMARY KEY("month","shard")
);
--> statement-breakpoint
CREATE TABLE "stats_package_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"package_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_package_days_day_shard_package_id_source_pk" PRIMARY KEY("day","shard","package_id","source")
);
--> statement-breakpoint
DROP INDEX "stats_member_days_day_idx";--> statement-breakpoint
-- Everyone's totals for the back office's reports, kept by the same triggers as the member rollups
-- (0013) and split over 32 shards (user_id % 32) so that concurrent redemptions of different members
-- rarely wait on one row. And the points liability by expiry month: a credit adds to the month its
-- lot expires, an allocation of a debit to that lot subtracts (ledger_allocations' own trigger).
CREATE FUNCTION klub_stats_expiry(user_ids integer[], expiries timestamptz[], amounts integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_expiry_months AS t (month, shard, points)
  SELECT coalesce(date_trunc('month', e.expires_at AT TIME ZONE 'Europe/Warsaw')::date, 'infinity'::date), e.user_id % 32, sum(e.amount)
  FROM unnest(user_ids, expiries, amounts) AS e(user_id, expires_at, amount)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, shard) DO UPDATE SET points = t.points + excluded.points;
END $$;
--> statement-breakpoint
DROP FUNCTION klub_stats_add(integer[], date[], bigint[], integer[], smallint[], boolean[], integer[]) CASCADE;
--> statement-breakpoint
CREATE FUNCTION klub_stats_add(
  user_ids integer[], days date[], code_ids bigint[], amounts integer[], sources smallint[], earning boolean[], signs integer[],
  expiries timestamptz[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT * FROM unnest(user_ids, days, code_ids, amounts, sources, earning, signs, expiries)
      AS x(user_id, day, code_id, amount, source, earns, s, expires_at)
  ), per_member AS (
    SELECT user_id, day,
      sum(s * (code_id IS NOT NULL AND amount > 0)::int)::int AS codes,
      sum(CASE WHEN earns AND amount > 0 THEN s * amount ELSE 0 END)::int AS earned,
      sum(CASE WHEN source = 103 THEN -s * amount ELSE 0 END)::int AS spent,
      sum(CASE WHEN source IN (4, 5) THEN s * amount ELSE 0 END)::int AS refunded,
      sum(CASE WHEN source = 102 THEN -s * amount ELSE 0 END)::int AS expired,
      sum(s * (source = 103)::int)::int AS orders
    FROM d GROUP BY user_id, day
  ), m AS (
    INSERT INTO stats_member_days AS t (user_id, day, codes, earned, spent, refunded, expired, orders)
    SELECT * FROM per_member ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET codes = t.codes + excluded.codes, earned = t.earned + excluded.earned,
      spent = t.spent + excluded.spent, refunded = t.refunded + excluded.refunded,
      expired = t.expired + excluded.expired, orders = t.orders + excluded.orders
  ), g AS (
    INSERT INTO stats_days AS t (day, shard, codes, earned, spent, refunded, expired, orders)
    SELECT day, user_id % 32, sum(codes), sum(earned), sum(spent), sum(refunded), sum(expired), sum(orders)
    FROM per_member GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, shard) DO UPDATE SET codes = t.codes + excluded.codes, earned = t.earned + excluded.earned,
      spent = t.spent + excluded.spent, refunded = t.refunded + excluded.refunded,
      expired = t.expired + excluded.expired, orders = t.orders + excluded.orders
  ), c AS (
    SELECT d.user_id, d.day, c.package_id, d.source, d.s, d.amount FROM d JOIN codes c ON c.id = d.code_id WHERE d.amount > 0
  ), p AS (
    INSERT INTO stats_package_days AS t (day, shard, package_id, source, codes, points)
    SELECT day, user_id % 32, package_id, source, sum(s), sum(s * amount) FROM c GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, shard, package_id, source) DO UPDATE SET codes = t.codes + excluded.codes, points = t.points + excluded.points
  )
  INSERT INTO stats_member_package_days AS t (user_id, day, package_id, codes, points)
  SELECT user_id, day, package_id, sum(s)::int, sum(s * amount)::int FROM c
  GROUP BY user_id, day, package_id ORDER BY user_id, day, package_id
  ON CONFLICT (user_id, day, package_id) DO UPDATE SET codes = t.codes + excluded.codes, points = t.points + excluded.points;

  -- A credit's lot adds to the month it expires (its allocations subtract, on ledger_allocations).
  PERFORM klub_stats_expiry(array_agg(e.user_id), array_agg(e.expires_at), array_agg(e.s * e.amount))
  FROM unnest(user_ids, amounts, signs, expiries) AS e(user_id, amount, s, expires_at) WHERE e.amount > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klub_stats_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM klub_stats_add(array_agg(r.user_id), array_agg((r.created_at AT TIME ZONE 'Europe/Warsaw')::date), array_agg(r.code_id),
      array_agg(r.amount), array_agg(r.source), array_agg(r.earns), array_agg(1), array_agg(r.expires_at))
    FROM new_rows r;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM klub_stats_add(array_agg(r.user_id), array_agg((r.created_at AT TIME ZONE 'Europe/Warsaw')::date), array_agg(r.code_id),
      array_agg(r.amount), array_agg(r.source), array_agg(r.earns), array_agg(r.s), array_agg(r.expires_at))
    FROM (SELECT n.*, 1 AS s FROM new_rows n UNION ALL SELECT o.*, -1 FROM old_rows o) r;
  ELSE
    PERFORM klub_stats_add(array_agg(r.user_id), array_agg((r.created_at AT TIME ZONE 'Europe/Warsaw')::date), array_agg(r.code_id),
      array_agg(r.amount), array_agg(r.source), array_agg(r.earns), array_agg(-1), array_agg(r.expires_at))
    FROM old_rows r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION klub_stats_allocations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM klub_stats_expiry(array_agg(l.user_id), array_agg(l.expires_at), array_agg(-r.amount))
    FROM new_rows r JOIN points_ledger l ON l.id = r.credit_id;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM klub_stats_expiry(array_agg(l.user_id), array_agg(l.expires_at), array_agg(r.amount))
    FROM (SELECT n.credit_id, -n.amount AS amount FROM new_rows n UNION ALL SELECT o.credit_id, o.amount FROM old_rows o) r
    JOIN points_ledger l ON l.id = r.credit_id;
  ELSE
    PERFORM klub_stats_expiry(array_agg(l.user_id), array_agg(l.expires_at), array_agg(r.amount))
    FROM old_rows r JOIN points_ledger l ON l.id = r.credit_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_allocations_insert AFTER INSERT ON ledger_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_allocations();
--> statement-breakpoint
CREATE TRIGGER stats_allocations_update AFTER UPDATE ON ledger_allocations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_allocations();
--> statement-breakpoint
CREATE TRIGGER stats_allocations_delete AFTER DELETE ON ledger_allocations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_allocations();
--> statement-breakpoint
-- What the ledger already holds.
INSERT INTO stats_days (day, shard, codes, earned, spent, refunded, expired, orders)
SELECT day, user_id % 32, sum(codes), sum(earned), sum(spent), sum(refunded), sum(expired), sum(orders)
FROM stats_member_days GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO stats_package_days (day, shard, package_id, source, codes, points)
SELECT (l.created_at AT TIME ZONE 'Europe/Warsaw')::date, l.user_id % 32, c.package_id, l.source, count(*), sum(l.amount)
FROM points_ledger l JOIN codes c ON c.id = l.code_id WHERE l.amount > 0 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO stats_expiry_months (month, shard, points)
SELECT coalesce(date_trunc('month', l.expires_at AT TIME ZONE 'Europe/Warsaw')::date, 'infinity'::date), l.user_id % 32,
  sum(l.amount - coalesce(a.used, 0))
FROM points_ledger l LEFT JOIN (SELECT credit_id, sum(amount) AS used FROM ledger_allocations GROUP BY credit_id) a ON a.credit_id = l.id
WHERE l.amount > 0 GROUP BY 1, 2;
