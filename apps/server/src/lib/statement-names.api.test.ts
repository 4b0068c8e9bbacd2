// Named statements on a PostgreSQL server (packages/db/src/statement-names.ts): a hot parameterised
// query is prepared once per connection, answers the same, and a statement whose result columns a
// migration changed fails once and then runs unnamed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { builtStatement, openDatabase, queryRows, STATEMENT_ADMIT_AFTER as ADMIT_AFTER, STATEMENT_MAX_TEXT, type DbHandle } from '@klub/db';
import { openTestDatabase } from '../testing/test-app';

const onServer = process.env.TEST_DB_DRIVER === 'postgres';

describe.skipIf(!onServer)('named statements on PostgreSQL (PGlite has no connection pool to name them on)', () => {
  let test: Awaited<ReturnType<typeof openTestDatabase>>;
  let one: DbHandle;
  beforeAll(async () => {
    test = await openTestDatabase();
    // One connection: what it has prepared is what pg_prepared_statements shows.
    one = await openDatabase({ url: test.url!, poolMax: 1 });
  });
  afterAll(async () => {
    await one?.close();
    await test?.drop();
  });

  const prepared = () => queryRows<{ statement: string }>(one.db, sql`select statement from pg_prepared_statements`);

  it('prepares a parameterised query from its third run on, with the same answers', async () => {
    await one.db.execute(
      sql.raw("create table named_rows (id int primary key, label text); insert into named_rows values (1, 'jeden'), (2, 'dwa')"),
    );
    const answers = [];
    for (let i = 0; i < ADMIT_AFTER + 3; i++) {
      const rows = await queryRows<{ label: string }>(one.db, sql`select label from named_rows where id = ${1 + (i % 2)}`);
      answers.push(rows.map((r) => r.label).join());
    }
    expect(answers).toEqual(['jeden', 'dwa', 'jeden', 'dwa', 'jeden', 'dwa']);
    expect((await prepared()).map((p) => p.statement)).toContain('select label from named_rows where id = $1');
  });

  it('a statement whose columns a migration changed fails once, then runs unnamed', async () => {
    await one.db.execute(sql.raw('create table named_probe (id int primary key, a int)'));
    await one.db.execute(sql.raw('insert into named_probe values (1, 10)'));
    const read = () => queryRows<Record<string, number>>(one.db, sql`select * from named_probe where id = ${1}`);
    for (let i = 0; i < ADMIT_AFTER; i++) expect(await read()).toEqual([{ id: 1, a: 10 }]);
    await one.db.execute(sql.raw('alter table named_probe add column b int default 7'));
    await expect(read()).rejects.toMatchObject({ cause: { code: '0A000' } });
    expect(await read()).toEqual([{ id: 1, a: 10, b: 7 }]);
    expect(await read()).toEqual([{ id: 1, a: 10, b: 7 }]);
  });

  it('prepares a statement built once at its first run, however long (the redemption is 12 kB)', async () => {
    await one.db.execute(sql.raw("create table built_rows (id int primary key, label text); insert into built_rows values (1, 'raz')"));
    const padding = sql.raw(`/* ${'x'.repeat(STATEMENT_MAX_TEXT)} */`);
    const read = builtStatement<{ label: string }, { id: number }>(
      () => sql`select label from built_rows where id = ${sql.placeholder('id')} ${padding}`,
    );
    expect(await read(one.db, { id: 1 })).toEqual([{ label: 'raz' }]);
    const long = (await prepared()).filter((p) => p.statement.startsWith('select label from built_rows'));
    expect(long).toHaveLength(1);
    expect(long[0]!.statement.length).toBeGreaterThan(STATEMENT_MAX_TEXT);
    expect(await read(one.db, { id: 1 })).toEqual([{ label: 'raz' }]);
  });
});
