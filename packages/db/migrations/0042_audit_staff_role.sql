ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
-- The audit trail names the staff member's role at the time of the change (`klub.audit_role`, set
-- beside `klub.audit_actor` by the admin request transaction): a role changes, the row keeps the old one.
CREATE OR REPLACE FUNCTION klub_audit() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO audit_log (actor_id, actor_role, ip, route, action, entity, entity_id, before, after)
  VALUES (
    actor::integer,
    nullif(current_setting('klub.audit_role', true), ''),
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
-- A staff member's TOTP secret (0041) is masked in the trail like the password hash.
DROP TRIGGER audit ON users;
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION klub_audit('password_hash', 'totp_secret');
