import { sql, type SQL } from 'drizzle-orm';

/**
 * Paged lists. Every list the API pages takes the contracts' `Paging` query — `skip` rows left out,
 * `take` rows at most — and answers `{ total, data }`: the page's rows and how many rows the whole
 * list has. The page is cut by the database (`offset skip limit take`) or, for a list already in
 * memory, by `slicePage`; the rows and their count are read side by side (`paged`).
 */

/** The page a list query asks for (contracts' `Paging`). */
export interface PageQuery {
  skip: number;
  take: number;
}

/** A page of a list and the count of all its rows. */
export interface Page<Row> {
  total: number;
  data: Row[];
}

/** `offset … limit …` closing a list written in SQL. */
export const pageSql = (page: PageQuery): SQL => sql`offset ${page.skip} limit ${page.take}`;

/**
 * A Drizzle select cut to the page (`.offset(skip).limit(take)`). Typed as the select it was given:
 * awaited, it gives the same rows.
 */
export function pageOf<Q extends { offset(skip: number): { limit(take: number): unknown } }>(query: Q, page: PageQuery): Q {
  return query.offset(page.skip).limit(page.take) as Q;
}

/**
 * Reads a page's rows and the count of all rows side by side (two statements at once: not inside a
 * transaction, whose one connection takes one at a time). `count` answers one row `{ n }` — a Drizzle
 * `select({ n: count() })`, or `queryRows<{ n: number }>(db, sql\`select count(*)::int as n …\`)` —
 * or the number itself.
 */
export async function paged<Row>(rows: PromiseLike<Row[]>, count: PromiseLike<number | readonly { n: number }[]>): Promise<Page<Row>> {
  const [data, counted] = await Promise.all([rows, count]);
  return { total: typeof counted === 'number' ? counted : counted[0]!.n, data };
}

/** The page of a list already in memory. */
export function slicePage<Row>(all: readonly Row[], page: PageQuery): Page<Row> {
  return { total: all.length, data: all.slice(page.skip, page.skip + page.take) };
}

/** Exact counts of the long lists (members, audit trail) stop here: counting a million rows on every page turn is not worth its time. */
export const COUNT_CAP = 100_000;

/** The count (`n`) of the rows of `from` (`table alias where …`), read only up to COUNT_CAP + 1 of them. */
export const cappedCountSql = (from: SQL): SQL => sql`select count(*)::int as n from (select 1 from ${from} limit ${COUNT_CAP + 1}) c`;

/** A capped count (`cappedCountSql`) as answered: the total shown, at most `cap`, and whether there are more. */
export function cappedTotal(counted: number, cap = COUNT_CAP): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, cap), totalCapped: counted > cap };
}
