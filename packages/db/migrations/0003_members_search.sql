-- Substring search over people (admin members list) with a trigram index: "%kowal%" on a million
-- rows without a sequential scan. pg_trgm is a trusted extension (PostgreSQL 13+): the database
-- owner may create it. PGlite loads it in openDatabase().
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
  (lower("email" || ' ' || "firstname" || ' ' || "lastname" || ' ' || "firstname" || ' ' || coalesce("company_name", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("nip", ''))) gin_trgm_ops
);
