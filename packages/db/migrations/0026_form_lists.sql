ALTER TABLE "lists" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lists_key_key" ON "lists" USING btree ("key");--> statement-breakpoint
-- The lists forms read by key (FORM_LISTS in @klub/contracts), with first items an admin can change.
-- A list an admin already made under the same name gets the key instead of a second list.
INSERT INTO "lists" ("name", "description", "key") VALUES
	('Powody przyznania punktów', 'Podpowiedzi pola „Powód” w formularzach Dodaj punkty i Przenieś punkty', 'points-reasons'),
	('Powody odrzucenia wizytówki', 'Podpowiedzi powodu, który wykonawca widzi przy odrzuconej wizytówce', 'website-reject-reasons')
ON CONFLICT ((lower("name"))) DO UPDATE SET "key" = EXCLUDED."key";--> statement-breakpoint
INSERT INTO "list_items" ("list_id", "name", "pos")
SELECT l."id", v."name", v."pos"
FROM (VALUES
	('points-reasons', 'Reklamacja — brakujące punkty za kod', 1),
	('points-reasons', 'Nagroda w konkursie', 2),
	('points-reasons', 'Akcja promocyjna', 3),
	('points-reasons', 'Korekta po błędzie w systemie', 4),
	('website-reject-reasons', 'Zdjęcia słabej jakości lub nie Twoich realizacji', 1),
	('website-reject-reasons', 'Niepełne lub nieprawdziwe dane kontaktowe', 2),
	('website-reject-reasons', 'Treść niezgodna z regulaminem programu', 3)
) AS v("key", "name", "pos")
JOIN "lists" l ON l."key" = v."key"
ON CONFLICT DO NOTHING;
