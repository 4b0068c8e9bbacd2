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
CREATE TABLE "stats_member_days" (
	"user_id" integer NOT NULL,
	"dth_id" integer,
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
	"dth_id" integer,
	"day" date NOT NULL,
	"package_id" integer NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_member_package_days_user_id_day_package_id_pk" PRIMARY KEY("user_id","day","package_id")
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
DROP INDEX "users_dth_idx";--> statement-breakpoint
-- ---- Hand-written (drizzle-kit models neither triggers, functions nor covering indexes) ----
-- Statistics rollups (issue 11; docs/operations.md "Statistics rollups"). Statement-level triggers
-- on the ledger and its allocations keep them in the same statement as the ledger rows: per member
-- and Polish day (the reps' statistics), everyone's per day split over 32 shards (user_id % 32, so
-- two members' concurrent redemptions rarely wait on one row; the admin reports), and the points
-- liability by expiry month. Ledger sources are spelled as numbers (packages/contracts
-- LEDGER_SOURCES): 4 and 5 refunds of an order and an element, 102 expiry, 103 an order. Rows are
-- applied in key order, so two statements never wait on each other in opposite orders.

-- The DTH whose statistics a member's activity counts for: theirs, none once they are deleted.
CREATE FUNCTION klub_stats_team(dth_id integer, is_deleted boolean) RETURNS integer LANGUAGE sql IMMUTABLE
  RETURN CASE WHEN is_deleted THEN NULL ELSE dth_id END;
--> statement-breakpoint
-- The liability: `amounts` (signed) added to each lot's expiry month (`infinity` for no expiry).
CREATE FUNCTION klub_stats_expiry(user_ids integer[], expiries timestamptz[], amounts integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_expiry_months AS t (month, shard, points)
  SELECT coalesce(date_trunc('month', e.expires_at AT TIME ZONE 'Europe/Warsaw')::date, 'infinity'::date), e.user_id % 32, sum(e.amount)
  FROM unnest(user_ids, expiries, amounts) AS e(user_id, expires_at, amount)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, shard) DO UPDATE SET points = t.points + excluded.points;
END $$;
--> statement-breakpoint
-- The one definition of what ledger rows add (sign +1) or take away (-1) in every rollup.
CREATE FUNCTION klub_stats_add(
  user_ids integer[], days date[], code_ids bigint[], amounts integer[], sources smallint[], earning boolean[], signs integer[],
  expiries timestamptz[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT * FROM unnest(user_ids, days, code_ids, amounts, sources, earning, signs, expiries)
      AS x(user_id, day, code_id, amount, source, earns, s, expires_at)
  ), per_member AS (
    SELECT d.user_id, d.day,
      sum(d.s * (d.code_id IS NOT NULL AND d.amount > 0)::int)::int AS codes,
      sum(CASE WHEN d.earns AND d.amount > 0 THEN d.s * d.amount ELSE 0 END)::int AS earned,
      sum(CASE WHEN d.source = 103 THEN -d.s * d.amount ELSE 0 END)::int AS spent,
      sum(CASE WHEN d.source IN (4, 5) THEN d.s * d.amount ELSE 0 END)::int AS refunded,
      sum(CASE WHEN d.source = 102 THEN -d.s * d.amount ELSE 0 END)::int AS expired,
      sum(d.s * (d.source = 103)::int)::int AS orders
    FROM d GROUP BY d.user_id, d.day
  ), m AS (
    INSERT INTO stats_member_days AS t (user_id, dth_id, day, codes, earned, spent, refunded, expired, orders)
    SELECT p.user_id, klub_stats_team(u.dth_id, u.is_deleted), p.day, p.codes, p.earned, p.spent, p.refunded, p.expired, p.orders
    FROM per_member p LEFT JOIN users u ON u.id = p.user_id ORDER BY p.user_id, p.day
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
  INSERT INTO stats_member_package_days AS t (user_id, dth_id, day, package_id, codes, points)
  SELECT x.user_id, klub_stats_team(u.dth_id, u.is_deleted), x.day, x.package_id, x.codes, x.points
  FROM (SELECT user_id, day, package_id, sum(s)::int AS codes, sum(s * amount)::int AS points FROM c GROUP BY 1, 2, 3) x
  LEFT JOIN users u ON u.id = x.user_id ORDER BY x.user_id, x.day, x.package_id
  ON CONFLICT (user_id, day, package_id) DO UPDATE SET codes = t.codes + excluded.codes, points = t.points + excluded.points;

  -- A credit's lot adds to the month it expires (its allocations subtract, on ledger_allocations).
  PERFORM klub_stats_expiry(array_agg(e.user_id), array_agg(e.expires_at), array_agg(e.s * e.amount))
  FROM unnest(user_ids, amounts, signs, expiries) AS e(user_id, amount, s, expires_at) WHERE e.amount > 0;
END $$;
--> statement-breakpoint
-- The ledger's statements: the new rows for an insert; the old ones subtracted and the new ones
-- added for an update (only tests move ledger rows in time); the old ones subtracted for a delete.
CREATE FUNCTION klub_stats_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER stats_ledger_insert AFTER INSERT ON points_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_ledger();
--> statement-breakpoint
CREATE TRIGGER stats_ledger_update AFTER UPDATE ON points_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_ledger();
--> statement-breakpoint
CREATE TRIGGER stats_ledger_delete AFTER DELETE ON points_ledger
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_ledger();
--> statement-breakpoint
-- A debit's allocation takes its part off the lot's expiry month.
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
-- A member moved to another DTH (or deleted): their whole history follows them.
CREATE FUNCTION klub_stats_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_member_days SET dth_id = klub_stats_team(NEW.dth_id, NEW.is_deleted) WHERE user_id = NEW.id;
  UPDATE stats_member_package_days SET dth_id = klub_stats_team(NEW.dth_id, NEW.is_deleted) WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_member_moved AFTER UPDATE OF dth_id, is_deleted ON users FOR EACH ROW
  WHEN (klub_stats_team(OLD.dth_id, OLD.is_deleted) IS DISTINCT FROM klub_stats_team(NEW.dth_id, NEW.is_deleted))
  EXECUTE FUNCTION klub_stats_member_moved();
--> statement-breakpoint
-- A rep's team read without touching the heap: their contractors (counts, cities) and their rows.
CREATE INDEX users_dth_team_idx ON users (dth_id) INCLUDE (role, is_deleted, status, created_at, city) WHERE dth_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX stats_member_days_team_idx ON stats_member_days (dth_id, day) INCLUDE (user_id, codes, earned, spent, refunded, orders)
  WHERE dth_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX stats_member_package_days_team_idx ON stats_member_package_days (dth_id, day) INCLUDE (user_id, package_id, codes, points)
  WHERE dth_id IS NOT NULL;
--> statement-breakpoint
-- Rebuilds every rollup from the ledger (this migration's backfill; `npm run stats:rebuild` for an
-- operator who changed the ledger by hand). The share lock holds writes to the ledger until done.
CREATE FUNCTION klub_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE points_ledger, ledger_allocations IN SHARE MODE;
  TRUNCATE stats_member_days, stats_member_package_days, stats_days, stats_package_days, stats_expiry_months;
  INSERT INTO stats_member_days (user_id, dth_id, day, codes, earned, spent, refunded, expired, orders)
  SELECT a.user_id, klub_stats_team(u.dth_id, u.is_deleted), a.day, a.codes, a.earned, a.spent, a.refunded, a.expired, a.orders
  FROM (
    SELECT user_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date AS day,
      count(*) FILTER (WHERE code_id IS NOT NULL AND amount > 0) AS codes,
      coalesce(sum(amount) FILTER (WHERE earns AND amount > 0), 0) AS earned,
      coalesce(-sum(amount) FILTER (WHERE source = 103), 0) AS spent,
      coalesce(sum(amount) FILTER (WHERE source IN (4, 5)), 0) AS refunded,
      coalesce(-sum(amount) FILTER (WHERE source = 102), 0) AS expired,
      count(*) FILTER (WHERE source = 103) AS orders
    FROM points_ledger GROUP BY 1, 2
  ) a LEFT JOIN users u ON u.id = a.user_id;
  INSERT INTO stats_member_package_days (user_id, dth_id, day, package_id, codes, points)
  SELECT a.user_id, klub_stats_team(u.dth_id, u.is_deleted), a.day, a.package_id, a.codes, a.points
  FROM (
    SELECT l.user_id, (l.created_at AT TIME ZONE 'Europe/Warsaw')::date AS day, c.package_id, count(*) AS codes, sum(l.amount) AS points
    FROM points_ledger l JOIN codes c ON c.id = l.code_id WHERE l.amount > 0 GROUP BY 1, 2, 3
  ) a LEFT JOIN users u ON u.id = a.user_id;
  INSERT INTO stats_days (day, shard, codes, earned, spent, refunded, expired, orders)
  SELECT day, user_id % 32, sum(codes), sum(earned), sum(spent), sum(refunded), sum(expired), sum(orders)
  FROM stats_member_days GROUP BY 1, 2;
  INSERT INTO stats_package_days (day, shard, package_id, source, codes, points)
  SELECT (l.created_at AT TIME ZONE 'Europe/Warsaw')::date, l.user_id % 32, c.package_id, l.source, count(*), sum(l.amount)
  FROM points_ledger l JOIN codes c ON c.id = l.code_id WHERE l.amount > 0 GROUP BY 1, 2, 3, 4;
  INSERT INTO stats_expiry_months (month, shard, points)
  SELECT coalesce(date_trunc('month', l.expires_at AT TIME ZONE 'Europe/Warsaw')::date, 'infinity'::date), l.user_id % 32,
    sum(l.amount - coalesce(a.used, 0))
  FROM points_ledger l LEFT JOIN (SELECT credit_id, sum(amount) AS used FROM ledger_allocations GROUP BY credit_id) a ON a.credit_id = l.id
  WHERE l.amount > 0 GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT klub_stats_rebuild();
