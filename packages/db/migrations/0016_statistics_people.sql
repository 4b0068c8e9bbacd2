CREATE TABLE "stats_active_periods" (
	"kind" text NOT NULL,
	"period" date NOT NULL,
	"shard" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_active_periods_kind_period_shard_pk" PRIMARY KEY("kind","period","shard")
);
--> statement-breakpoint
CREATE TABLE "stats_member_last" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_people_days" (
	"day" date NOT NULL,
	"region_id" integer NOT NULL,
	"status" text NOT NULL,
	"is_deleted" boolean NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_people_days_day_region_id_status_is_deleted_pk" PRIMARY KEY("day","region_id","status","is_deleted")
);
--> statement-breakpoint
CREATE INDEX "stats_member_last_day_idx" ON "stats_member_last" USING btree ("day");
--> statement-breakpoint
-- Adds `sign` × each contractor (roles 11, 21, 31) of the arrays to the Polish day they joined.
CREATE FUNCTION klub_stats_people_add(
  joined timestamptz[], region_ids integer[], statuses text[], deleted boolean[], roles smallint[], sign integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_people_days AS t (day, region_id, status, is_deleted, members)
  SELECT (p.created_at AT TIME ZONE 'Europe/Warsaw')::date, coalesce(p.region_id, 0), p.status, p.is_deleted, sign * count(*)
  FROM unnest(joined, region_ids, statuses, deleted, roles) AS p(created_at, region_id, status, is_deleted, role)
  WHERE p.role IN (11, 21, 31)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, region_id, status, is_deleted) DO UPDATE SET members = t.members + excluded.members;
END $$;
--> statement-breakpoint
-- The users' statements: inserts add, deletes subtract; an update moves only the rows whose joining
-- day, region, status, deletion or role changed (a sign-in's last_login_at moves nothing).
CREATE FUNCTION klub_stats_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM klub_stats_people_add(array_agg(r.created_at), array_agg(r.region_id), array_agg(r.status), array_agg(r.is_deleted),
      array_agg(r.role), 1) FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM klub_stats_people_add(array_agg(r.created_at), array_agg(r.region_id), array_agg(r.status), array_agg(r.is_deleted),
      array_agg(r.role), -1) FROM old_rows r;
  ELSE
    PERFORM klub_stats_people_add(array_agg(o.created_at), array_agg(o.region_id), array_agg(o.status), array_agg(o.is_deleted),
      array_agg(o.role), -1),
      klub_stats_people_add(array_agg(n.created_at), array_agg(n.region_id), array_agg(n.status), array_agg(n.is_deleted),
      array_agg(n.role), 1)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.created_at, o.region_id, o.status, o.is_deleted, o.role) IS DISTINCT FROM (n.created_at, n.region_id, n.status, n.is_deleted, n.role)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_people_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_people();
--> statement-breakpoint
CREATE TRIGGER stats_people_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_people();
--> statement-breakpoint
CREATE TRIGGER stats_people_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_people();
--> statement-breakpoint
-- The people as the users table says, for the migration and for `npm run stats:rebuild`.
CREATE FUNCTION klub_stats_people_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE users IN SHARE MODE;
  TRUNCATE stats_people_days;
  INSERT INTO stats_people_days (day, region_id, status, is_deleted, members)
  SELECT (created_at AT TIME ZONE 'Europe/Warsaw')::date, coalesce(region_id, 0), status, is_deleted, count(*)
  FROM users WHERE role IN (11, 21, 31) GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
SELECT klub_stats_people_rebuild();
--> statement-breakpoint
-- The one definition of what ledger rows add (sign +1) or take away (-1) in every rollup (migration 0013),
-- now also the active contractors per day, week and month and each one's last active day.
CREATE OR REPLACE FUNCTION klub_stats_add(
  user_ids integer[], days date[], code_ids bigint[], amounts integer[], sources smallint[], earning boolean[], signs integer[],
  expiries timestamptz[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Active days before this statement's rows are added: a member's day, week or month counts once,
  -- when its first active day appears (and no longer when its last one goes: tests delete rows).
  WITH d AS (
    SELECT * FROM unnest(user_ids, days, code_ids, amounts, sources, signs) AS x(user_id, day, code_id, amount, source, s)
  ), p AS (
    SELECT d.user_id, d.day, sum(d.s * (d.code_id IS NOT NULL AND d.amount > 0)::int)::int AS codes,
      sum(d.s * (d.source = 103)::int)::int AS orders
    FROM d GROUP BY d.user_id, d.day
  ), ch AS (
    SELECT p.user_id, p.day,
      CASE WHEN coalesce(o.codes, 0) + p.codes > 0 OR coalesce(o.orders, 0) + p.orders > 0 THEN 1 ELSE -1 END AS delta
    FROM p LEFT JOIN stats_member_days o ON o.user_id = p.user_id AND o.day = p.day
    WHERE (coalesce(o.codes, 0) > 0 OR coalesce(o.orders, 0) > 0)
      IS DISTINCT FROM (coalesce(o.codes, 0) + p.codes > 0 OR coalesce(o.orders, 0) + p.orders > 0)
  ), k AS (
    SELECT x.kind, x.first, x.last, ch.user_id, sum(ch.delta)::int AS delta
    FROM ch CROSS JOIN LATERAL (VALUES
      ('d', ch.day, ch.day),
      ('w', date_trunc('week', ch.day)::date, (date_trunc('week', ch.day) + interval '6 days')::date),
      ('m', date_trunc('month', ch.day)::date, (date_trunc('month', ch.day) + interval '1 month - 1 day')::date)
    ) AS x(kind, first, last)
    GROUP BY 1, 2, 3, 4
  ), b AS (
    -- greatest(…) > 0 rather than the partial index's own predicate, here and for the last active day
    -- below: while stats_member_days_active_idx is nearly empty (no code registered yet when the table
    -- was analysed) the planner chose it, and each lookup then scanned what the same statement had just
    -- added — 100 000 code credits in one statement took 57.5 s instead of 7.9 s, 600 000 never ended
    -- in CI. Only the key (user_id, day) serves these lookups now.
    SELECT k.*, c.before
    FROM k CROSS JOIN LATERAL (
      SELECT count(*)::int AS before FROM stats_member_days o
      WHERE o.user_id = k.user_id AND o.day BETWEEN k.first AND k.last AND greatest(o.codes, o.orders) > 0
    ) c
  )
  INSERT INTO stats_active_periods AS t (kind, period, shard, members)
  SELECT b.kind, b.first, b.user_id % 32, sum((b.before + b.delta > 0)::int - (b.before > 0)::int)
  FROM b GROUP BY 1, 2, 3 HAVING sum((b.before + b.delta > 0)::int - (b.before > 0)::int) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (kind, period, shard) DO UPDATE SET members = t.members + excluded.members;

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
  -- The last active day of every member whose activity changed.
  WITH u AS (
    SELECT DISTINCT x.user_id FROM unnest(user_ids, code_ids, amounts, sources) AS x(user_id, code_id, amount, source)
    WHERE (x.code_id IS NOT NULL AND x.amount > 0) OR x.source = 103
  ), l AS (
    SELECT u.user_id, (SELECT o.day FROM stats_member_days o WHERE o.user_id = u.user_id AND greatest(o.codes, o.orders) > 0
                       ORDER BY o.day DESC LIMIT 1) AS day
    FROM u
  ), gone AS (
    DELETE FROM stats_member_last t USING l WHERE t.user_id = l.user_id AND l.day IS NULL
  )
  INSERT INTO stats_member_last AS t (user_id, day) SELECT l.user_id, l.day FROM l WHERE l.day IS NOT NULL ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET day = excluded.day WHERE t.day IS DISTINCT FROM excluded.day;
END $$;
--> statement-breakpoint
-- The active contractors per day, week and month and their last active days, from the member rollup
-- (this migration's backfill; `npm run stats:rebuild` after klub_stats_rebuild).
CREATE FUNCTION klub_stats_active_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE points_ledger IN SHARE MODE;
  TRUNCATE stats_active_periods, stats_member_last;
  INSERT INTO stats_active_periods (kind, period, shard, members)
  SELECT x.kind, x.period, a.user_id % 32, count(DISTINCT a.user_id)
  FROM stats_member_days a CROSS JOIN LATERAL (VALUES
    ('d', a.day), ('w', date_trunc('week', a.day)::date), ('m', date_trunc('month', a.day)::date)) AS x(kind, period)
  WHERE a.codes > 0 OR a.orders > 0
  GROUP BY 1, 2, 3;
  INSERT INTO stats_member_last (user_id, day)
  SELECT user_id, max(day) FROM stats_member_days WHERE codes > 0 OR orders > 0 GROUP BY 1;
END $$;
--> statement-breakpoint
SELECT klub_stats_active_rebuild();
--> statement-breakpoint
-- The rebuild of migration 0013, now with the active contractors (from the member rollup it has just rebuilt).
CREATE OR REPLACE FUNCTION klub_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
  PERFORM klub_stats_active_rebuild();
END $$;
