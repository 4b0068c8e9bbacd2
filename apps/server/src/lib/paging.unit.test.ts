import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, pgTable, PgDialect, QueryBuilder, text } from 'drizzle-orm/pg-core';
import { cappedCountSql, cappedTotal, COUNT_CAP, paged, pageOf, pageSql, slicePage } from './paging';

const people = pgTable('people', { id: integer('id').primaryKey(), name: text('name') });
const dialect = new PgDialect();

describe('paging', () => {
  it('closes a SQL list with offset skip limit take', () => {
    expect(dialect.sqlToQuery(pageSql({ skip: 40, take: 20 }))).toMatchObject({ sql: 'offset $1 limit $2', params: [40, 20] });
  });

  it('cuts a Drizzle select to the page', () => {
    const query = pageOf(new QueryBuilder().select({ id: people.id }).from(people).orderBy(people.id), { skip: 40, take: 20 });
    expect(query.toSQL()).toEqual({ sql: 'select "id" from "people" order by "people"."id" limit $1 offset $2', params: [20, 40] });
  });

  it('reads the rows and the count side by side', async () => {
    const started: string[] = [];
    const later = <T>(name: string, value: T) =>
      new Promise<T>((resolve) => {
        started.push(name);
        setTimeout(() => resolve(value), 5);
      });
    const page = paged(later('rows', [{ id: 1 }, { id: 2 }]), later('count', [{ n: 7 }]));
    expect(started).toEqual(['rows', 'count']);
    expect(await page).toEqual({ total: 7, data: [{ id: 1 }, { id: 2 }] });
    expect(await paged(Promise.resolve([]), Promise.resolve(3))).toEqual({ total: 3, data: [] });
  });

  it('slices a list in memory', () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(slicePage(all, { skip: 1, take: 2 })).toEqual({ total: 5, data: ['b', 'c'] });
    expect(slicePage(all, { skip: 4, take: 10 })).toEqual({ total: 5, data: ['e'] });
    expect(slicePage(all, { skip: 9, take: 10 })).toEqual({ total: 5, data: [] });
  });

  it('caps a count', () => {
    expect(dialect.sqlToQuery(cappedCountSql(sql`${people} where ${people.name} = ${'Ewa'}`))).toMatchObject({
      sql: 'select count(*)::int as n from (select 1 from "people" where "people"."name" = $1 limit $2) c',
      params: ['Ewa', COUNT_CAP + 1],
    });
    expect(cappedTotal(COUNT_CAP + 1)).toEqual({ total: COUNT_CAP, totalCapped: true });
    expect(cappedTotal(10, 10)).toEqual({ total: 10, totalCapped: false });
    expect(cappedTotal(11, 10)).toEqual({ total: 10, totalCapped: true });
    expect(cappedTotal(0, 10)).toEqual({ total: 0, totalCapped: false });
  });
});
