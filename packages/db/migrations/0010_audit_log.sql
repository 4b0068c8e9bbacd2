CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"ip" text,
	"route" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"details" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "job_runs_kind_idx" ON "job_runs" USING btree ("kind","id");--> statement-breakpoint
-- The audit trigger (hand-written; drizzle-kit does not model triggers). It records a row only
-- when the transaction says who acts (`klub.audit_actor`, set by the admin request transaction):
-- a member's own actions and background jobs are not admin changes. Arguments: columns to mask.
CREATE FUNCTION klub_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('klub.audit_actor', true);
  old_row jsonb;
  new_row jsonb;
  col text;
BEGIN
  IF actor IS NULL OR actor = '' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN
    RETURN NULL;
  END IF;
  FOREACH col IN ARRAY coalesce(TG_ARGV, '{}'::text[]) LOOP
    IF old_row ? col AND new_row ? col AND old_row -> col IS DISTINCT FROM new_row -> col THEN
      old_row := jsonb_set(old_row, ARRAY[col], '"***"');
      new_row := jsonb_set(new_row, ARRAY[col], '"***!"');
    ELSE
      IF old_row ? col THEN old_row := jsonb_set(old_row, ARRAY[col], '"***"'); END IF;
      IF new_row ? col THEN new_row := jsonb_set(new_row, ARRAY[col], '"***"'); END IF;
    END IF;
  END LOOP;
  INSERT INTO audit_log (actor_id, ip, route, action, entity, entity_id, before, after)
  VALUES (
    actor::integer,
    nullif(current_setting('klub.audit_ip', true), ''),
    nullif(current_setting('klub.audit_route', true), ''),
    TG_OP,
    TG_TABLE_NAME,
    coalesce(new_row ->> 'id', old_row ->> 'id', new_row ->> 'key', old_row ->> 'key', new_row ->> 'user_id', old_row ->> 'user_id'),
    old_row,
    new_row
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION klub_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION klub_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION klub_audit_append_only();
--> statement-breakpoint
-- Every table an admin changes. Left out (apps/server/src/modules/audit/audit-walk.api.test.ts says why):
-- sessions, user_tokens, rate_limits, csv_imports, job_runs, audit_log, codes, ledger_allocations,
-- member_points, ranking_snapshots, favourites, basket_items.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION klub_audit('password_hash');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON files FOR EACH ROW EXECUTE FUNCTION klub_audit('content');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON lists FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON list_items FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON regions FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON districts FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON distributors FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contractor_websites FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON gold_subgroups FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON gold_docs FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON settings FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON points_groups FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON points_packages FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON code_batches FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON points_ledger FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON page_photos FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON prize_groups FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON partner_shops FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON prizes FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON prize_characteristics FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON prize_thresholds FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION klub_audit();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON order_elements FOR EACH ROW EXECUTE FUNCTION klub_audit();
