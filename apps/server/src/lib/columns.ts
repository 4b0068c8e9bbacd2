import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some of a table's columns under their own names, each named once:
 * `db.select({ ...columns(orders, 'id', 'status'), regionName: regions.name })` selects
 * `{ id: orders.id, status: orders.status, regionName: regions.name }`, typed as drizzle types it.
 */
export function columns<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...keys: K[]): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
}
