CREATE TABLE "stats_member_orders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_order_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_order_days_day_shard_status_pk" PRIMARY KEY("day","shard","status")
);
--> statement-breakpoint
CREATE TABLE "stats_prize_days" (
	"day" date NOT NULL,
	"prize_id" integer NOT NULL,
	"name" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"pln" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_prize_days_day_prize_id_name_pk" PRIMARY KEY("day","prize_id","name")
);
--> statement-breakpoint
CREATE TABLE "stats_promotion_days" (
	"day" date NOT NULL,
	"source" smallint NOT NULL,
	"reason" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"awards" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_promotion_days_day_source_reason_pk" PRIMARY KEY("day","source","reason")
);
--> statement-breakpoint
CREATE TABLE "stats_promotion_last" (
	"level" smallint NOT NULL,
	"source" smallint NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "stats_promotion_last_level_source_reason_user_id_pk" PRIMARY KEY("level","source","reason","user_id")
);
--> statement-breakpoint
DROP INDEX "points_ledger_promotions_idx";--> statement-breakpoint
ALTER TABLE "stats_member_last" ADD COLUMN "dth_id" integer;--> statement-breakpoint
CREATE INDEX "stats_member_orders_top_idx" ON "stats_member_orders" USING btree ("orders" desc,"points" desc,"user_id") WHERE "stats_member_orders"."orders" > 0;--> statement-breakpoint
CREATE INDEX "stats_promotion_last_day_idx" ON "stats_promotion_last" USING btree ("day","level","source","reason");--> statement-breakpoint
CREATE INDEX "points_ledger_member_promotions_idx" ON "points_ledger" USING btree ("user_id","created_at") WHERE "points_ledger"."source" in (3, 104);--> statement-breakpoint
CREATE INDEX "stats_member_last_team_idx" ON "stats_member_last" USING btree ("dth_id","day") WHERE "stats_member_last"."dth_id" is not null;--> statement-breakpoint
CREATE INDEX "points_ledger_promotions_idx" ON "points_ledger" USING btree ("created_at","source","reason","user_id") WHERE "points_ledger"."source" in (3, 104);--> statement-breakpoint
-- Adds `sign` × each order of the arrays (placed at, member, status, total points) to its Polish day,
-- shard and status, and to its member's totals.
CREATE FUNCTION klub_stats_orders_add(placed timestamptz[], user_ids integer[], statuses text[], totals integer[], sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_order_days AS t (day, shard, status, orders, points)
  SELECT (o.created_at AT TIME ZONE 'Europe/Warsaw')::date, o.user_id % 32, o.status, sign * count(*), sign * sum(o.total_points)
  FROM unnest(placed, user_ids, statuses, totals) AS o(created_at, user_id, status, total_points)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, shard, status) DO UPDATE SET orders = t.orders + excluded.orders, points = t.points + excluded.points;
  INSERT INTO stats_member_orders AS t (user_id, placed, orders, points)
  SELECT o.user_id, sign * count(*), sign * count(*) FILTER (WHERE o.status <> 'CANCELLED'),
    sign * coalesce(sum(o.total_points) FILTER (WHERE o.status <> 'CANCELLED'), 0)
  FROM unnest(user_ids, statuses, totals) AS o(user_id, status, total_points)
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET placed = t.placed + excluded.placed, orders = t.orders + excluded.orders, points = t.points + excluded.points;
END $$;
--> statement-breakpoint
-- Adds the rows (already per day, prize and name) to the prizes rollup.
CREATE FUNCTION klub_stats_prizes_put(days date[], prize_ids integer[], names text[], units bigint[], orders bigint[], points numeric[], pln numeric[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_prize_days AS t (day, prize_id, name, units, orders, points, pln)
  SELECT x.day, x.prize_id, x.name, sum(x.units), sum(x.orders), sum(x.points), sum(x.pln)
  FROM unnest(days, prize_ids, names, units, orders, points, pln) AS x(day, prize_id, name, units, orders, points, pln)
  GROUP BY 1, 2, 3 HAVING sum(x.units) <> 0 OR sum(x.orders) <> 0 OR sum(x.points) <> 0 OR sum(x.pln) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, prize_id, name) DO UPDATE SET units = t.units + excluded.units, orders = t.orders + excluded.orders,
    points = t.points + excluded.points, pln = t.pln + excluded.pln;
END $$;
--> statement-breakpoint
-- Live order elements that a statement added (sign +1) or took away (-1), as arrays: each counts in
-- the day of its order when the order is not cancelled. An order counts once per prize and name: it
-- gains the prize when its first live element of it appears and loses it when its last one goes
-- (its live elements now, less this statement's change, say how many it had before).
CREATE FUNCTION klub_stats_prize_elements(
  order_ids integer[], prize_ids integer[], names text[], amounts integer[], unit_points integer[], unit_pln numeric[], signs integer[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM klub_stats_prizes_put(array_agg(c.day), array_agg(c.prize_id), array_agg(c.name), array_agg(c.units), array_agg(c.orders),
    array_agg(c.points), array_agg(c.pln))
  FROM (
    SELECT (o.created_at AT TIME ZONE 'Europe/Warsaw')::date AS day, p.prize_id, p.name, p.units,
      ((now.n > 0)::int - (now.n - p.n > 0)::int)::bigint AS orders, p.points, p.pln
    FROM (
      SELECT x.order_id, coalesce(x.prize_id, 0) AS prize_id, x.name, sum(x.s) AS n, sum(x.s * x.amount) AS units,
        sum(x.s * x.amount * x.unit_points)::numeric AS points, sum(x.s * x.amount * x.unit_pln) AS pln
      FROM unnest(order_ids, prize_ids, names, amounts, unit_points, unit_pln, signs) AS x(order_id, prize_id, name, amount, unit_points, unit_pln, s)
      GROUP BY 1, 2, 3
    ) p
    JOIN orders o ON o.id = p.order_id AND o.status <> 'CANCELLED'
    CROSS JOIN LATERAL (
      SELECT count(*) AS n FROM order_elements e
      WHERE e.order_id = p.order_id AND coalesce(e.prize_id, 0) = p.prize_id AND e.prize_name = p.name AND NOT e.is_deleted
    ) now
  ) c
  HAVING count(*) > 0;
END $$;
--> statement-breakpoint
-- Whole orders entering (sign +1) or leaving (-1) the prizes rollup on the given days: all their live
-- elements, each prize and name counted as one order.
CREATE FUNCTION klub_stats_prize_orders(order_ids integer[], days date[], signs integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM klub_stats_prizes_put(array_agg(c.day), array_agg(c.prize_id), array_agg(c.name), array_agg(c.units), array_agg(c.orders),
    array_agg(c.points), array_agg(c.pln))
  FROM (
    SELECT x.day, coalesce(e.prize_id, 0) AS prize_id, e.prize_name AS name, x.s * sum(e.amount) AS units, x.s::bigint AS orders,
      x.s * sum(e.amount * e.unit_points)::numeric AS points, x.s * sum(e.amount * e.unit_pln) AS pln
    FROM unnest(order_ids, days, signs) AS x(order_id, day, s)
    JOIN order_elements e ON e.order_id = x.order_id AND NOT e.is_deleted
    GROUP BY x.order_id, x.day, x.s, 2, 3
  ) c
  HAVING count(*) > 0;
END $$;
--> statement-breakpoint
-- The orders' statements: the orders rollup follows every change of day, member, status or total; the
-- prizes rollup follows an order that is cancelled (or taken back from cancelled) or changes its day.
-- A deleted order has no elements left (order_elements' foreign key), so only the orders rollup moves.
CREATE FUNCTION klub_stats_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM klub_stats_orders_add(array_agg(r.created_at), array_agg(r.user_id), array_agg(r.status), array_agg(r.total_points), 1)
    FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM klub_stats_orders_add(array_agg(r.created_at), array_agg(r.user_id), array_agg(r.status), array_agg(r.total_points), -1)
    FROM old_rows r;
  ELSE
    PERFORM klub_stats_orders_add(array_agg(o.created_at), array_agg(o.user_id), array_agg(o.status), array_agg(o.total_points), -1),
      klub_stats_orders_add(array_agg(n.created_at), array_agg(n.user_id), array_agg(n.status), array_agg(n.total_points), 1)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.created_at, o.user_id, o.status, o.total_points) IS DISTINCT FROM (n.created_at, n.user_id, n.status, n.total_points)
    HAVING count(*) > 0;
    PERFORM klub_stats_prize_orders(array_agg(m.id), array_agg(m.day), array_agg(m.s))
    FROM (
      SELECT o.id, (o.created_at AT TIME ZONE 'Europe/Warsaw')::date AS day, -1 AS s
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.status <> 'CANCELLED'
        AND (n.status = 'CANCELLED' OR (o.created_at AT TIME ZONE 'Europe/Warsaw')::date <> (n.created_at AT TIME ZONE 'Europe/Warsaw')::date)
      UNION ALL
      SELECT n.id, (n.created_at AT TIME ZONE 'Europe/Warsaw')::date, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.status <> 'CANCELLED'
        AND (o.status = 'CANCELLED' OR (o.created_at AT TIME ZONE 'Europe/Warsaw')::date <> (n.created_at AT TIME ZONE 'Europe/Warsaw')::date)
    ) m
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_orders_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_orders();
--> statement-breakpoint
CREATE TRIGGER stats_orders_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_orders();
--> statement-breakpoint
CREATE TRIGGER stats_orders_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_orders();
--> statement-breakpoint
-- The elements' statements: live elements added, taken away (deleted, or marked deleted) or changed
-- in what they count (prize, name, amount, prices, order). Marking one sent moves nothing.
CREATE FUNCTION klub_stats_order_elements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM klub_stats_prize_elements(array_agg(r.order_id), array_agg(r.prize_id), array_agg(r.prize_name), array_agg(r.amount),
      array_agg(r.unit_points), array_agg(r.unit_pln), array_agg(1))
    FROM new_rows r WHERE NOT r.is_deleted HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM klub_stats_prize_elements(array_agg(r.order_id), array_agg(r.prize_id), array_agg(r.prize_name), array_agg(r.amount),
      array_agg(r.unit_points), array_agg(r.unit_pln), array_agg(-1))
    FROM old_rows r WHERE NOT r.is_deleted HAVING count(*) > 0;
  ELSE
    PERFORM klub_stats_prize_elements(array_agg(r.order_id), array_agg(r.prize_id), array_agg(r.prize_name), array_agg(r.amount),
      array_agg(r.unit_points), array_agg(r.unit_pln), array_agg(r.s))
    FROM (
      SELECT o.*, -1 AS s FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE NOT o.is_deleted AND (o.order_id, o.prize_id, o.prize_name, o.amount, o.unit_points, o.unit_pln, o.is_deleted)
        IS DISTINCT FROM (n.order_id, n.prize_id, n.prize_name, n.amount, n.unit_points, n.unit_pln, n.is_deleted)
      UNION ALL
      SELECT n.*, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE NOT n.is_deleted AND (o.order_id, o.prize_id, o.prize_name, o.amount, o.unit_points, o.unit_pln, o.is_deleted)
        IS DISTINCT FROM (n.order_id, n.prize_id, n.prize_name, n.amount, n.unit_points, n.unit_pln, n.is_deleted)
    ) r
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_order_elements_insert AFTER INSERT ON order_elements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_order_elements();
--> statement-breakpoint
CREATE TRIGGER stats_order_elements_update AFTER UPDATE ON order_elements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_order_elements();
--> statement-breakpoint
CREATE TRIGGER stats_order_elements_delete AFTER DELETE ON order_elements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_order_elements();
--> statement-breakpoint
-- Both rollups as the orders and their elements say, for this migration and `npm run stats:rebuild`.
CREATE FUNCTION klub_stats_orders_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_elements IN SHARE MODE;
  TRUNCATE stats_order_days, stats_member_orders, stats_prize_days;
  INSERT INTO stats_order_days (day, shard, status, orders, points)
  SELECT (created_at AT TIME ZONE 'Europe/Warsaw')::date, user_id % 32, status, count(*), sum(total_points)
  FROM orders GROUP BY 1, 2, 3;
  INSERT INTO stats_member_orders (user_id, placed, orders, points)
  SELECT user_id, count(*), count(*) FILTER (WHERE status <> 'CANCELLED'), coalesce(sum(total_points) FILTER (WHERE status <> 'CANCELLED'), 0)
  FROM orders GROUP BY 1;
  INSERT INTO stats_prize_days (day, prize_id, name, units, orders, points, pln)
  SELECT (o.created_at AT TIME ZONE 'Europe/Warsaw')::date, coalesce(e.prize_id, 0), e.prize_name, sum(e.amount),
    count(DISTINCT o.id), sum(e.amount * e.unit_points), sum(e.amount * e.unit_pln)
  FROM orders o JOIN order_elements e ON e.order_id = o.id AND NOT e.is_deleted
  WHERE o.status <> 'CANCELLED'
  GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT klub_stats_orders_rebuild();
--> statement-breakpoint
-- Adds `sign` × the ledger rows of the arrays that are extra points (sources 3 and 104) to their
-- Polish day, source and reason, and to the last day of each member they touched, per source and
-- reason, per source and in all (rows taken away: from the member's extra points now; none left: the
-- row goes).
CREATE FUNCTION klub_stats_promotions_add(
  placed timestamptz[], user_ids integer[], sources smallint[], reasons text[], amounts integer[], sign integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_promotion_days AS t (day, source, reason, points, awards)
  SELECT (x.created_at AT TIME ZONE 'Europe/Warsaw')::date, x.source, x.reason, sign * sum(x.amount), sign * count(*)
  FROM unnest(placed, sources, reasons, amounts) AS x(created_at, source, reason, amount)
  WHERE x.source IN (3, 104)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, source, reason) DO UPDATE SET points = t.points + excluded.points, awards = t.awards + excluded.awards;

  IF sign > 0 THEN
    -- Added rows only move a last day later.
    INSERT INTO stats_promotion_last AS t (level, source, reason, user_id, day)
    SELECT l.level, l.source, l.reason, x.user_id, max((x.created_at AT TIME ZONE 'Europe/Warsaw')::date)
    FROM unnest(placed, user_ids, sources, reasons) AS x(created_at, user_id, source, reason)
    CROSS JOIN LATERAL (VALUES (0::smallint, x.source, x.reason), (1::smallint, x.source, ''), (2::smallint, 0::smallint, '')) AS l(level, source, reason)
    WHERE x.source IN (3, 104)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, source, reason, user_id) DO UPDATE SET day = excluded.day WHERE t.day < excluded.day;
    RETURN;
  END IF;
  -- Taken away (tests, and the old side of an update): each touched last day again from the ledger.
  WITH k AS (
    SELECT DISTINCT l.level, l.source, l.reason, x.user_id
    FROM unnest(user_ids, sources, reasons) AS x(user_id, source, reason)
    CROSS JOIN LATERAL (VALUES (0::smallint, x.source, x.reason), (1::smallint, x.source, ''), (2::smallint, 0::smallint, '')) AS l(level, source, reason)
    WHERE x.source IN (3, 104)
  ), d AS (
    SELECT k.*, (
      SELECT max(p.created_at) FROM points_ledger p
      WHERE p.user_id = k.user_id AND p.source IN (3, 104) AND (k.level = 2 OR p.source = k.source) AND (k.level > 0 OR p.reason = k.reason)
    ) AS last
    FROM k
  ), gone AS (
    DELETE FROM stats_promotion_last t USING d
    WHERE d.last IS NULL AND t.level = d.level AND t.source = d.source AND t.reason = d.reason AND t.user_id = d.user_id
  )
  INSERT INTO stats_promotion_last AS t (level, source, reason, user_id, day)
  SELECT d.level, d.source, d.reason, d.user_id, (d.last AT TIME ZONE 'Europe/Warsaw')::date FROM d WHERE d.last IS NOT NULL ORDER BY 1, 2, 3, 4
  ON CONFLICT (level, source, reason, user_id) DO UPDATE SET day = excluded.day WHERE t.day IS DISTINCT FROM excluded.day;
END $$;
--> statement-breakpoint
-- The ledger's statements (inserts; the updates and deletes only tests make). A statement with no
-- extra points in it (a code, an order) passes nothing on.
CREATE FUNCTION klub_stats_promotions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM klub_stats_promotions_add(array_agg(r.created_at), array_agg(r.user_id), array_agg(r.source), array_agg(r.reason),
      array_agg(r.amount), 1)
    FROM new_rows r WHERE r.source IN (3, 104) HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM klub_stats_promotions_add(array_agg(r.created_at), array_agg(r.user_id), array_agg(r.source), array_agg(r.reason),
      array_agg(r.amount), -1)
    FROM old_rows r WHERE r.source IN (3, 104) HAVING count(*) > 0;
  ELSE
    PERFORM klub_stats_promotions_add(array_agg(o.created_at), array_agg(o.user_id), array_agg(o.source), array_agg(o.reason),
      array_agg(o.amount), -1),
      klub_stats_promotions_add(array_agg(n.created_at), array_agg(n.user_id), array_agg(n.source), array_agg(n.reason),
      array_agg(n.amount), 1)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.source IN (3, 104) OR n.source IN (3, 104))
      AND (o.created_at, o.user_id, o.source, o.reason, o.amount) IS DISTINCT FROM (n.created_at, n.user_id, n.source, n.reason, n.amount)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_promotions_insert AFTER INSERT ON points_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_promotions();
--> statement-breakpoint
CREATE TRIGGER stats_promotions_update AFTER UPDATE ON points_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_promotions();
--> statement-breakpoint
CREATE TRIGGER stats_promotions_delete AFTER DELETE ON points_ledger
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION klub_stats_promotions();
--> statement-breakpoint
-- The extra points as the ledger says, for this migration and `npm run stats:rebuild`.
CREATE FUNCTION klub_stats_promotions_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE points_ledger IN SHARE MODE;
  TRUNCATE stats_promotion_days, stats_promotion_last;
  INSERT INTO stats_promotion_days (day, source, reason, points, awards)
  SELECT (created_at AT TIME ZONE 'Europe/Warsaw')::date, source, reason, sum(amount), count(*)
  FROM points_ledger WHERE source IN (3, 104) GROUP BY 1, 2, 3;
  INSERT INTO stats_promotion_last (level, source, reason, user_id, day)
  SELECT CASE WHEN GROUPING(reason) = 0 THEN 0 WHEN GROUPING(source) = 0 THEN 1 ELSE 2 END, coalesce(source, 0), coalesce(reason, ''),
    user_id, (max(created_at) AT TIME ZONE 'Europe/Warsaw')::date
  FROM points_ledger WHERE source IN (3, 104)
  GROUP BY GROUPING SETS ((source, reason, user_id), (source, user_id), (user_id));
END $$;
--> statement-breakpoint
SELECT klub_stats_promotions_rebuild();
--> statement-breakpoint
-- Merges the shards of the days (weeks, months) before `before` into shard 0: the shards exist so that
-- concurrent writes of today rarely wait on one row, while a report over years reads every shard of
-- every day (32 × 24 packages × 1 826 days = 1.4 M rows for the codes report's 5 years). Sums are
-- unchanged (a report adds the shards up); a later write to a past day simply lands in its shard
-- again. Run by the periodic jobs; answers how many shard rows it merged.
CREATE FUNCTION klub_stats_compact(before date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  gone integer;
BEGIN
  WITH moved AS (DELETE FROM stats_package_days WHERE day < before AND shard <> 0 RETURNING *), ins AS (
    INSERT INTO stats_package_days AS t (day, shard, package_id, source, codes, points)
    SELECT day, 0, package_id, source, sum(codes), sum(points) FROM moved GROUP BY 1, 3, 4 ORDER BY 1, 3, 4
    ON CONFLICT (day, shard, package_id, source) DO UPDATE SET codes = t.codes + excluded.codes, points = t.points + excluded.points
  )
  SELECT count(*) FROM moved INTO gone;

  WITH moved AS (DELETE FROM stats_days WHERE day < before AND shard <> 0 RETURNING *), ins AS (
    INSERT INTO stats_days AS t (day, shard, codes, earned, spent, refunded, expired, orders)
    SELECT day, 0, sum(codes), sum(earned), sum(spent), sum(refunded), sum(expired), sum(orders) FROM moved GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET codes = t.codes + excluded.codes, earned = t.earned + excluded.earned,
      spent = t.spent + excluded.spent, refunded = t.refunded + excluded.refunded, expired = t.expired + excluded.expired,
      orders = t.orders + excluded.orders
  )
  SELECT gone + count(*) FROM moved INTO gone;

  WITH moved AS (DELETE FROM stats_active_periods WHERE period < before AND shard <> 0 RETURNING *), ins AS (
    INSERT INTO stats_active_periods AS t (kind, period, shard, members)
    SELECT kind, period, 0, sum(members) FROM moved GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (kind, period, shard) DO UPDATE SET members = t.members + excluded.members
  )
  SELECT gone + count(*) FROM moved INTO gone;

  WITH moved AS (DELETE FROM stats_order_days WHERE day < before AND shard <> 0 RETURNING *), ins AS (
    INSERT INTO stats_order_days AS t (day, shard, status, orders, points)
    SELECT day, 0, status, sum(orders), sum(points) FROM moved GROUP BY 1, 3 ORDER BY 1, 3
    ON CONFLICT (day, shard, status) DO UPDATE SET orders = t.orders + excluded.orders, points = t.points + excluded.points
  )
  SELECT gone + count(*) FROM moved INTO gone;
  RETURN gone;
END $$;
--> statement-breakpoint
-- Each member's last active day carries their DTH now, as their member-days do (klub_stats_team: none
-- when deleted). klub_stats_add writes the day; this trigger stamps the DTH on every write, and a
-- member who moves takes it along (klub_stats_member_moved below).
UPDATE stats_member_last m SET dth_id = klub_stats_team(u.dth_id, u.is_deleted) FROM users u WHERE u.id = m.user_id;
--> statement-breakpoint
CREATE FUNCTION klub_stats_last_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.dth_id := (SELECT klub_stats_team(u.dth_id, u.is_deleted) FROM users u WHERE u.id = NEW.user_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_member_last_team BEFORE INSERT OR UPDATE OF day, user_id ON stats_member_last
  FOR EACH ROW EXECUTE FUNCTION klub_stats_last_team();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION klub_stats_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_member_days SET dth_id = klub_stats_team(NEW.dth_id, NEW.is_deleted) WHERE user_id = NEW.id;
  UPDATE stats_member_package_days SET dth_id = klub_stats_team(NEW.dth_id, NEW.is_deleted) WHERE user_id = NEW.id;
  UPDATE stats_member_last SET dth_id = klub_stats_team(NEW.dth_id, NEW.is_deleted) WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
