ALTER TABLE "member_distributors" ADD COLUMN "member_region_id" integer;--> statement-breakpoint
ALTER TABLE "member_distributors" ADD COLUMN "member_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "distributors_name_idx" ON "distributors" USING btree ("name","id");--> statement-breakpoint
-- A new connection takes its member's region and deletion.
CREATE FUNCTION klub_member_distributors_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.region_id, u.is_deleted INTO NEW.member_region_id, NEW.member_deleted FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_distributors_copy BEFORE INSERT OR UPDATE OF user_id ON member_distributors
  FOR EACH ROW EXECUTE FUNCTION klub_member_distributors_copy();
--> statement-breakpoint
-- A member whose region or deletion changes: their connections follow.
CREATE FUNCTION klub_member_distributors_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_distributors SET member_region_id = NEW.region_id, member_deleted = NEW.is_deleted WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_distributors_follow AFTER UPDATE OF region_id, is_deleted ON users FOR EACH ROW
  WHEN ((OLD.region_id, OLD.is_deleted) IS DISTINCT FROM (NEW.region_id, NEW.is_deleted))
  EXECUTE FUNCTION klub_member_distributors_follow();
--> statement-breakpoint
UPDATE member_distributors md SET member_region_id = u.region_id, member_deleted = u.is_deleted FROM users u WHERE u.id = md.user_id;
