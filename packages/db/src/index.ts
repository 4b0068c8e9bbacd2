export * as schema from './schema/index';
export * from './schema/index';
export {
  openDatabase,
  migrateDatabase,
  queryRows,
  bare,
  names,
  isDatabaseUnavailable,
  type Database,
  type DbHandle,
  type OpenOptions,
} from './client';
