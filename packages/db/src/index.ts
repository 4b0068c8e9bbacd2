export * as schema from './schema/index';
export * from './schema/index';
export {
  openDatabase,
  migrateDatabase,
  schemaStatus,
  type SchemaStatus,
  queryRows,
  builtStatement,
  bare,
  names,
  isDatabaseUnavailable,
  type Database,
  type DbHandle,
  type OpenOptions,
} from './client';
export { ADMIT_AFTER as STATEMENT_ADMIT_AFTER, MAX_NAMES as STATEMENT_MAX_NAMES, MAX_TEXT as STATEMENT_MAX_TEXT } from './statement-names';
