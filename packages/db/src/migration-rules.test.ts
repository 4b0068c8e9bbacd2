import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client';
import { migrationFileViolations, migrationViolations, SQUAWK } from './migration-rules';

/**
 * Migrations written before the rule (release 1.1.6 and earlier), each applied in a release that
 * stopped every instance first. Frozen: applied migrations are never edited, so they cannot take
 * the marker. Nothing may be added to this list.
 */
const BEFORE_THE_RULE: Record<string, string> = {
  '0009_csv_imports.sql': 'member_imports renamed to csv_imports',
  '0014_order_element_pln.sql': 'order_elements.unit_pln made NOT NULL after its backfill',
  '0019_stats_queue.sql': 'klub_stats_rebuild() renamed to klub_stats_rebuild_rollups()',
};

// squawk's binary is published to this registry for Linux x64 only (CI's machines); elsewhere the
// check cannot run and says so.
if (!SQUAWK) console.warn('!!! squawk is not installed (@squawk-cli/linux-x64, Linux x64 only): the migration check is skipped');
describe.skipIf(!SQUAWK)('the expand/contract rule for migrations', () => {
  it('every committed migration only expands, unless it is marked as a contract step', { timeout: 60_000 }, () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => ({ name: f, path: path.resolve(MIGRATIONS_DIR, f), text: readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8') }));
    expect(files.length).toBeGreaterThan(40);
    const found = migrationFileViolations(files);
    const broken = files
      .filter((f) => !(f.name in BEFORE_THE_RULE))
      .flatMap((f) => (found.get(f.path) ?? []).map((v) => `${f.name}:${v.line} ${v.rule}: ${v.message}`));
    expect(broken, 'Split it: add in release N, use in N+1, drop in N+2 (docs/operations.md, "Database")').toEqual([]);
    // The grandfathered ones really are what the list says (the check sees them).
    for (const f of files.filter((f) => f.name in BEFORE_THE_RULE)) expect(found.get(f.path), f.name).not.toEqual([]);
  });

  it('refuses drops, renames, type changes and new NOT NULLs; passes additions', { timeout: 60_000 }, () => {
    const rules = (s: string) => migrationViolations(s).map((v) => v.rule);
    expect(rules('ALTER TABLE "users" DROP COLUMN "phone";')).toEqual(['ban-drop-column']);
    expect(rules('DROP TABLE "orders";')).toEqual(['ban-drop-table']);
    expect(rules('ALTER TABLE "users" RENAME COLUMN "phone" TO "mobile";')).toEqual(['renaming-column']);
    expect(rules('ALTER TABLE "member_imports" RENAME TO "csv_imports";')).toEqual(['renaming-table']);
    expect(rules('ALTER TABLE "users" ALTER COLUMN "points" SET DATA TYPE smallint;')).toEqual(['changing-column-type']);
    expect(rules('alter table users alter column points type smallint;')).toEqual(['changing-column-type']);
    expect(rules('ALTER TABLE "users" ALTER COLUMN "nip" SET NOT NULL;')).toEqual(['adding-not-nullable-field']);
    expect(rules('ALTER TABLE "users" ADD COLUMN "tier" text NOT NULL;')).toEqual(['adding-required-field']);
    // Ours, where squawk does not look.
    expect(rules('DROP VIEW "member_summary";')).toEqual(['drop-view-type-or-schema']);
    expect(rules('ALTER FUNCTION klub_stats_rebuild() RENAME TO klub_stats_rebuild_rollups;')).toEqual(['renaming-other-object']);
    // Additions, and text that only looks like a drop, pass.
    expect(rules('ALTER TABLE "users" ADD COLUMN "tier" text DEFAULT \'basic\' NOT NULL;')).toEqual([]);
    expect(rules('ALTER TABLE "users" ADD COLUMN "nick" text;\nCREATE INDEX "users_nick_idx" ON "users" ("nick");')).toEqual([]);
    expect(rules("-- we used to drop table x here\nINSERT INTO texts (body) VALUES ('drop table users; rename');")).toEqual([]);
    expect(rules('CREATE FUNCTION f() RETURNS void AS $$ BEGIN DROP VIEW tmp; END $$ LANGUAGE plpgsql;')).toEqual([]);
    // Line numbers point at the statement.
    expect(migrationViolations('CREATE TABLE a (id int);\n\nDROP TABLE b;')[0]!.line).toBe(3);
    expect(migrationViolations('CREATE TABLE a (id int);\n\nDROP VIEW b;')[0]!.line).toBe(3);
  });

  it('a migration marked as the contract step passes', () => {
    expect(
      migrationViolations('-- contract-step: users.phone unused since 1.2.0 (release N+1)\nALTER TABLE "users" DROP COLUMN "phone";'),
    ).toEqual([]);
    // The marker needs its reason.
    expect(migrationViolations('-- contract-step:\nALTER TABLE "users" DROP COLUMN "phone";')).toHaveLength(1);
  });
});
