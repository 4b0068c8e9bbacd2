-- The PLN value of each ordered unit, for the members' yearly prize statements (issue 11). Orders
-- placed before it get the prize's PLN price, or its points at today's converter (10 points = 1 zł
-- unless the catalogue's setting says otherwise).
ALTER TABLE "order_elements" ADD COLUMN "unit_pln" numeric(12, 2);
--> statement-breakpoint
UPDATE "order_elements" e SET "unit_pln" = coalesce(
  (SELECT p."pln_price" FROM "prizes" p WHERE p."id" = e."prize_id"),
  round(e."unit_points"::numeric / coalesce(
    (SELECT (s."value" #>> '{}')::numeric FROM "settings" s
     WHERE s."key" = 'prizes.pointsPerPln' AND (s."value" #>> '{}') ~ '^[0-9]+(\.[0-9]+)?$' AND (s."value" #>> '{}')::numeric > 0),
    10), 2));
--> statement-breakpoint
ALTER TABLE "order_elements" ALTER COLUMN "unit_pln" SET NOT NULL;
