import { sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * `"table"."column"` written out in full. Drizzle writes a one-table select's columns bare (`"id"`),
 * also inside the `sql` subqueries of its fields, where a bare name is ambiguous or means the inner
 * table's column. Both names still come from the schema (a table or an `alias(…)`, and its column),
 * so a rename stays a compile-time matter. In a subquery's FROM: `${photos} ${p}` for an alias `p`.
 */
export const qualified = (table: Table, column: Column): SQL => sql`${table}.${sql.identifier(column.name)}`;
