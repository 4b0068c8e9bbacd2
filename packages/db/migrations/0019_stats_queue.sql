CREATE TABLE "stats_ledger_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stats_ledger_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"code_id" bigint,
	"amount" integer NOT NULL,
	"source" smallint NOT NULL,
	"earns" boolean NOT NULL,
	"sign" smallint NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
-- The ledger's statistics triggers (migration 0013) only queue the rows now: one insert per
-- statement. klub_stats_drain() adds them to the rollups (klub_stats_add, unchanged) in batches.
CREATE OR REPLACE FUNCTION klub_stats_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_ledger_queue (user_id, day, code_id, amount, source, earns, sign, expires_at)
    SELECT r.user_id, (r.created_at AT TIME ZONE 'Europe/Warsaw')::date, r.code_id, r.amount, r.source, r.earns, 1, r.expires_at
    FROM new_rows r;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stats_ledger_queue (user_id, day, code_id, amount, source, earns, sign, expires_at)
    SELECT r.user_id, (r.created_at AT TIME ZONE 'Europe/Warsaw')::date, r.code_id, r.amount, r.source, r.earns, -1, r.expires_at
    FROM old_rows r
    UNION ALL
    SELECT r.user_id, (r.created_at AT TIME ZONE 'Europe/Warsaw')::date, r.code_id, r.amount, r.source, r.earns, 1, r.expires_at
    FROM new_rows r;
  ELSE
    INSERT INTO stats_ledger_queue (user_id, day, code_id, amount, source, earns, sign, expires_at)
    SELECT r.user_id, (r.created_at AT TIME ZONE 'Europe/Warsaw')::date, r.code_id, r.amount, r.source, r.earns, -1, r.expires_at
    FROM old_rows r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Adds every queued ledger row to the rollups in one batch and empties the queue, one drain at a
-- time (a transaction-level advisory lock). `wait` false: gives up at once (-1) while another runs.
-- Answers how many rows it added.
CREATE FUNCTION klub_stats_drain(wait boolean) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  u integer[]; d date[]; c bigint[]; a integer[]; s smallint[]; e boolean[]; g integer[]; x timestamptz[];
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(727411003);
  ELSIF NOT pg_try_advisory_xact_lock(727411003) THEN
    RETURN -1;
  END IF;
  WITH q AS (DELETE FROM stats_ledger_queue RETURNING *)
  SELECT count(*), array_agg(q.user_id), array_agg(q.day), array_agg(q.code_id), array_agg(q.amount), array_agg(q.source),
         array_agg(q.earns), array_agg(q.sign::integer), array_agg(q.expires_at)
  INTO n, u, d, c, a, s, e, g, x FROM q;
  IF n > 0 THEN
    PERFORM klub_stats_add(u, d, c, a, s, e, g, x);
  END IF;
  RETURN n;
END $$;
--> statement-breakpoint
-- The rebuild (migration 0016) from the ledger alone: what is queued is in the ledger already.
ALTER FUNCTION klub_stats_rebuild() RENAME TO klub_stats_rebuild_rollups;
--> statement-breakpoint
CREATE FUNCTION klub_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727411003);
  LOCK TABLE points_ledger, ledger_allocations IN SHARE MODE;
  DELETE FROM stats_ledger_queue;
  PERFORM klub_stats_rebuild_rollups();
END $$;
