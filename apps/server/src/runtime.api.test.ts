import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { hashPassword, verifyPassword } from './lib/passwords';
import { unsupportedNodeMessage } from './runtime';
import { openTestDatabase } from './testing/test-app';

// The native and WASM parts on the Node this suite runs on: `npm test` runs it on Node 24 and
// `npm run test:node22` (CI) on Node 22, which sets KLUB_EXPECT_NODE_MAJOR so a wrong binary fails here.
describe(`runtime ${process.version}`, () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('is a supported Node.js, and the one the run asked for', () => {
    expect(unsupportedNodeMessage(process.version)).toBeNull();
    const expected = process.env.KLUB_EXPECT_NODE_MAJOR;
    if (expected) expect(process.versions.node.split('.')[0]).toBe(expected);
  });

  it('argon2id (@node-rs/argon2, a native addon) hashes and verifies', async () => {
    const h = await hashPassword('Zażółć-gęślą-jaźń-1');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'Zażółć-gęślą-jaźń-1')).toBe(true);
    expect(await verifyPassword(h, 'zażółć-gęślą-jaźń-1')).toBe(false);
  });

  it(`the database driver answers (${process.env.TEST_DB_DRIVER}: PGlite is WASM, pg is plain JS)`, async () => {
    const [row] = await queryRows<{ close: boolean; v: string }>(
      database.handle.db,
      sql`select similarity('Kowalski', 'Kowalska') > 0.3 as close, version() as v`,
    );
    expect(row!.close).toBe(true); // pg_trgm is loaded (an extension PGlite ships as WASM)
    expect(row!.v).toMatch(/^PostgreSQL 1[5-9]/);
  });
});
