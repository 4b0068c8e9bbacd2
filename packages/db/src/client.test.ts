import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError, migrateDatabase, openDatabase, queryRows, type DbHandle } from './client';
import { sql } from 'drizzle-orm';

const open: DbHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('persists in its data directory and refuses a second opener while held', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klub-db-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    open.push(first);
    await migrateDatabase(first);
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/DATA_DIR .* in use by another running process/);

    await first.db.execute(sql`insert into page_photos (url, title) values ('/a.jpg', 'A')`);
    await first.close();
    open.pop();

    const again = await openDatabase({ dataDir: dir });
    open.push(again);
    await migrateDatabase(again); // idempotent
    const rows = await queryRows<{ url: string }>(again.db, sql`select url from page_photos`);
    expect(rows).toEqual([{ url: '/a.jpg' }]);
  }, 60_000);
});
